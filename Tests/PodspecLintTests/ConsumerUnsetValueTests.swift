@testable import PodspecModel
import Testing

/// `Consumer.value(for:)` of an attribute nothing sets (a constant, `prepare` hook or not) against the read made
/// the long way (`computeValue(for:)`): preparing and merging nothing, on every platform, with and without
/// ancestors, nil written in general or in a platform Hash.
struct ConsumerUnsetValueTests {
    /// Specs that set nothing but `name`, or set attributes to nil (in general, in a platform Hash, in a parent).
    static let specs = [
        #"{"name": "R", "subspecs": [{"name": "S", "subspecs": [{"name": "T"}]}]}"#,
        #"""
        {"name": "R", "test_type": null, "script_phases": null, "scheme": null, "on_demand_resources": null,
         "resource_bundles": null, "prefix_header_contents": null, "frameworks": null,
         "ios": {"script_phases": null, "resource_bundles": null, "frameworks": null},
         "subspecs": [{"name": "S", "osx": {"on_demand_resources": null, "scheme": null}, "info_plist": null}]}
        """#,
    ]

    @Test func unsetReadsAreTheLongReads() throws {
        for json in Self.specs {
            let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
            for node in [root] + root.recursiveDescendants {
                for platform in ["ios", "osx", "tvos", "watchos", "visionos", "custom"] {
                    let consumer = Consumer(node: node, platformName: platform)
                    for attribute in AttributeTable.all where consumer.isUnset(attribute) {
                        #expect(
                            try consumer.value(for: attribute) == consumer.computeValue(for: attribute),
                            "\(node.name ?? "") \(platform) \(attribute.name)")
                    }
                }
            }
        }
    }

    /// The values CocoaPods reads for the attributes with a `prepare` hook when nothing sets them.
    @Test func preparedNothing() throws {
        let consumer = Consumer(
            node: SpecNode(root: try Specification.fromJSON(#"{"name": "R"}"#, path: "")), platformName: "ios")
        let expected: [String: PodValue] = [
            "test_type": .null, "prefix_header_contents": .null, "script_phases": .array([]), "scheme": .hash([:]),
            "on_demand_resources": .hash([:]), "resource_bundles": .hash([:]),
        ]
        for (name, value) in expected {
            let attribute = try #require(AttributeTable.attribute(named: name))
            #expect(attribute.consumerRole.prepare != .none, "\(name)")
            #expect(try consumer.value(for: attribute) == value, "\(name)")
        }
    }
}
