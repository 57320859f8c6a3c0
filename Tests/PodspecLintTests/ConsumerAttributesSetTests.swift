@testable import PodspecModel
import Testing

@testable import PodspecLint

/// `Consumer.attributesSet(among:)` (one mask operation) against `isUnset` asked of each attribute, and the
/// empty reads of unset attributes that `EmptySpecCheck` no longer makes.
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

    @Test func attributesSetAmongIsTheMembersNotUnset() throws {
        let root = SpecNode(root: try Specification.fromJSON(Self.json, path: ""))
        let all = AttributeSet(AttributeTable.all)
        let filePatterns = AttributeSet(AttributeTable.all.filter(\.filePatterns))
        for node in [root] + root.recursiveDescendants {
            for platform in ["ios", "osx", "tvos", "watchos", "visionos", "custom"] {
                let consumer = Consumer(node: node, platformName: platform)
                for candidates in [all, filePatterns, AttributeSet()] {
                    let expected = candidates.filter { !consumer.isUnset($0) }.map(\.name)
                    #expect(
                        consumer.attributesSet(among: candidates).map(\.name) == expected,
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
