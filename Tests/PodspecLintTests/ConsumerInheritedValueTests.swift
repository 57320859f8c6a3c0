@testable import PodspecModel
import Testing

/// `Consumer.value(for:)` of inherited attributes (which merges only the specs of the chain that write the
/// attribute, when no platform Hash of the chain writes it) against every spec's value prepared and merged, as
/// CocoaPods does: values written at one level or several, nil written, Arrays holding nil, non-ASCII text,
/// platform Hashes, xcconfigs in a test spec, values that cannot be merged.
struct ConsumerInheritedValueTests {
    static let specs = [
        #"""
        {"name": "R", "frameworks": "UIKit", "requires_arc": false, "xcconfig": {"A": "1"},
         "pod_target_xcconfig": {"B": "ü"}, "dependencies": {"X": [">= 1.0"]}, "libraries": ["z", null],
         "ios": {"frameworks": "é"}, "osx": {"frameworks": null},
         "subspecs": [
           {"name": "S", "frameworks": null, "libraries": "c++", "compiler_flags": "-DX",
            "subspecs": [{"name": "T", "requires_arc": "T/*.m", "xcconfig": {"A": "2"}, "weak_frameworks": [null]},
                         {"name": "U", "tvos": {"libraries": "t"}}]},
           {"name": "V", "dependencies": {"Y": []}, "pod_target_xcconfig": {"B": "2"}}],
         "testspecs": [{"name": "Tests", "test_type": "unit", "pod_target_xcconfig": {"B": "3"}}]}
        """#,
        #"""
        {"name": "P", "xcconfig": "not a hash", "frameworks": {"a": "b"},
         "subspecs": [{"name": "C", "subspecs": [{"name": "D", "xcconfig": {"K": "V"}}]}]}
        """#,
    ]

    @Test func inheritedReadsAreEverySpecMerged() throws {
        try ConsumerSweep.forEachConsumer(of: Self.specs) { node, platform, consumer in
            for attribute in AttributeTable.all where attribute.inherited {
                let read = Self.outcome { try consumer.value(for: attribute) }
                let merged = Self.outcome { try Self.everySpecMerged(attribute, consumer) }
                #expect(read == merged, "\(node.name ?? "") \(platform) \(attribute.name)")
            }
        }
    }

    /// `value_for_attribute` the way CocoaPods makes it: every spec's value prepared (its platform value merged in),
    /// leaf first, then merged root first, then defaulted.
    static func everySpecMerged(_ attribute: Attribute, _ consumer: Consumer) throws -> PodValue {
        let role = attribute.consumerRole
        func prepared(_ value: PodValue) throws -> PodValue {
            try Consumer.prepare(value, container: role.container, hook: role.prepare)
        }
        var raws: [PodValue] = []
        for spec in [consumer.spec] + consumer.node.ancestors.reversed() {
            var value = try prepared(spec.attributes[attribute.name] ?? .null)
            if attribute.multiPlatform, let platformHash = spec.attributes[consumer.platformName], platformHash.isTruthy
            {
                var platformValue = PodValue.null
                if case .hash(let hash) = platformHash { platformValue = hash[.string(attribute.name)] ?? .null }
                value = try consumer.merge(attribute, value, prepared(platformValue))
            }
            raws.append(value)
        }
        var value = raws[raws.count - 1]
        for raw in raws.dropLast().reversed() { value = try consumer.merge(attribute, value, raw) }
        return role.defaulted(value)
    }

    /// The value `read` gives, or the error it throws (as a `ModelError`, to be compared).
    static func outcome(_ read: () throws -> PodValue) -> Result<PodValue, ModelError> {
        Result(catching: read).mapError { $0 as? ModelError ?? ModelError(.argumentError, "\($0)") }
    }
}
