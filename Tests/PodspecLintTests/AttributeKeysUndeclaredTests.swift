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
        var schemes = Specification(name: "S", children: [Specification(name: "Child")])
        schemes.attributes["scheme"] = ["code_coverage": true]
        schemes.attributes["osx"] = ["scheme": ["launch_arguments": ["-a"]]]
        schemes.attributes["license"] = ["type": "MIT", "foo": 1]
        schemes.attributes["source"] = ["path": "."]
        return [Specification(name: "E"), root, legacy, full, schemes]
    }()

    /// Where the read of an attribute with known keys is said to be inert, it raises nothing and gives nil or an
    /// empty container (no keys to check), declared or not.
    @Test(arguments: trees)
    func inertReadsOfAttributesWithKeysHaveNoKeys(_ tree: Specification) throws {
        let root = SpecNode(root: tree)
        for node in [root] + root.recursiveDescendants {
            for platform in ["ios", "osx", "android"] {
                let consumer = Consumer(node: node, platformName: platform)
                for attribute in AttributeTable.all
                where attribute.keys != nil && attribute.name != "platforms"
                    && AttributeKeysCheck.readIsInert(attribute, consumer)
                {
                    let value =
                        attribute.rootOnly
                        ? try RootAccessors.read(attribute, of: node, own: consumer.declared)
                        : try #require(try consumer.read(attribute))
                    let keyless: Bool
                    switch value {
                    case .hash(let h): keyless = h.isEmpty
                    default: keyless = !value.isTruthy
                    }
                    #expect(keyless, "\(node.name ?? "") \(platform) \(attribute.name)")
                }
            }
        }
    }

    /// A spec that sets an attribute with known keys has it read (its keys are checked), on every platform.
    @Test func attributesWithKeysSetAreRead() {
        let root = SpecNode(root: Self.trees[4])
        for platform in ["ios", "osx"] {
            let consumer = Consumer(node: root, platformName: platform)
            for name in ["scheme", "license", "source"] {
                #expect(!AttributeKeysCheck.readIsInert(Consumer.attributeNamed(name), consumer), "\(name) \(platform)")
            }
        }
        let child = SpecNode(root: Self.trees[4]).recursiveDescendants[0]
        let childOnOSX = Consumer(node: child, platformName: "osx")
        #expect(AttributeKeysCheck.readIsInert(Consumer.attributeNamed("scheme"), childOnOSX))
        #expect(AttributeKeysCheck.readIsInert(Consumer.attributeNamed("license"), childOnOSX))
    }

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
