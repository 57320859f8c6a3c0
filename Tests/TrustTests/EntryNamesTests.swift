import Foundation
import Testing

@testable import Trust

#if canImport(Glibc)
    import Glibc
#endif

/// `typedEntryNames` reads folders with `getdents64` on their own descriptor: it must list what
/// `readdir` lists, with the kinds `lstat` gives, however many reads a folder takes.
@Suite struct EntryNamesTests {
    private let base = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)").path

    /// The names `readdir` lists in `path` (without `.` and `..`): the reference.
    private func readdirNames(_ path: String) -> Set<String> {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        var names: Set<String> = []
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            if name != "." && name != ".." { names.insert(name) }
        }
        return names
    }

    private func listed(_ path: String) throws -> [(String, ContainedRoot.Kind?)] {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(folder >= 0)
        defer { close(folder) }
        return try ContainedRoot.typedEntryNames(folder, display: path)
    }

    @Test func listsWhatReaddirListsAcrossManyReadsWithEachKind() throws {
        let folder = base + "/many"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        // Far more than one 32 KB read holds.
        for index in 0..<1500 {
            let name = String(repeating: "n", count: 60) + "\(index)"
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
        }
        for name in [".hidden", "café", "ポッド", "tab\there", "x.podspec.json"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
        }
        // A name that is not UTF-8 (byte 0xFF).
        let raw: [CChar] = Array((folder + "/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
        let descriptor = open(raw, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "/etc")
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)

        let entries = try listed(folder)
        #expect(entries.count == Set(entries.map(\.0)).count)
        #expect(Set(entries.map(\.0)) == readdirNames(folder))
        #expect(entries.count == 1500 + 5 + 4)
        let handle = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(handle) }
        // (A name that is not UTF-8 comes back repaired, as `readdir`'s does, so it can't be looked up.)
        for (name, kind) in entries {
            guard let expected = ContainedRoot.kind(of: name, in: handle) else { continue }
            #expect(kind == nil || kind == expected, "\(name)")
        }
        let kinds = Dictionary(entries, uniquingKeysWith: { first, _ in first })
        #expect(kinds["sub"] == .directory)
        #expect(kinds["link"] == .link)
        #expect(kinds["fifo"] == .other)
        #expect(kinds["café"] == .file)
        #expect(kinds[".hidden"] == .file)
    }

    @Test func anEmptyFolderListsNothingAndAFileIsNotAFolder() throws {
        try FileManager.default.createDirectory(atPath: base + "/empty", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(try listed(base + "/empty").isEmpty)
        #expect(FileManager.default.createFile(atPath: base + "/file", contents: Data()))
        let file = open(base + "/file", O_RDONLY | O_CLOEXEC)
        defer { close(file) }
        #expect(throws: ContainmentError.self) { try ContainedRoot.typedEntryNames(file, display: "file") }
    }

    @Test func aFolderReachedThroughALinkIsListedAndTreedAsItsTarget() throws {
        try FileManager.default.createDirectory(atPath: base + "/Specs/Pod/1.0", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(FileManager.default.createFile(atPath: base + "/Specs/Pod/1.0/Pod.podspec", contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: base + "/Alias", withDestinationPath: "Specs")
        let root = try ContainedRoot(base)
        let direct = try root.tree(of: "Specs/Pod")
        let linked = try root.tree(of: "Alias/Pod")
        #expect(direct.direct && !linked.direct)
        #expect(direct.entries == linked.entries)
        #expect(direct.entries.map(\.relative) == ["1.0", "1.0/Pod.podspec"])
        #expect(try root.listing(of: "Alias/Pod") == root.listing(of: "Specs/Pod"))
    }
}
