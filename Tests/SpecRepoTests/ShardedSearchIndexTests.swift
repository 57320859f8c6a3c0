import Foundation
import PodspecReader
import Testing

@testable import SpecRepo

/// The search index of a sharded repo (`Specs/a/b/c/Pod`, as trunk is laid out) is checked against the
/// shard folders a pod's stamps are taken in: its lines are what answer while they hold, and a podspec
/// edited in place, replaced, a version added or removed, or a pod removed shows in the next search.
@Suite struct ShardedSearchIndexTests {
    let folder: TemporaryDirectory
    let repo: String
    let cached: [String: String]

    init() throws {
        folder = try TemporaryDirectory("sharded-search-index")
        repo = folder.child("repos/sharded")
        cached = ["PODSPEC_CACHE_DIR": folder.child("cache")]
        try write(
            "---\nmin: 1.0.0\nlast: 1.16.2\nprefix_lengths:\n- 1\n- 1\n- 1\n", to: repo + "/CocoaPods-version.yml")
        for (pod, summary) in [("Alamofire", "Elegant HTTP networking."), ("Kingfisher", "Downloads images.")] {
            for version in ["1.0.0", "2.0.0"] {
                try write(json(pod, version, summary: summary), to: podspec(pod, version))
            }
        }
        try write(json("Empty", "0.1.0", summary: "Soon gone."), to: podspec("Empty", "0.1.0"))
        try SearchIndexTests.age(repo)
    }

    func json(_ pod: String, _ version: String, summary: String) -> String {
        #"{"name": "\#(pod)", "version": "\#(version)", "summary": "\#(summary)", "authors": {"Ann": "ann@example.com"}}"#
    }

    /// `Specs/<first three hex digits of the name's MD5>/<pod>/<version>/<pod>.podspec.json`.
    func podspec(_ pod: String, _ version: String) -> String {
        podFolder(pod) + "/\(version)/\(pod).podspec.json"
    }

    func podFolder(_ pod: String) -> String {
        ([repo, "Specs"] + RepoMetadata(prefixLengths: [1, 1, 1]).pathFragment(pod)).joined(separator: "/")
    }

    func search(_ query: String, _ environment: [String: String]) -> String {
        let search = PodSearch(
            repositories: ReposDirectory(path: folder.child("repos")).repositories(), environment: environment)
        do {
            return try search.search(query, fullText: true).map { "\($0.name): \($0.versionsByRepository)" }
                .joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    let queries = ["http", "images", "ann", "soon", "kingfisher", "ann example", "nothing"]

    var indexFile: String {
        get throws {
            try #require(
                CacheFolder.file(
                    kind: "search-index", scope: SpecRepository(path: repo).path, suffix: "txt", environment: cached))
        }
    }

    @Test func answersFromItsLinesWhileTheyHold() throws {
        let direct = queries.map { search($0, [:]) }
        #expect(direct[0] == "Alamofire: 2.0.0, 1.0.0 [sharded repo]")
        #expect(queries.map { search($0, cached) } == direct)  // builds the index
        let file = try indexFile
        #expect(try read(file).contains("\tSpecs/" + podspec("Alamofire", "2.0.0").dropFirst(repo.count + 7) + "\t"))
        #expect(queries.map { search($0, cached) } == direct)  // answered from it
        // Words changed in it (stamps kept) are what is searched: its lines are believed, shards and all.
        try write(try read(file).replacingOccurrences(of: "Downloads images.", with: "Rewritten."), to: file)
        #expect(search("rewritten", cached) == "Kingfisher: 2.0.0, 1.0.0 [sharded repo]")
        #expect(search("images", cached).contains("Unable to find"))
    }

    @Test func followsEveryChangeToTheRepo() throws {
        _ = queries.map { search($0, cached) }
        let before = try read(try indexFile)
        // Edited in place, same size, its modification time put back: its change time still moves.
        let edited = podspec("Alamofire", "2.0.0")
        let time = try #require(FileManager.default.attributesOfItem(atPath: edited)[.modificationDate] as? Date)
        let handle = try #require(FileHandle(forUpdatingAtPath: edited))
        let text = json("Alamofire", "2.0.0", summary: "Elegant HTTP networking.")
        let offset = try #require(text.range(of: "Elegant")).lowerBound.utf16Offset(in: text)
        try handle.seek(toOffset: UInt64(offset))
        handle.write(Data("Elephant".utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: edited)
        #expect(search("elephant", cached) == "Alamofire: 2.0.0, 1.0.0 [sharded repo]")
        #expect(search("elegant", cached).contains("Unable to find"))
        // Replaced by another file (a new inode), as git checkout and atomic writers do.
        let replaced = podspec("Kingfisher", "2.0.0")
        try write(json("Kingfisher", "2.0.0", summary: "Caches pictures."), to: replaced + ".new")
        try FileManager.default.removeItem(atPath: replaced)
        try FileManager.default.moveItem(atPath: replaced + ".new", toPath: replaced)
        try SearchIndexTests.age(repo)
        #expect(search("pictures", cached) == "Kingfisher: 2.0.0, 1.0.0 [sharded repo]")
        #expect(search("images", cached).contains("Unable to find"))
        // A new version's words replace the old highest version's.
        try write(json("Alamofire", "3.0.0", summary: "Async networking."), to: podspec("Alamofire", "3.0.0"))
        try SearchIndexTests.age(repo)
        #expect(search("async", cached) == "Alamofire: 3.0.0, 2.0.0, 1.0.0 [sharded repo]")
        #expect(search("elephant", cached).contains("Unable to find"))
        // The highest version removed: the one below answers again.
        try FileManager.default.removeItem(atPath: podFolder("Alamofire") + "/3.0.0")
        try SearchIndexTests.age(repo)
        #expect(search("elephant", cached) == "Alamofire: 2.0.0, 1.0.0 [sharded repo]")
        // A pod's only version removed, then the pod.
        try FileManager.default.removeItem(atPath: podFolder("Empty") + "/0.1.0")
        try SearchIndexTests.age(repo)
        #expect(search("soon", cached).contains("Unable to find"))
        #expect(search("empty", cached) == "Empty:  [sharded repo]")
        try FileManager.default.removeItem(atPath: podFolder("Empty"))
        #expect(search("empty", cached).contains("Unable to find"))
        #expect(queries.map { search($0, cached) } == queries.map { search($0, [:]) })
        #expect(try read(try indexFile) != before)
        #expect(try !read(try indexFile).contains("Empty"))
    }

    /// A pod listed in a shard folder that isn't its own is read again, never answered from the line of
    /// its own folder.
    @Test func aPodInAnotherShardIsReadAgain() throws {
        _ = queries.map { search($0, cached) }
        let own = podFolder("Kingfisher")
        let other = repo + "/Specs/" + (own.hasPrefix(repo + "/Specs/0") ? "1/0/0" : "0/0/0") + "/Kingfisher"
        try FileManager.default.createDirectory(
            atPath: (other as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: own, toPath: other)
        try SearchIndexTests.age(repo)
        #expect(queries.map { search($0, cached) } == queries.map { search($0, [:]) })
        #expect(search("images", cached).contains("Unable to find"))
    }
}
