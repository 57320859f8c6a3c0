import Foundation
import Testing
@testable import PodspecReader

/// `ResolvedPaths` against glibc's `realpath` on real folders and symlinks, resolved cold and again from the
/// folders it kept.
@Suite struct ResolvedPathsTests {
    /// A fresh folder under the temporary directory (symlink-free, as `realpath` gives it), removed by the caller.
    let root: String

    init() throws {
        let made = NSTemporaryDirectory() + "/resolved-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
        root = try #require(Self.realpathOf(made))
    }

    static func realpathOf(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func folder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func file(_ relative: String) {
        FileManager.default.createFile(atPath: path(relative), contents: Data("x".utf8))
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    @Test func existingPathsResolveAsRealpathDoesColdAndWarm() throws {
        defer { remove() }
        try folder("real/inner/deep")
        file("real/inner/deep/file.txt")
        try link("alias", to: "real")  // a relative symlink to a folder
        try link("real/inner/to-file", to: path("real/inner/deep/file.txt"))  // an absolute one to a file
        try link("real/inner/up", to: "..")  // a symlink whose target climbs
        let paths = [
            "real/inner/deep/file.txt", "alias/inner/deep/file.txt", "alias/inner/to-file", "alias/inner/up/inner",
            "alias", "real", "alias/inner/up/inner/deep",
        ]
        for round in 1...2 {  // the second round starts from the folders the first one kept
            for relative in paths {
                let expected = try #require(Self.realpathOf(path(relative)))
                #expect(ResolvedPaths.resolve(path(relative)) == expected, "\(relative), round \(round)")
            }
        }
    }

    @Test func theMissingRestIsAppendedAsWritten() throws {
        defer { remove() }
        try folder("real/inner")
        file("real/file.txt")
        try link("alias", to: "real")
        try link("dangling", to: "nowhere")
        try link("loop-a", to: "loop-b")
        try link("loop-b", to: "loop-a")
        #expect(ResolvedPaths.resolve(path("alias/inner/missing/more")) == path("real/inner/missing/more"))
        #expect(ResolvedPaths.resolve(path("alias/file.txt/under")) == path("real/file.txt/under"))
        #expect(ResolvedPaths.resolve(path("dangling")) == path("dangling"))
        #expect(ResolvedPaths.resolve(path("dangling/x")) == path("dangling/x"))
        #expect(ResolvedPaths.resolve(path("loop-a/x")) == path("loop-a/x"))
        #expect(ResolvedPaths.resolve("/") == "/")
    }

    /// Only folders are kept: a file met on the way (and a link that leads to one) is asked again next time.
    @Test func aFileOnTheWayIsNotKept() throws {
        defer { remove() }
        try folder("real/inner")
        file("real/inner/x")
        file("entry")
        try link("to-file", to: path("entry"))
        #expect(ResolvedPaths.resolve(path("entry/x")) == path("entry/x"))
        #expect(ResolvedPaths.resolve(path("to-file/x")) == path("entry/x"))
        try FileManager.default.removeItem(atPath: path("entry"))
        try link("entry", to: path("real/inner"))
        #expect(ResolvedPaths.resolve(path("entry/x")) == path("real/inner/x"))
        #expect(ResolvedPaths.resolve(path("to-file/x")) == path("real/inner/x"))
    }

    @Test func aSymlinkOutOfTheRootIsFollowedFromAKeptFolder() throws {
        defer { remove() }
        try folder("inside/pod")
        try folder("outside")
        file("outside/secret")
        _ = ResolvedPaths.resolve(path("inside/pod"))  // keeps inside and inside/pod
        try link("inside/pod/escape", to: path("outside"))
        #expect(ResolvedPaths.resolve(path("inside/pod/escape/secret")) == path("outside/secret"))
        let sandbox = Sandbox(root: path("inside"))
        #expect(sandbox.access(to: path("inside/pod/escape/secret")) == .outside)
    }
}
