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
}
