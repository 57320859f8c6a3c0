import Foundation
import Testing

@testable import SpecRepo

/// `repo lint` through the pod tree cache answers exactly what listing the repo answers: versions and
/// stray podspecs added or removed are seen; while the stamps hold, the cache is what answers; and a
/// line of it can't make `repo lint` look outside the pod's folder.
@Suite struct PodTreeCacheTests {
    let folder: TemporaryDirectory
    let repo: String
    let cached: [String: String]

    init() throws {
        folder = try TemporaryDirectory("pod-trees")
        repo = folder.child("repo")
        try writeTree(
            [
                "Specs/Alpha/1.0/Alpha.podspec.json": Self.json("Alpha", "1.0"),
                "Specs/Alpha/1.1/Alpha.podspec.json": Self.json("Alpha", "1.1"),
                "Specs/Beta/2.0/Beta.podspec": podspecText("Beta", "2.0"),
            ], under: repo)
        try SearchIndexTests.age(repo)
        cached = ["PODSPEC_CACHE_DIR": folder.child("cache")]
    }

    static func json(_ name: String, _ version: String) -> String {
        #"{"name": "\#(name)", "version": "\#(version)", "summary": "A pod.", "authors": "A", "homepage": "https://example.com/a", "license": "MIT", "source": {"git": "https://example.com/a.git", "tag": "\#(version)"}, "platforms": {"ios": "12.0"}}"#
    }

    /// The report `repo lint` renders, and how many podspecs it analysed.
    func lint(_ environment: [String: String]) throws -> String {
        let report = try RepoLinter(repository: SpecRepository(path: repo), environment: environment).lint()
        return "\(report.analyzedCount) " + report.render().replacingOccurrences(of: repo, with: "REPO")
    }

    var cacheFile: String {
        get throws {
            try #require(
                CacheFolder.file(
                    kind: "pod-trees", scope: SpecRepository(path: repo).path, suffix: "txt", environment: cached))
        }
    }

    @Test func followsVersionsAndStraySpecsAddedAndRemoved() throws {
        #expect(try lint(cached) == lint([:]))
        #expect(try read(cacheFile).contains("Specs/Alpha\t"))
        try writeTree(
            [
                "Specs/Alpha/2.0/Alpha.podspec.json": Self.json("Alpha", "2.0"),
                "Specs/Beta/2.0/Extra.podspec": podspecText("Extra", "2.0"),
            ], under: repo)
        try FileManager.default.removeItem(atPath: repo + "/Specs/Alpha/1.0")
        try SearchIndexTests.age(repo)
        let fresh = try lint([:])
        #expect(fresh.hasPrefix("3 "))
        #expect(fresh.contains("Stray spec"))
        #expect(try lint(cached) == fresh)
        #expect(try lint(cached) == fresh)  // from the rewritten cache
    }

    /// Entries changed in the file while the stamps hold are what `repo lint` sees (so it is the cache
    /// that answers), but an entry naming a path out of the pod's folder is not believed.
    @Test func answersFromTheCacheButNeverLeavesThePodFolder() throws {
        let direct = try lint(cached)
        #expect(direct.hasPrefix("3 "))
        let file = try cacheFile
        let text = try read(file)
        try write(text.replacingOccurrences(of: "\tf 1.1/Alpha.podspec.json", with: ""), to: file)
        #expect(try lint(cached).hasPrefix("2 "))
        try write(
            text.replacingOccurrences(of: "\tf 1.1/Alpha.podspec.json", with: "\tf ../Beta/2.0/Beta.podspec"),
            to: file)
        #expect(try lint(cached) == direct)
    }

    /// A podspec rewritten in place (its folders' stamps unchanged, so the tree cache still answers) is
    /// linted again: its own stamp, taken through the open pod folder, no longer matches the results cache.
    @Test func seesAPodspecRewrittenInPlace() throws {
        _ = try lint(cached)
        let trees = try read(cacheFile)
        let path = repo + "/Specs/Alpha/1.1/Alpha.podspec.json"
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(Self.json("Alpha", "1.1").replacingOccurrences(of: "A pod.", with: "").utf8))
        try handle.close()
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        let fresh = try lint([:])
        #expect(fresh.contains("summary"))
        #expect(try lint(cached) == fresh)
        #expect(try read(cacheFile) == trees)
    }
}
