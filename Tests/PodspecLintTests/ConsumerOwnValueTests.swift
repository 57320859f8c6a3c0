@testable import PodspecModel
import Testing

/// `Consumer.value(for:)` of an attribute only the spec's own general value sets (read, or wrapped, without the
/// memo) against the read made the long way (`computeValue(for:)`): Strings and Hashes in Array containers, Arrays
/// holding nil, non-ASCII text, nil written in a platform Hash or by a parent, values that are not containers.
struct ConsumerOwnValueTests {
    static let specs = [
        #"""
        {"name": "R", "source_files": "Classes/**/*.{h,m}", "resources": ["a.png", null, "ü/é.png"],
         "public_header_files": {"a": "b"}, "frameworks": "UIKit", "libraries": ["z", "c++"],
         "pod_target_xcconfig": {"A": "1"}, "info_plist": {"K": "V"}, "requires_arc": false,
         "module_map": "ñ.modulemap", "compiler_flags": 3, "vendored_frameworks": true,
         "ios": {"source_files": null, "resources": null}, "osx": {"frameworks": "AppKit"},
         "subspecs": [{"name": "S", "source_files": "S/*.swift", "frameworks": "Foundation",
                       "exclude_files": ["x", null], "preserve_paths": "📦",
                       "subspecs": [{"name": "T", "resources": "r", "libraries": null}]}]}
        """#,
        #"{"name": "P", "libraries": null, "subspecs": [{"name": "C", "libraries": "sqlite3", "weak_frameworks": [null]}]}"#,
    ]

    @Test func ownReadsAreTheLongReads() throws {
        try ConsumerSweep.forEachConsumer(of: Self.specs) { node, platform, consumer throws in
            for attribute in AttributeTable.all where consumer.declared.declares(attribute) {
                #expect(
                    try consumer.value(for: attribute) == consumer.computeValue(for: attribute),
                    "\(node.name ?? "") \(platform) \(attribute.name)")
            }
        }
    }

    /// A String in an Array container is read as a one-item Array; nil items are left out.
    @Test func wrapsAndCompacts() throws {
        let spec = try Specification.fromJSON(
            #"{"name": "R", "source_files": "é.m", "resources": ["a", null]}"#, path: "")
        let consumer = Consumer(node: SpecNode(root: spec), platformName: "ios")
        #expect(try consumer.value(for: Consumer.attributeNamed("source_files")) == ["é.m"])
        #expect(try consumer.value(for: Consumer.attributeNamed("resources")) == ["a"])
    }

    /// `ownStringReadAsArray` against the read: where it gives a String, the read is an Array of that String alone; it
    /// gives one for the Strings the specs write alone in Array containers, none where a platform Hash, a parent or a
    /// `prepare` hook has a say, nor for a value that is not a String.
    @Test func ownStringsAreTheOneItemOfTheRead() throws {
        var strings = 0
        try ConsumerSweep.forEachConsumer(of: Self.specs) { node, platform, consumer throws in
            for attribute in AttributeTable.all {
                guard let text = consumer.ownStringReadAsArray(attribute) else { continue }
                strings += 1
                #expect(try consumer.read(attribute) == .array([.string(text)]), "\(node.name ?? "") \(platform)")
            }
        }
        #expect(strings > 0)
        let spec = try Specification.fromJSON(
            #"{"name": "R", "source_files": "a.m", "ios": {"source_files": "b.m"}, "frameworks": "UIKit","#
                + #" "resources": ["r"], "prefix_header_contents": "X", "subspecs": [{"name": "S","#
                + #" "frameworks": "Foundation"}]}"#, path: "")
        let root = SpecNode(root: spec)
        func own(_ node: SpecNode, _ platform: String, _ name: String) -> String? {
            Consumer(node: node, platformName: platform).ownStringReadAsArray(Consumer.attributeNamed(name))
        }
        #expect(own(root, "osx", "source_files") == "a.m")
        #expect(own(root, "ios", "source_files") == nil)
        #expect(own(root, "ios", "frameworks") == "UIKit")
        #expect(own(root.children[0], "ios", "frameworks") == nil)
        #expect(own(root, "ios", "resources") == nil)
        #expect(own(root, "ios", "prefix_header_contents") == nil)
    }
}
