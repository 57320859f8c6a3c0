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

    /// Consumers made as the linter makes them, on one chain of `SpecReads` per tree (a child's read of an attribute it
    /// writes nothing for is kept in the memo of the spec that writes it), read root first and leaf first: every
    /// read, and the dependencies, are those of a consumer of its own.
    @Test(arguments: [false, true])
    func readsKeptAlongTheChainAreEachSpecsOwn(leafFirst: Bool) throws {
        let specs =
            Self.specs + [
                #"""
                {"name": "Q", "pod_target_xcconfig": {"B": "1"}, "dependencies": {"X": ["=> 1"]},
                 "subspecs": [{"name": "M", "pod_target_xcconfig": {"B": "2"}, "xcconfig": {"B": "3"},
                               "testspecs": [{"name": "Tests", "test_type": "unit"}], "subspecs": [{"name": "L"}]}]}
                """#
            ]
        for json in specs {
            let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
            // (Depth first, as the linter goes: the reads of a node's parent are the last made one level up.)
            var readsByDepth = [SpecReads(root)]
            var chain = [readsByDepth[0]]
            for node in root.recursiveDescendants {
                let depth = node.ancestors.count
                readsByDepth.removeLast(readsByDepth.count - depth)
                readsByDepth.append(SpecReads(node, parent: readsByDepth[depth - 1]))
                chain.append(readsByDepth[depth])
            }
            for reads in leafFirst ? chain.reversed() : chain {
                let node = reads.node
                for platform in ConsumerSweep.platforms {
                    let shared = Consumer(platformName: platform, of: reads)
                    let own = Consumer(node: node, platformName: platform)
                    for attribute in AttributeTable.all where attribute.inherited {
                        let what = "\(node.name ?? "") \(platform) \(attribute.name)"
                        #expect(
                            Self.outcome { try shared.read(attribute) ?? .null }
                                == Self.outcome {
                                    try own.read(attribute) ?? .null
                                }, "\(what)")
                        #expect(
                            Self.outcome { try shared.value(for: attribute) }
                                == Self.outcome {
                                    try own.value(for: attribute)
                                }, "\(what)")
                    }
                    #expect(
                        Self.outcome { .array(try shared.dependencies().map { .string($0.description) }) }
                            == Self.outcome { .array(try own.dependencies().map { .string($0.description) }) })
                }
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
