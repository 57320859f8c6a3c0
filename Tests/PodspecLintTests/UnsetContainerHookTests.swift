import PodspecModel
import Testing

@testable import PodspecLint

/// The consumer hooks skipped for the attributes of a consumer's `emptyContainerReads` (`ignoresUnsetContainer`), and
/// `Consumer.emptyContainerReads` and `Consumer.falsyReads` against the reads they stand for.
@Suite struct UnsetContainerHookTests {
    /// Specs that set nothing, set containers (in general, in a platform Hash, in a parent), or set them to nil.
    static let specs = [
        #"{"name": "R", "subspecs": [{"name": "S", "subspecs": [{"name": "T"}]}]}"#,
        #"""
        {"name": "R", "frameworks": "UIKit", "ios": {"libraries": "z", "scheme": {"code_coverage": true}},
         "pod_target_xcconfig": {"A": "1"}, "xcconfig": {"B": "2"}, "info_plist": null,
         "subspecs": [{"name": "S", "osx": {"info_plist": {"K": "V"}}, "compiler_flags": "-Wno-x",
                       "subspecs": [{"name": "T", "script_phases": null}]}]}
        """#,
        #"""
        {"name": "R", "test_type": null, "script_phases": null, "scheme": null, "on_demand_resources": null,
         "resource_bundles": null, "frameworks": null, "ios": {"script_phases": null, "frameworks": null},
         "testspecs": [{"name": "Tests", "test_type": "unit", "info_plist": {}}]}
        """#,
    ]

    /// A consumer's `emptyContainerReads` read as an empty Array or Hash (every attribute, platform and spec).
    @Test func emptyContainerReadsAreTheReads() throws {
        let sawEmpty = try Self.everyRead(selectedBy: { $0.emptyContainerReads(among: $1) }) { read in
            read == .array([]) || read == .hash([:])
        }
        #expect(sawEmpty)
    }

    /// Whether `select` picks the attribute named `name` for `node`'s consumer on `platform`.
    static func picks(
        _ select: (Consumer, AttributeSet) -> AttributeSet, _ node: SpecNode, _ platform: String, _ name: String
    ) throws -> Bool {
        let attribute = try #require(AttributeTable.attribute(named: name))
        return select(Consumer(node: node, platformName: platform), AttributeSet([attribute])).contains(attribute)
    }

    /// Expects `check` of each attribute `select` picks, among all, for every consumer of `forEachConsumer`, as
    /// the consumer reads it; whether `select` picked any.
    static func everyRead(
        selectedBy select: (Consumer, AttributeSet) -> AttributeSet, _ check: (PodValue?) -> Bool
    ) throws -> Bool {
        try forEachConsumer { consumer, context in
            var saw = false
            for attribute in select(consumer, AttributeSet(AttributeTable.all)) {
                saw = true
                let read = try consumer.read(attribute)
                #expect(check(read), "\(context) \(attribute.name)")
            }
            return saw
        }
    }

    /// Calls `body` with a consumer of every spec of `specs` on every platform (and a custom one), with a label
    /// naming it; whether any call returned true.
    static func forEachConsumer(_ body: (Consumer, String) throws -> Bool) throws -> Bool {
        var any = false
        for json in specs {
            let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
            for node in [root] + root.recursiveDescendants {
                for platform in ["ios", "osx", "tvos", "watchos", "visionos", "custom"] {
                    if try body(Consumer(node: node, platformName: platform), "\(node.name ?? "") \(platform)") {
                        any = true
                    }
                }
            }
        }
        return any
    }

    /// A consumer's `falsyReads` read as nil or false (every attribute, platform and spec), and an attribute set to
    /// something (in general, in the platform's Hash, by an ancestor) is not among them.
    @Test func falsyReadsAreTheReads() throws {
        let sawFalsy = try Self.everyRead(selectedBy: { $0.falsyReads(among: $1) }) { read in
            !(read ?? .null).isTruthy
        }
        #expect(sawFalsy)
        let specification = try Specification.fromJSON(
            #"{"name": "R", "ios": {"app_host_name": "A"}, "subspecs": [{"name": "S", "header_dir": "H"}]}"#,
            path: "")
        let root = SpecNode(root: specification)
        let child = try #require(root.recursiveDescendants.first)
        func falsy(_ node: SpecNode, _ platform: String, _ name: String) throws -> Bool {
            try Self.picks({ $0.falsyReads(among: $1) }, node, platform, name)
        }
        #expect(try !falsy(root, "ios", "app_host_name"))
        #expect(try falsy(root, "osx", "app_host_name"))
        #expect(try falsy(child, "ios", "app_host_name"))
        #expect(try !falsy(child, "osx", "header_dir"))
        #expect(try falsy(root, "osx", "header_dir"))
        #expect(try falsy(root, "ios", "test_type"))
        #expect(try !falsy(root, "ios", "requires_arc"))
    }

    /// An attribute set (in general, in the platform's Hash, by an ancestor) or read through a merging reader is not
    /// known to read as empty.
    @Test func setOrMergedAttributesAreRead() throws {
        let root = SpecNode(root: try Specification.fromJSON(Self.specs[1], path: ""))
        let child = try #require(root.recursiveDescendants.first)
        func reads(_ node: SpecNode, _ platform: String, _ name: String) throws -> Bool {
            try Self.picks({ $0.emptyContainerReads(among: $1) }, node, platform, name)
        }
        #expect(try !reads(root, "osx", "frameworks"))
        #expect(try !reads(child, "osx", "frameworks"))
        #expect(try !reads(root, "ios", "libraries"))
        #expect(try reads(root, "osx", "libraries"))
        #expect(try !reads(child, "osx", "info_plist"))
        #expect(try reads(child, "ios", "info_plist"))
        #expect(try !reads(root, "ios", "pod_target_xcconfig"))
        #expect(try !reads(root, "ios", "user_target_xcconfig"))
        #expect(try !reads(root, "ios", "requires_arc"))
    }

    /// Each hook that says so reports and throws nothing for the empty container its attribute reads as when nothing
    /// sets it, on a root, a library subspec and a test spec.
    @Test func hooksIgnoringTheUnsetContainerReportNothingForIt() throws {
        let hooks: [any AttributeHook.Type] = LintCheckRegistry.all.compactMap {
            if case .hook(let hook) = $0.phase, hook.ignoresUnsetContainer { hook } else { nil }
        }
        #expect(hooks.count >= 8)
        let specification = try Specification.fromJSON(
            #"{"name": "R", "subspecs": [{"name": "S"}], "testspecs": [{"name": "Tests", "test_type": "unit"}]}"#,
            path: "")
        for hook in hooks {
            #expect(hook.scope == .consumer, "\(hook.identifier)")
            let attribute = try #require(AttributeTable.attribute(named: hook.attribute))
            let collector = LintCollector(root: SpecNode(root: specification), file: nil)
            for node in [collector.root] + collector.root.recursiveDescendants {
                let consumer = Consumer(node: node, platformName: "ios")
                #expect(
                    consumer.emptyContainerReads(among: AttributeSet([attribute])).contains(attribute),
                    "\(hook.identifier) \(node.name ?? "")")
                collector.consumer = consumer
                try hook.validate(consumer.read(attribute) ?? .null, LintContext(hook, collector))
            }
            #expect(collector.results.isEmpty, "\(hook.identifier)")
        }
    }
}
