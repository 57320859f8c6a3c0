import Foundation
import Testing

@testable import SpecRepo

/// A spec repo's links never make podspec read, print or serve a file outside the repo (issue 18: a
/// committed `Specs/Env/1.0.0/Env.podspec` → `/proc/self/environ` printed the environment in `repo lint`,
/// a link to `~/.netrc` was printed by `spec cat`, `search` indexed a linked JSON file, and a pod folder
/// linked outside was served by `spec which`).
@Suite struct SpecRepoLinkTests {
    static let secret = "hunter2-not-for-your-eyes"

    let scratch: TemporaryDirectory
    var repos: String { scratch.child("repos") }
    var repo: String { repos + "/private" }
    var outside: String { scratch.child("outside") }

    init() throws {
        scratch = try TemporaryDirectory("links")
        try writeTree(
            [
                "outside/netrc": "machine example.com login ann password \(Self.secret)\n",
                "outside/environ": "SECRET=\(Self.secret) = ( not ruby\n",
                "outside/Json.podspec.json": #"{"name": "Json", "version": "1.0", "summary": "\#(Self.secret)"}"#,
                "outside/Out/1.0/Out.podspec": podspecText("Out", "1.0", summary: Self.secret),
                "repos/private/Specs/Good/1.0/Good.podspec": podspecText("Good", "1.0"),
            ], under: scratch.path)
        for (link, target) in [
            ("Specs/Env/1.0.0/Env.podspec", outside + "/environ"), ("Specs/Foo/1.0.0/Foo.podspec", outside + "/netrc"),
            ("Specs/Json/1.0/Json.podspec.json", outside + "/Json.podspec.json"), ("Specs/Out", outside + "/Out"),
        ] {
            let path = repo + "/" + link
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        }
    }

    func linkTo(_ target: String, at link: String) throws {
        try FileManager.default.removeItem(atPath: repo + "/" + link)
        try FileManager.default.createSymbolicLink(atPath: repo + "/" + link, withDestinationPath: target)
    }

    @Test func aPodFolderLinkedOutsideIsRefusedNamingIt() throws {
        let repository = SpecRepository(path: repo)
        let error = #expect(throws: SpecRepoError.self) { try repository.pods() }
        #expect(error?.message.contains("Specs/Out") == true)
        #expect(error?.message.contains(Self.secret) == false)
        let search = PodSearch(repositories: [repository])
        #expect(throws: SpecRepoError.self) { try search.sets(nameMatching: "Out") }
        #expect(repository.versions(ofPod: "Out") == nil)
        #expect(repository.specificationPath(ofPod: "Out", version: try .init("1.0")) == nil)
        #expect(repository.versions(ofPod: "../../outside/Out") == nil)
    }

    @Test func podspecFilesLinkedOutsideAreNeitherReadNorServed() throws {
        try FileManager.default.removeItem(atPath: repo + "/Specs/Out")
        let repository = SpecRepository(path: repo)
        for (pod, version) in [("Foo", "1.0.0"), ("Env", "1.0.0"), ("Json", "1.0")] {
            let error = #expect(throws: SpecRepoError.self) { try repository.specificationPath(pod, version: version) }
            #expect(error?.message.contains("Specs/\(pod)/\(version)/\(pod).podspec") == true)
            #expect(error?.message.contains(Self.secret) == false)
            #expect(throws: SpecRepoError.self) { try repository.specification(pod, version: version) }
        }
        let sets = try PodSearch(repositories: [repository]).sets(nameMatching: "Foo")
        #expect(throws: SpecRepoError.self) { try sets[0].highestSpecificationFile() }
        #expect(throws: SpecRepoError.self) { try sets[0].allSpecificationFiles() }
        let search = PodSearch(repositories: [repository])
        #expect(throws: SpecRepoError.noPodMatching(Self.secret)) { try search.search(Self.secret, fullText: true) }
    }

    @Test func repoLintReportsTheLinkAndNeverItsTarget() throws {
        try FileManager.default.removeItem(atPath: repo + "/Specs/Out")
        let report = try RepoLinter(repository: SpecRepository(path: repo), environment: ["PODSPEC_NO_CACHE": "1"])
            .lint()
        let text = report.render()
        #expect(!text.contains(Self.secret))
        #expect(!text.contains("SECRET"))
        for pod in ["Env/1.0.0/Env", "Foo/1.0.0/Foo", "Json/1.0/Json"] {
            #expect(text.contains("Specs/\(pod).podspec"), "\(pod)")
        }
        #expect(!report.passed)
    }

    /// A `.url` committed as a link to a secret is never read as a CDN source's URL (`repo list` would print it).
    @Test func aDotURLLinkedOutsideIsNotRead() throws {
        let folder = try TemporaryDirectory("url-link")
        try write("machine example.com login me password hunter2\n", to: folder.child("netrc"))
        try FileManager.default.createDirectory(atPath: folder.child("repos/evil"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.child("repos/evil/.url"), withDestinationPath: folder.child("netrc"))
        #expect(SpecRepository(path: folder.child("repos/evil")).cdnURL == nil)
        #expect(ReposDirectory(path: folder.child("repos")).cdnSource(named: "evil", environment: [:]) == nil)
        try write("https://cdn.example.com/specs/\n", to: folder.child("repos/good/.url"))
        #expect(SpecRepository(path: folder.child("repos/good")).cdnURL == "https://cdn.example.com/specs/")
    }

    @Test func aLinkInsideTheRepoIsFollowed() throws {
        try FileManager.default.removeItem(atPath: repo + "/Specs/Out")
        for pod in ["Env", "Foo", "Json"] { try FileManager.default.removeItem(atPath: repo + "/Specs/" + pod) }
        try FileManager.default.createSymbolicLink(atPath: repo + "/Specs/Alias", withDestinationPath: "Good")
        let repository = SpecRepository(path: repo)
        #expect(try repository.pods() == ["Alias", "Good"])
        let file = try #require(try PodSearch(repositories: [repository]).sets(nameMatching: "Good").first)
            .highestSpecificationFile()
        #expect(String(decoding: try file.contents(), as: UTF8.self) == podspecText("Good", "1.0"))
    }
}
