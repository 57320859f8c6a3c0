import Foundation
import Testing

@testable import Trust

/// A scratch folder with `root/` (the contained root) and `outside/` beside it.
private final class Scratch {
    let base: String
    let root: String
    let outside: String

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("trust-\(UUID().uuidString)").path
        root = base + "/root"
        outside = base + "/outside"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside + "/secret"))
    }

    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }
}

@Suite struct ContainedRootTests {
    @Test(arguments: ["", ".", "..", "a/b", "/etc", "a\u{0}b", "a\nb", "a\rb"])
    func refusesNamesThatAreNotOneComponent(_ name: String) {
        #expect(throws: ContainmentError.self) { try ContainedRoot.checkComponent(name) }
    }

    @Test(arguments: ["Alamofire", "1.0.0-beta.1", "pod name", ".hidden", "a..b"])
    func acceptsSingleComponents(_ name: String) throws {
        try ContainedRoot.checkComponent(name)
    }

    @Test func relativePathsAreSplitAndChecked() throws {
        #expect(try ContainedRoot.components(of: "./a//b/./c/") == ["a", "b", "c"])
        #expect(try ContainedRoot.components(of: "") == [])
        for bad in ["../x", "a/../../x", "/abs", "a/\u{0}"] {
            #expect(throws: ContainmentError.self) { try ContainedRoot.components(of: bad) }
        }
    }

    @Test func writesAndReadsInside() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        #expect(try root.write(Array("one".utf8), to: "Specs/A/1.0/A.podspec"))
        #expect(try root.write(Array("two".utf8), to: "Specs/A/1.0/A.podspec") == false)
        #expect(try root.read("Specs/A/1.0/A.podspec", maximumSize: 100) == Array("two".utf8))
        #expect(try root.kind(of: "Specs/A") == .directory)
        #expect(try root.kind(of: "Specs/B") == nil)
        #expect(try root.entries(of: "Specs/A/1.0") == ["A.podspec"])
    }

    @Test func createDirectoryNamesTheFirstFolderItMade() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        #expect(try root.createDirectory("Specs/A/1.0") == "Specs")
        #expect(try root.createDirectory("Specs/A/2.0") == "Specs/A/2.0")
        #expect(try root.createDirectory("Specs/A") == nil)
        try scratch.link("alias", to: "Specs")
        #expect(try root.createDirectory("alias/B/1.0") == "Specs/B")
    }

    @Test func refusesALinkThatLeavesTheRoot() throws {
        let scratch = try Scratch()
        try scratch.link("Specs", to: scratch.outside)
        let root = try ContainedRoot(scratch.root)
        #expect(throws: ContainmentError.self) { try root.write(Array("x".utf8), to: "Specs/evil") }
        #expect(throws: ContainmentError.self) { try root.read("Specs/secret", maximumSize: 100) }
        #expect(throws: ContainmentError.self) { try root.createDirectory("Specs/X/1.0") }
        #expect(!FileManager.default.fileExists(atPath: scratch.outside + "/evil"))
        #expect(!FileManager.default.fileExists(atPath: scratch.outside + "/X"))
    }

    @Test func refusesARelativeLinkChainThatClimbsOut() throws {
        // The zip attack's chain: s1 -> ., s2 -> s1/.., evil -> s2/../escaped
        let scratch = try Scratch()
        try scratch.link("s1", to: ".")
        try scratch.link("s2", to: "s1/..")
        try scratch.link("evil", to: "s2/outside/planted")
        let root = try ContainedRoot(scratch.root)
        #expect(throws: ContainmentError.self) { try root.read("s2/outside/secret", maximumSize: 100) }
        #expect(throws: ContainmentError.self) { try root.resolvedPath("evil") }
        // Writing over the dangling link replaces the link; nothing is written where it pointed.
        try root.write(Array("x".utf8), to: "evil")
        #expect(!FileManager.default.fileExists(atPath: scratch.outside + "/planted"))
        #expect(try root.kind(of: "evil") == .file)
    }

    @Test func followsLinksThatStayInside() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        try root.write(Array("inside".utf8), to: "real/file")
        try scratch.link("alias", to: "real")
        try scratch.link("absolute", to: scratch.root + "/real/file")
        #expect(try root.read("alias/file", maximumSize: 100) == Array("inside".utf8))
        #expect(try root.read("absolute", maximumSize: 100) == Array("inside".utf8))
        #expect(try root.resolvedPath("alias/file") == root.path + "/real/file")
    }

    @Test func theOneCallOpenPassesThroughNoLinkAndTheWalkStillFollowsThoseInside() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        try root.write(Array("inside".utf8), to: "real/file")
        try scratch.link("alias", to: "real")
        try scratch.link("final", to: "real/file")
        try scratch.link("out", to: scratch.outside)
        let flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC
        for linked in [["alias", "file"], ["final"], ["out", "secret"]] {
            #expect(root.openWithoutLinks(linked, flags: flags) == nil, "\(linked)")
        }
        #expect(root.openWithoutLinks([], flags: flags) == nil)
        // Where the kernel has `openat2`, a path without links is opened in the one call.
        if let descriptor = root.openWithoutLinks(["real", "file"], flags: flags) {
            var info = stat()
            #expect(fstat(descriptor, &info) == 0 && info.st_size == 6)
            close(descriptor)
        }
        // Whichever way it was opened, reading answers the same, links inside followed, outside refused.
        for path in ["real/file", "alias/file", "final"] {
            #expect(try root.read(path, maximumSize: 100) == Array("inside".utf8))
        }
        #expect(throws: ContainmentError.self) { try root.read("out/secret", maximumSize: 100) }
        #expect(throws: ContainmentError.self) { try root.read("real", maximumSize: 100) }
    }

    @Test func refusesAFinalLinkToOutsideWhenReading() throws {
        let scratch = try Scratch()
        try scratch.link("netrc", to: scratch.outside + "/secret")
        let root = try ContainedRoot(scratch.root)
        #expect(throws: ContainmentError.self) { try root.read("netrc", maximumSize: 100) }
    }

    @Test func refusesFIFOsWithoutBlockingAndChecksSizeBeforeReading() throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.root + "/fifo", 0o600) == 0)
        let root = try ContainedRoot(scratch.root)
        #expect(throws: ContainmentError.self) { try root.read("fifo", maximumSize: 100) }
        try root.write([UInt8](repeating: 65, count: 1000), to: "big")
        let error = #expect(throws: ContainmentError.self) { try root.read("big", maximumSize: 999) }
        #expect(error?.kind == .tooLarge)
    }

    @Test func listsKindsWithoutFollowingLinksAndRefusesSubfoldersThatLeave() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        try root.createDirectory("Specs/A")
        try root.createDirectory("Specs/.git")
        try root.write(Array("x".utf8), to: "Specs/file")
        try FileManager.default.createSymbolicLink(atPath: scratch.root + "/Specs/B", withDestinationPath: "A")
        let listed = try root.listing(of: "Specs").sorted { $0.name < $1.name }
        #expect(listed.map(\.name) == [".git", "A", "B", "file"])
        #expect(listed.map(\.kind) == [.directory, .directory, nil, .file])
        #expect(try root.subfolders(of: "Specs").sorted() == ["A", "B"])
        try FileManager.default.createSymbolicLink(
            atPath: scratch.root + "/Specs/C", withDestinationPath: scratch.outside)
        let error = #expect(throws: ContainmentError.self) { try root.subfolders(of: "Specs") }
        #expect(error?.kind == .escapes)
        #expect(error?.message.contains("secret") == false)
    }

    @Test func removeNeverFollowsLinks() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        try root.write(Array("x".utf8), to: "repo/file")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.root + "/repo/escape", withDestinationPath: scratch.outside)
        try root.remove("repo")
        #expect(try root.kind(of: "repo") == nil)
        #expect(FileManager.default.fileExists(atPath: scratch.outside + "/secret"))
        #expect(throws: ContainmentError.self) { try root.remove("") }
        #expect(throws: ContainmentError.self) { try root.remove("../outside") }
        try root.remove("missing")
    }

    @Test func listsFilesRecursivelyWithoutFollowingLinks() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        try root.write(Array("x".utf8), to: "Specs/a/A/1.0/A.podspec.json")
        try root.write(Array("x".utf8), to: "Specs/b/B/2.0/B.podspec.json")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.root + "/Specs/out", withDestinationPath: scratch.outside)
        #expect(
            try root.files(under: "Specs").sorted() == ["Specs/a/A/1.0/A.podspec.json", "Specs/b/B/2.0/B.podspec.json"])
        #expect(throws: ContainmentError.self) { try root.files(under: "Specs/out") }
    }

    @Test func symbolicLinkTargetsMustStayInside() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        try root.createSymbolicLink("a/b/link", target: "../c")
        #expect(throws: ContainmentError.self) { try root.createSymbolicLink("a/up", target: "../../x") }
        #expect(throws: ContainmentError.self) { try root.createSymbolicLink("abs", target: "/etc/passwd") }
    }

    /// The chain an archive can carry: each link looks inside when its text is counted, but `s1/..` climbs
    /// out because `s1` is `.`. Resolving through the links already made refuses it.
    @Test func aLinkChainThatClimbsOutIsRefused() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        try root.createSymbolicLink("s1", target: ".")
        #expect(throws: ContainmentError.self) { try root.createSymbolicLink("s2", target: "s1/..") }
        #expect(throws: ContainmentError.self) { try root.createSymbolicLink("s3", target: "s1/../outside") }
        #expect(throws: ContainmentError.self) { try root.createSymbolicLink("later", target: "missing/../../x") }
        #expect(throws: ContainmentError.self) { try root.createSymbolicLink("later", target: "missing/../x") }
        try root.createSymbolicLink("inside", target: "s1/a/b")
        try root.createSymbolicLink("dir/up", target: "../s1")
    }

    @Test func streamedWritesReplaceALinkAndLeaveNothingWhenTheProducerFails() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        try scratch.link("evil", to: scratch.outside + "/secret")
        try root.write(to: "evil") { sink in
            try sink.append(Array("one ".utf8))
            try sink.append(Array("two".utf8))
        }
        #expect(try String(contentsOfFile: scratch.outside + "/secret", encoding: .utf8) == "secret")
        #expect(try root.read("evil", maximumSize: 100) == Array("one two".utf8))
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try root.write(to: "partial") { sink in
                try sink.append(Array("x".utf8))
                throw Stop()
            }
        }
        #expect(try root.entries(of: "").sorted() == ["evil"])
    }

    /// A link swapped in for a folder between checks must never lead a write outside: the walk opens
    /// each folder with `O_NOFOLLOW`, so there is no window between check and use.
    @Test func aLinkSwappedInDuringWritesNeverLeadsOutside() throws {
        let scratch = try Scratch()
        let root = try ContainedRoot(scratch.root)
        let folder = scratch.root + "/swap"
        let parked = scratch.root + "/parked"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.root + "/evil", withDestinationPath: scratch.outside)
        let stop = ManagedAtomicFlag()
        let evil = scratch.root + "/evil"
        let swapper = Thread {
            // Swap `swap` between a real folder and a link to outside, as fast as possible.
            while !stop.isSet {
                rename(folder, parked)
                rename(evil, folder)
                rename(folder, evil)
                rename(parked, folder)
            }
        }
        swapper.start()
        let deadline = Date().addingTimeInterval(3)
        for round in 0..<1500 where Date() < deadline {
            _ = try? root.write(Array("x".utf8), to: "swap/file-\(round)")
        }
        stop.set()
        while !swapper.isFinished { usleep(1000) }
        let leaked = try FileManager.default.contentsOfDirectory(atPath: scratch.outside).filter { $0 != "secret" }
        #expect(leaked.isEmpty)
    }
}

/// A flag one thread sets and another reads.
private final class ManagedAtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
