import PodspecModel
import Testing

@testable import PodspecLint

/// `AttributeKeysCheck.undeclaredAttributes` (a mask of the attributes whose read may not be inert when
/// undeclared, less the declared ones) against the general filter of the whole table it stands for.
@Suite struct AttributeKeysUndeclaredTests {
    /// Specs whose subspec inherits, writes platform Hashes, the legacy `swift_version`, or nothing.
    static let trees: [Specification] = {
        var sub = Specification(name: "Sub")
        sub.attributes["ios"] = ["xcconfig": ["A": "1"], "dependencies": ["B": []]]
        sub.attributes["summary"] = "Sub."
        var root = Specification(name: "A", children: [sub, Specification(name: "Bare")])
        root.attributes["version"] = "1.0"
        root.attributes["swift_version"] = "5.0"
        root.attributes["license"] = "MIT"
        root.attributes["pod_target_xcconfig"] = ["X": "1"]
        root.attributes["osx"] = ["resource_bundles": ["R": "*.png"]]
        var legacy = Specification(name: "L")
        legacy.attributes["swift_version"] = "4.2"
        legacy.attributes["source"] = ["git": "https://example.org/a.git"]
        var full = Specification(name: "F", children: [Specification(name: "Child")])
        full.attributes["swift_versions"] = ["5.0"]
        full.attributes["cocoapods_version"] = ">= 1.0"
        full.attributes["authors"] = "Me"
        full.attributes["dependencies"] = ["B": ["~> 1.0"]]
        return [Specification(name: "E"), root, legacy, full]
    }()

    @Test(arguments: trees)
    func matchesTheGeneralFilter(_ tree: Specification) {
        let root = SpecNode(root: tree)
        for node in [root] + root.recursiveDescendants {
            for platform in ["ios", "osx", "tvos", "android"] {
                let consumer = Consumer(node: node, platformName: platform)
                var expected = AttributeSet()
                for attribute in AttributeTable.all
                where attribute.name != "platforms" && !consumer.declared.declares(attribute)
                    && !AttributeKeysCheck.readIsInert(attribute, consumer)
                {
                    expected.insert(attribute)
                }
                #expect(AttributeKeysCheck.undeclaredAttributes(consumer) == expected, "\(node.name ?? "") \(platform)")
            }
        }
    }

    /// The attributes left out of `readableAttributes` (which `check` skips at once) have an inert read for
    /// every consumer of the trees, declared or not.
    @Test(arguments: trees)
    func attributesNotReadableAreInert(_ tree: Specification) {
        let root = SpecNode(root: tree)
        for node in [root] + root.recursiveDescendants {
            for platform in ["ios", "osx", "android"] {
                let consumer = Consumer(node: node, platformName: platform)
                for attribute in AttributeTable.all
                where attribute.name != "platforms" && !AttributeKeysCheck.readableAttributes.contains(attribute) {
                    #expect(AttributeKeysCheck.readIsInert(attribute, consumer), "\(attribute.name) \(platform)")
                }
            }
        }
    }

    /// A root attribute whose read is said not to raise when undeclared reads nothing that raises, for
    /// every spec of the trees that does not declare it.
    @Test func rootReadsMayRaiseUndeclaredAsReadCannotRaise() {
        for tree in Self.trees {
            let root = SpecNode(root: tree)
            for node in [root] + root.recursiveDescendants {
                let own = DeclaredValues(node.spec)
                for attribute in AttributeTable.all
                where attribute.rootOnly && !own.declares(attribute) && !RootAccessors.readMayRaiseUndeclared(attribute)
                {
                    #expect(RootAccessors.readCannotRaise(attribute, own: own), "\(attribute.name)")
                }
            }
        }
    }
}
