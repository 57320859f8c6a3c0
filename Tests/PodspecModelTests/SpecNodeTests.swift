import PodspecModel
import Testing

@Suite struct SpecNodeTests {
    /// A root with two subspecs, the first with a child of its own.
    static func tree() -> Specification {
        var first = Specification(name: "A")
        first.children = [Specification(name: "Inner")]
        return Specification(name: "Root", children: [first, Specification(name: "B", kind: .test)])
    }

    /// Every child's ancestors are its parent's ancestors then its parent (the children share one array).
    @Test func childrenCarryTheirParentChain() {
        let root = SpecNode(root: Self.tree())
        let descendants = root.recursiveDescendants
        #expect(descendants.map(\.name) == ["Root/A", "Root/A/Inner", "Root/B"])
        #expect(descendants.map { $0.ancestors.map(\.baseName) } == [["Root"], ["Root", "A"], ["Root"]])
        #expect(descendants.map(\.kind) == [.library, .library, .test])
        #expect(SpecNode(root: Specification(name: "Leaf")).children.isEmpty)
    }

    /// `to_s`: the name with the root's raw version in parentheses, the name alone without one.
    @Test func descriptionNamesTheVersion() throws {
        var root = Self.tree()
        #expect(try SpecNode(root: root).description() == "Root")
        root.attributes["version"] = "1.2.3-beta"
        let node = SpecNode(root: root)
        #expect(try node.description() == "Root (1.2.3-beta)")
        #expect(
            try node.recursiveDescendants.map { try $0.description() } == [
                "Root/A (1.2.3-beta)", "Root/A/Inner (1.2.3-beta)", "Root/B (1.2.3-beta)",
            ])
        root.attributes["version"] = "é"
        #expect(try SpecNode(root: root).description() == "Root (é)")
    }
}
