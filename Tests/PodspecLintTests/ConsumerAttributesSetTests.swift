@testable import PodspecModel
import Testing

@testable import PodspecLint

/// `Consumer.attributesSet(among:)` and `isUnset` (one mask made per consumer) against what the spec tree
/// writes, and the empty reads of unset attributes that `EmptySpecCheck` no longer makes.
struct ConsumerAttributesSetTests {
    /// A spec tree that sets attributes in general, in platform Hashes (its own and its ancestors'), to nil,
    /// inherited and not, root-only and multi-platform.
    static let json = #"""
        {"name": "R", "version": "1.0", "frameworks": "A", "source_files": null, "requires_arc": false,
         "ios": {"frameworks": "IOSA", "resources": "r.png", "dependencies": {"D": []}, "license": "MIT"},
         "osx": {"xcconfig": {"X": "1"}, "source_files": "*.m"},
         "subspecs": [
           {"name": "S", "vendored_libraries": "l.a", "tvos": {"weak_frameworks": "W"},
            "subspecs": [{"name": "T", "ios": {"preserve_paths": "p"}, "osx": null, "resource_bundles": {"B": "b"}}]},
           {"name": "U", "platforms": {"ios": "12.0"}, "watchos": {"exclude_files": "e"}}]}
        """#

    /// Whether `spec` writes `attribute` with a value other than nil, in general or, for a multi-platform
    /// attribute, in its Hash under `platform`: read from the spec's hash itself.
    static func writes(_ spec: Specification, _ attribute: Attribute, platform: String) -> Bool {
        if let value = spec.attributes[attribute.name], value != .null { return true }
        guard attribute.multiPlatform, case .hash(let platformHash)? = spec.attributes[platform],
            let value = platformHash[.string(attribute.name)]
        else { return false }
        return value != .null
    }

    @Test func attributesSetAreThoseTheSpecOrAnInheritingAncestorWrites() throws {
        let root = SpecNode(root: try Specification.fromJSON(Self.json, path: ""))
        let all = AttributeSet(AttributeTable.all)
        let filePatterns = AttributeSet(AttributeTable.all.filter(\.filePatterns))
        for node in [root] + root.recursiveDescendants {
            for platform in ["ios", "osx", "tvos", "watchos", "visionos", "custom"] {
                let consumer = Consumer(node: node, platformName: platform)
                let written = all.filter { attribute in
                    Self.writes(node.spec, attribute, platform: platform)
                        || (attribute.inherited
                            && node.ancestors.contains { Self.writes($0, attribute, platform: platform) })
                }
                for attribute in all {
                    #expect(
                        consumer.isUnset(attribute) == !written.contains { $0.name == attribute.name },
                        "\(node.name ?? "") \(platform) \(attribute.name)")
                }
                for candidates in [all, filePatterns, AttributeSet()] {
                    let expected = candidates.filter { candidate in written.contains { $0.name == candidate.name } }
                    #expect(
                        consumer.attributesSet(among: candidates).map(\.name) == expected.map(\.name),
                        "\(node.name ?? "") \(platform)")
                }
            }
        }
    }

    /// The attributes `EmptySpecCheck` reads are empty, without raising, when unset (so it reads only the set ones).
    @Test func emptySpecAttributesReadEmptyWhenUnset() throws {
        let root = SpecNode(root: try Specification.fromJSON(#"{"name": "R", "subspecs": [{"name": "S"}]}"#, path: ""))
        for node in [root, root.children[0]] {
            let consumer = Consumer(node: node, platformName: "ios")
            for name in EmptySpecCheck.attributes {
                let attribute = Consumer.attributeNamed(name)
                #expect(consumer.isUnset(attribute), "\(name)")
                #expect(ConsumerHookSupport.isEmpty(try consumer.read(attribute) ?? .null), "\(name)")
            }
        }
    }
}
