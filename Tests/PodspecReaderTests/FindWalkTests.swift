import Foundation
import PodspecModel
import Testing

@testable import PodspecReader

/// `Find.find` walks as Ruby's does: the start, then each folder's children in Ruby's String order (bytewise),
/// `Find.prune` skipping a folder, and regex tests on every path (the prefiltered searches) answering as ICU.
@Suite struct FindWalkTests {
    /// The summary of a podspec, in a folder holding `files` (relative paths, folders made as needed), whose
    /// summary is `expression`.
    func summary(_ expression: String, files: [String]) throws -> String? {
        let folder = ScratchFolder("find")
        for file in files {
            let path = folder.path + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        }
        let path = folder.path + "/A.podspec"
        try "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.summary = (\(expression)).inspect\nend\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return try PodspecLoader.load(path: path).attributes["summary"]?.stringValue
    }

    /// A decomposed `é` (`e` and a combining accent) sorts by its first byte, `e`, before `f`, as in Ruby;
    /// compared as Swift Strings (canonically, as `é`) it would come after.
    @Test func childrenInBytewiseOrder() throws {
        let names = try summary(
            "Find.find('d').map { |p| File.basename(p).bytes[0] }", files: ["d/f", "d/e\u{301}x", "d/a"])
        #expect(names == "[100, 97, 101, 102]")
    }

    /// Names alike in their first 8 bytes (which `ByteOrder` compares as one number) are told apart by the rest;
    /// a name that starts another comes before it.
    @Test func childrenSharingLongPrefixesInBytewiseOrder() throws {
        let names = try summary(
            "Find.find('d').map { |p| File.basename(p) }",
            files: ["d/Delegate-b", "d/Delegate", "d/Delegate-a", "d/Deleg", "d/Delegat", "d/Delegate_", "d/B"])
        #expect(names == #"["d", "B", "Deleg", "Delegat", "Delegate", "Delegate-a", "Delegate-b", "Delegate_"]"#)
    }

    @Test func byteOrderSortsAsByteCompare() {
        let names = [
            "Delegate-b", "Delegate", "e\u{301}x", "f", "Delegate-a", "D", "", "a\u{0}b", "a", "\u{FF}",
            "Zebra12345678",
            "Zebra12345677",
        ]
        let sorted = ByteOrder.sortedDescending(names, by: { $0 })
        #expect(sorted == names.sorted { RubyText.byteCompare($0, $1) > 0 })
        #expect(sorted.first == "\u{FF}" && sorted.last == "")
    }

    @Test func pruneAndRegexTestsAsRuby() throws {
        let expression = """
            found = []; Find.find('app') { |p| Find.prune if p =~ /\\/(\\.git|node_modules|build)\\b/; \
            found << p if p =~ /AppDelegate\\.swift$/ || p.match?('Info') }; found
            """
        let found = try summary(
            expression,
            files: [
                "app/node_modules/x/AppDelegate.swift", "app/builder/AppDelegate.swift", "app/build/AppDelegate.swift",
                "app/src/AppDelegate.swift.orig", "app/src/Info.plist", "app/src/AppDelegate.swift",
            ])
        #expect(
            found == #"["app/builder/AppDelegate.swift", "app/src/AppDelegate.swift", "app/src/Info.plist"]"#)
    }

    /// Folders deeper than `OpenFolder.heldDepth` let go of their descriptors and open their children by path:
    /// the walk and the glob still reach the bottom, in the same order as above it.
    @Test func deepTreesWalkToTheBottom() throws {
        let depth = OpenFolder.heldDepth + 6
        let chain = Array(repeating: "d", count: depth).joined(separator: "/")
        let files = [chain + "/bottom.txt", chain + "/a.txt", "d/top.txt"]
        let walked = try summary("Find.find('d').select { |p| p.end_with?('.txt') }", files: files)
        #expect(walked == "[\"\(chain)/a.txt\", \"\(chain)/bottom.txt\", \"d/top.txt\"]")
        let globbed = try summary("Dir.glob('d/**/*.txt')", files: files)
        #expect(globbed == "[\"\(chain)/a.txt\", \"\(chain)/bottom.txt\", \"d/top.txt\"]")
    }
}
