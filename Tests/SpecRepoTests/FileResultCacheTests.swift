import Foundation
import PodspecReader
import Testing

@testable import SpecRepo

#if canImport(Glibc)
    import Glibc
#endif

/// The result cache never answers for a changed file, nor for a podspec whose evaluation read anything
/// but itself (issue 18: `Psych.load_file` and `Find.find` were cached as if they read nothing; an
/// in-place same-size edit with its modification time restored was served stale).
@Suite struct FileResultCacheTests {
    let folder: TemporaryDirectory
    let environment: [String: String]

    init() throws {
        folder = try TemporaryDirectory("cache")
        environment = ["PODSPEC_CACHE_DIR": folder.child("cache")]
    }

    /// Writes `contents` to `name`, dated an hour ago (recent files are never cached).
    func file(_ name: String, _ contents: String) throws -> String {
        let path = folder.child(name)
        try write(contents, to: path)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        return path
    }

    /// Loads the podspec at `path` and says whether its evaluation read beyond itself.
    func record(_ path: String) -> EvaluationRecord {
        let record = EvaluationRecord()
        _ = try? PodspecLoader.load(path: path, record: record)
        return record
    }

    @Test func reusesAValueUntilTheFileChanges() throws {
        let path = try file("A.podspec", podspecText("A", "1.0"))
        let cache = FileResultCache<String>(kind: "test", scope: folder.path, environment: environment)
        cache.store("first", for: path, record: record(path))
        cache.save()
        let reopened = FileResultCache<String>(kind: "test", scope: folder.path, environment: environment)
        #expect(reopened.value(for: path) == "first")
        _ = try file("A.podspec", podspecText("A", "1.0.1"))
        #expect(reopened.value(for: path) == nil)
    }

    @Test func neverCachesPodspecsThatReadOtherThingsOrRecentFiles() throws {
        try write("version: '1.0'\n", to: folder.child("v.yml"))
        let readers = [
            try file("B.podspec", "v = File.read('v.yml')\n" + podspecText("B", "1.0")),
            try file("Y.podspec", "v = Psych.load_file('v.yml')\n" + podspecText("Y", "1.0")),
            try file("F.podspec", "n = Find.find('.').length\n" + podspecText("F", "1.0")),
            try file("G.podspec", "n = Dir.glob('*').length\n" + podspecText("G", "1.0")),
            try file("E.podspec", "n = File.exist?('v.yml')\n" + podspecText("E", "1.0")),
            try file("V.podspec", "n = ENV['HOME']\n" + podspecText("V", "1.0")),
        ]
        let arc = try file("C.podspec", "# s.requires_arc = true, in Supporting Files\n" + podspecText("C", "1.0"))
        let json = try file("J.podspec.json", #"{"name": "J", "version": "1.0"}"#)
        let fresh = folder.child("D.podspec")
        try write(podspecText("D", "1.0"), to: fresh)
        let cache = FileResultCache<String>(kind: "test", scope: folder.path, environment: environment)
        for path in readers + [arc, json, fresh] { cache.store("value", for: path, record: record(path)) }
        cache.store("value", for: arc.replacingOccurrences(of: "C.", with: "unknown."), record: nil)
        for path in readers { #expect(cache.value(for: path) == nil, "\(path)") }
        #expect(cache.value(for: arc) == "value")
        #expect(cache.value(for: json) == "value")
        #expect(cache.value(for: fresh) == nil)
        let off = FileResultCache<String>(
            kind: "test", scope: folder.path, environment: environment.merging(["PODSPEC_NO_CACHE": "1"]) { $1 })
        #expect(off.value(for: arc) == nil)
    }

    /// `repo lint` twice: a podspec whose version comes from `Psych.load_file`, another's from `Find.find`,
    /// and a third edited in place (same size, modification time restored) must be linted again.
    @Test func repoLintNeverServesAStaleAnswer() throws {
        let repo = folder.child("repo")
        try writeTree(
            [
                "Specs/Y/1.0/version.yml": "version: '1.0'\n",
                "Specs/Y/1.0/Y.podspec":
                    "Pod::Spec.new do |s|\n  s.name = 'Y'\n  s.version = Psych.load_file('version.yml')['version']\nend\n",
                "Specs/F/2.0/F.podspec":
                    "Pod::Spec.new do |s|\n  s.name = 'F'\n  s.version = \"#{Find.find('.').length}.0\"\nend\n",
                "Specs/S/1.0/S.podspec": podspecText("S", "1.0"),
            ], under: repo)
        let old = timespec(tv_sec: time(nil) - 3600, tv_nsec: 123_456_789)
        for pod in ["Y/1.0/Y", "F/2.0/F", "S/1.0/S"] { try setTimes(repo + "/Specs/\(pod).podspec", old) }
        func incorrectPaths() throws -> [String] {
            let report = try RepoLinter(repository: SpecRepository(path: repo), environment: environment).lint()
            return report.errors.filter { $0.message.hasPrefix("Incorrect path") }.map(\.message).sorted()
        }
        #expect(try incorrectPaths() == [])
        try write("version: '9.0'\n", to: repo + "/Specs/Y/1.0/version.yml")
        try write("more\n", to: repo + "/Specs/F/2.0/extra.txt")
        let edited = repo + "/Specs/S/1.0/S.podspec"
        let handle = try #require(FileHandle(forWritingAtPath: edited))
        try handle.write(contentsOf: Data(podspecText("S", "2.0").utf8))
        try handle.close()
        try setTimes(edited, old)
        #expect(
            try incorrectPaths() == [
                "Incorrect path \(repo)/Specs/F/2.0/F.podspec", "Incorrect path \(repo)/Specs/S/1.0/S.podspec",
                "Incorrect path \(repo)/Specs/Y/1.0/Y.podspec",
            ])
    }

    /// A cold `repo lint` stamps each podspec as it reads it (not before, through the tree): the stamps
    /// stored must be the files' own, for a plain pod and for one reached through a link inside the repo.
    @Test func repoLintStoresTheStampOfEachFileItReads() throws {
        let repo = folder.child("repo")
        try writeTree(
            ["Specs/P/1.0/P.podspec": podspecText("P", "1.0"), "Real/1.0/L.podspec": podspecText("L", "1.0")],
            under: repo)
        try FileManager.default.createSymbolicLink(atPath: repo + "/Specs/L", withDestinationPath: "../Real")
        let old = timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)
        for path in ["Specs/P/1.0/P.podspec", "Real/1.0/L.podspec"] { try setTimes(repo + "/" + path, old) }
        let linter = try RepoLinter(repository: SpecRepository(path: repo), environment: environment)
        let first = try linter.lint()
        let cache = FileResultCache<RepoLinter.Outcome>(kind: "repo-lint", scope: repo, environment: environment)
        for path in ["Specs/P/1.0/P.podspec", "Specs/L/1.0/L.podspec"] {
            #expect(cache.knows(repo + "/" + path))
            #expect(cache.value(for: repo + "/" + path) != nil, "\(path)")
        }
        #expect(try linter.lint().errors == first.errors)
    }

    /// A path with a line break (`\n`, also inside `\r\n`) can't be one line of the file and is left out;
    /// other bytes, non-ASCII ones included, are kept as they are.
    @Test func theFileLeavesOutPathsWithLineBreaksOnly() throws {
        let stamp = FileStamp(
            inode: 7, size: 10, seconds: 1, nanoseconds: 2, changeSeconds: 3, changeNanoseconds: 4)
        let entry = FileResultCacheFormat.Entry(stamp: stamp, value: 0)
        let paths = ["/r/café/ポッド.podspec", "/r/a\nb.podspec", "/r/c\r\nd.podspec", "/r/tab\tname.podspec"]
        let data = try #require(
            FileResultCacheFormat.encode(
                values: ["value"], entries: Dictionary(uniqueKeysWithValues: paths.map { ($0, entry) })))
        let decoded = try #require(FileResultCacheFormat.decode(data, as: String.self))
        #expect(decoded.values == ["value"])
        #expect(Set(decoded.entries.keys) == ["/r/café/ポッド.podspec", "/r/tab\tname.podspec"])
        #expect(decoded.entries["/r/café/ポッド.podspec"]?.stamp == stamp)
    }

    /// Sets the access and modification times of `path` to `time` exactly (ns).
    func setTimes(_ path: String, _ time: timespec) throws {
        let times = [time, time]
        guard utimensat(AT_FDCWD, path, times, 0) == 0 else { throw TestSupportError("utimensat \(path) failed") }
    }
}
