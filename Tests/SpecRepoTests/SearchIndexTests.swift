import Foundation
import PodspecModel
import PodspecReader
import Testing

@testable import SpecRepo

/// `search` through the search index kept in the cache folder answers exactly what reading the repos
/// answers; the index follows pods and versions added and removed; and a line of it can't make podspec
/// read (or even stat) a file outside the repo.
@Suite struct SearchIndexTests {
    let folder: TemporaryDirectory
    let repos: String
    let cached: [String: String]

    init() throws {
        folder = try TemporaryDirectory("search-index")
        repos = folder.child("repos")
        try writeTree(
            [
                "main/Networking/1.0/Networking.podspec": podspecText("Networking", "1.0", summary: "HTTP client."),
                "main/Networking/2.0/Networking.podspec": podspecText("Networking", "2.0", summary: "HTTP retries."),
                "main/ImageKit/1.0/ImageKit.podspec.json":
                    #"{"name": "ImageKit", "version": "1.0", "summary": "Décodes images", "authors": {"Zoë": "z@example.com"}}"#,
                "main/Empty/.keep": "",
                "main/Broken/1.0/Broken.podspec": "Pod::Spec.new do |s|\n",
                "other/Networking/2.1-beta/Networking.podspec": podspecText("Networking", "2.1-beta", summary: "Beta."),
                "other/Tools/0.1/Tools.podspec": podspecText("Tools", "0.1", summary: "Command line tools."),
            ], under: repos)
        try Self.age(repos)
        cached = ["PODSPEC_CACHE_DIR": folder.child("cache")]
    }

    /// Dates every file and folder under `root` an hour back (recent files are never indexed).
    static func age(_ root: String) throws {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var paths = [root]
        while let item = enumerator?.nextObject() as? String { paths.append(root + "/" + item) }
        for path in paths.reversed() {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        }
    }

    func search(_ query: String, _ environment: [String: String]) -> String {
        let search = PodSearch(repositories: ReposDirectory(path: repos).repositories(), environment: environment)
        do {
            return try search.search(query, fullText: true).map { "\($0.name): \($0.versionsByRepository)" }
                .joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    var indexFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.child("cache"))) ?? [])
            .filter { $0.hasPrefix("search-index-") }
    }

    let queries = [
        "http", "retries", "beta", "images", "zoë", "d.codes", "networking tools", "command", "empty", "broken",
        "nothing",
    ]

    /// The index file of the repo `name`.
    func indexFile(_ name: String) throws -> String {
        let repository = SpecRepository(path: repos + "/" + name)
        return try #require(
            CacheFolder.file(kind: "search-index", scope: repository.path, suffix: "txt", environment: cached))
    }

    @Test func answersAsReadingTheReposDoes() throws {
        let direct = queries.map { search($0, [:]) }
        #expect(direct[2] == "Networking: 2.0, 1.0 [main repo] - 2.1-beta [other repo]")
        #expect(direct[0].contains("Unable to find a pod with name, author, summary, or description matching `http`"))
        #expect(direct[4] == "ImageKit: 1.0 [main repo]")
        #expect(direct[5] == "ImageKit: 1.0 [main repo]")
        #expect(direct[8] == "Empty:  [main repo]")
        #expect(queries.map { search($0, cached) } == direct)  // builds the index
        #expect(indexFiles.count == 2)
        #expect(queries.map { search($0, cached) } == direct)  // answered from it
        // It is what answers: words changed in it (stamps kept) are what is searched.
        let file = try indexFile("other")
        let text = try read(file).replacingOccurrences(of: "Command line tools.", with: "Rewritten.")
        try write(text, to: file)
        #expect(search("rewritten", cached) == "Tools: 0.1 [other repo]")
    }

    @Test func followsPodsAndVersionsAddedAndRemoved() throws {
        _ = queries.map { search($0, cached) }
        try writeTree(
            [
                "main/Networking/3.0/Networking.podspec": podspecText("Networking", "3.0", summary: "Now WebSockets."),
                "main/Fresh/1.0/Fresh.podspec": podspecText("Fresh", "1.0", summary: "Brand new."),
            ], under: repos)
        try FileManager.default.removeItem(atPath: repos + "/other/Tools")
        try Self.age(repos)
        #expect(search("websockets", cached) == "Networking: 3.0, 2.0, 1.0 [main repo] - 2.1-beta [other repo]")
        #expect(search("brand", cached) == "Fresh: 1.0 [main repo]")
        #expect(search("command", cached).contains("Unable to find"))
        #expect(queries.map { search($0, cached) } == queries.map { search($0, [:]) })
        #expect(try read(try indexFile("main")).contains("Networking\t3.0\tNetworking/3.0/Networking.podspec\t"))
        #expect(try read(try indexFile("main")).contains("\tBrand new."))
        #expect(try !read(try indexFile("other")).contains("Tools"))
    }

    /// A line stands only while its podspec would still be the one read: a `.podspec.json` added beside
    /// the indexed `.podspec` takes its place, and a `.podspec.json` edited in place is read again.
    @Test func followsThePodspecThatWouldBeRead() throws {
        _ = queries.map { search($0, cached) }
        try write(
            #"{"name": "Tools", "version": "0.1", "summary": "JSON twin."}"#,
            to: repos + "/other/Tools/0.1/Tools.podspec.json")
        try write(
            #"{"name": "ImageKit", "version": "1.0", "summary": "Edited in place."}"#,
            to: repos + "/main/ImageKit/1.0/ImageKit.podspec.json")
        try Self.age(repos)
        #expect(search("twin", cached) == "Tools: 0.1 [other repo]")
        #expect(search("edited", cached) == "ImageKit: 1.0 [main repo]")
        #expect(search("command", cached).contains("Unable to find"))
        #expect(queries.map { search($0, cached) } == queries.map { search($0, [:]) })
    }

    /// A pod in several repos is searched on its highest version's words, the first repo's on a tie, a
    /// version anywhere beating none, whichever repo is the largest; with and without the index.
    @Test func searchesAPodInSeveralReposOnItsHighestVersion() throws {
        let repos = folder.child("several")
        try writeTree(
            [
                "a/Shared/1.0/Shared.podspec": podspecText("Shared", "1.0", summary: "Old words."),
                "a/Twin/1.0/Twin.podspec": podspecText("Twin", "1.0", summary: "First twin."),
                "a/Lonely/.keep": "",
                "b/Shared/2.0/Shared.podspec": podspecText("Shared", "2.0", summary: "New words."),
                "b/Twin/1.0/Twin.podspec": podspecText("Twin", "1.0", summary: "Second twin."),
                "b/Lonely/1.0/Lonely.podspec": podspecText("Lonely", "1.0", summary: "Found later."),
                "b/Big/1.0/Big.podspec": podspecText("Big", "1.0", summary: "Makes b the largest."),
                "c/Shared/1.5/Shared.podspec": podspecText("Shared", "1.5", summary: "Middle words."),
                "c/Only/0.1/Only.podspec": podspecText("Only", "0.1", summary: "Only in c."),
            ], under: repos)
        try Self.age(repos)
        func search(_ query: String, _ environment: [String: String]) -> String {
            let search = PodSearch(repositories: ReposDirectory(path: repos).repositories(), environment: environment)
            return (try? search.search(query, fullText: true).map(\.name).joined(separator: " ")) ?? "none"
        }
        let expected = [
            "new": "Shared", "old": "none", "middle": "none", "first": "Twin", "second": "none", "later": "Lonely",
            "only": "Only", "words": "Shared",
        ]
        for environment in [[:], cached, cached] {
            #expect(
                expected.keys.sorted().map { search($0, environment) } == expected.keys.sorted().map { expected[$0] })
        }
    }

    /// A line naming a podspec outside the repo (`..`) with that file's true stamps is not believed:
    /// the pod is read again from the repo.
    @Test func anIndexLineCannotLeadOutsideTheRepo() throws {
        let secret = folder.child("secret/Tools.podspec")
        try write(podspecText("Tools", "0.1", summary: "Leaked secret."), to: secret)
        #expect(search("command", cached) == "Tools: 0.1 [other repo]")
        let file = try indexFile("other")
        // Tools' line, with the true stamps of its pod and version folders and of the file outside.
        let outside = "../../secret/Tools.podspec"
        let stamps = ["Tools", "Tools/0.1", outside].map { FileStamp.of(repos + "/other/" + $0) }
        #expect(!stamps.contains(nil))
        let line = SearchIndex.Entry(
            name: "Tools", version: try Version("0.1"), words: "Leaked secret.", file: outside, stamps: stamps)
        SearchIndexFile.write([.entry(line)], from: nil, to: file)
        #expect(try read(file).contains(outside))
        #expect(search("leaked", cached).contains("Unable to find"))
        #expect(search("command", cached) == "Tools: 0.1 [other repo]")
        #expect(try !read(file).contains(outside))
    }
}
