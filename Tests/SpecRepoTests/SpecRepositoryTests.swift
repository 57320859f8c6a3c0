import Foundation
import PodspecModel
import Testing

@testable import SpecRepo

@Suite struct SpecRepositoryTests {
    @Test func shardPathsUseTheMD5OfTheName() {
        let metadata = RepoMetadata(prefixLengths: [1, 1, 1])
        #expect(metadata.pathFragment("AFNetworking", version: "3.1.0") == ["a", "7", "5", "AFNetworking", "3.1.0"])
        #expect(metadata.pathFragment("JSONKit") == ["1", "3", "f", "JSONKit"])
        #expect(RepoMetadata().pathFragment("JSONKit", version: "1.4") == ["JSONKit", "1.4"])
        #expect(MD5.hexDigest("") == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hexDigest(String(repeating: "a", count: 100)) == "36a92cc94a9e0fa21f625f8bfb007adf")
    }

    /// Ruby's `String#<=>` is byte order: capitals before lower case, a prefix first, UTF-8 bytes (not
    /// Unicode's canonical order) for other scripts; long and short (inline) strings alike.
    @Test func rubyOrderIsByteOrder() {
        let names = [
            "", "A", "AFNetworking", "Alamofire", "a", "a2", "ab", "abc", "abcdefghijklmnopqrstuvwxyz-long-name",
            "abcdefghijklmnopqrstuvwxyz-long-namf", "zz", "\u{E9}", "e\u{301}", "\u{1F600}", "\u{FF21}",
        ]
        for a in names {
            for b in names {
                let bytewise = Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
                #expect(SpecRepository.rubyOrder(a, b) == bytewise, "\(a) \(b)")
            }
        }
        #expect(["b", "B", "a", "\u{E9}", "f"].sorted(by: SpecRepository.rubyOrder) == ["B", "a", "b", "f", "\u{E9}"])
    }

    @Test func readsTheMetadataFile() throws {
        let folder = try TemporaryDirectory("meta")
        try write(
            "---\nmin: 1.0.0\nlast: 1.11.3\nprefix_lengths:\n  - 1\n  - 2\n", to: folder.child("CocoaPods-version.yml"))
        let metadata = RepoMetadata(repository: folder.path)
        #expect(metadata == RepoMetadata(minimum: "1.0.0", last: "1.11.3", prefixLengths: [1, 2]))
        #expect(metadata.isCompatible())
        #expect(!RepoMetadata(minimum: "2.0").isCompatible())
        #expect(RepoMetadata(minimum: "0.32.1", maximum: "1.16").isCompatible(with: "1.17.0") == false)
    }

    /// A metadata file linked outside the repo, or a FIFO, is no metadata: never read, never waited on.
    @Test func ignoresAMetadataFileLinkedOutsideOrAFIFO() throws {
        let folder = try TemporaryDirectory("meta-link")
        try write("min: 99.0\n", to: folder.child("outside.yml"))
        try FileManager.default.createDirectory(atPath: folder.child("repo"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.child("repo/CocoaPods-version.yml"), withDestinationPath: folder.child("outside.yml"))
        #expect(RepoMetadata(repository: folder.child("repo")) == RepoMetadata())
        try FileManager.default.removeItem(atPath: folder.child("repo/CocoaPods-version.yml"))
        #expect(mkfifo(folder.child("repo/CocoaPods-version.yml"), 0o644) == 0)
        #expect(RepoMetadata(repository: folder.child("repo")) == RepoMetadata())
    }

    @Test(arguments: ["flat", "specs", "sharded"])
    func listsPodsAndVersionsInEveryLayout(layout: String) throws {
        let folder = try TemporaryDirectory("layout")
        let repository = try makeRepository(layout, in: folder)
        #expect(try repository.pods() == ["Alpha", "Beta"])
        #expect(try repository.versions(of: "Alpha").map(\.string) == ["1.10.0", "1.2.0", "1.0"])
        #expect(try repository.versions(of: "Missing").isEmpty)
        let path = try repository.specificationPath("Alpha", version: "1.2.0")
        #expect(path.hasSuffix("Alpha/1.2.0/Alpha.podspec.json"))
        #expect(try repository.specification("Beta", version: "0.1").baseName == "Beta")
        #expect(throws: SpecRepoError.specificationNotFound("Beta", "9.9", repo: repository.name)) {
            try repository.specificationPath("Beta", version: "9.9")
        }
    }

    @Test func refusesAFolderThatIsNotAVersion() throws {
        let folder = try TemporaryDirectory("badversion")
        try writeTree(
            ["Alpha/1.0/Alpha.podspec": podspecText("Alpha", "1.0"), "Alpha/notes/README": "x"], under: folder.path)
        let repository = SpecRepository(path: folder.path)
        #expect(
            throws: SpecRepoError(
                "An unexpected version directory `notes` was encountered for the `\(folder.path)/Alpha` Pod in the `Alpha` repository."
            )
        ) { try repository.versions(of: "Alpha") }
    }

    @Test func answersDependencyLookUps() throws {
        let folder = try TemporaryDirectory("lookups")
        let repository = try makeRepository("sharded", in: folder)
        #expect(repository.versions(ofPod: "Beta")?.map(\.string) == ["0.1"])
        #expect(repository.versions(ofPod: "Nope") == nil)
        let both = SpecRepositories([repository, repository])
        #expect(both.versions(ofPod: "Alpha")?.map(\.string) == ["1.10.0", "1.2.0", "1.0"])
    }

    @Test func listsReposCaseInsensitively() throws {
        let folder = try TemporaryDirectory("reposdir")
        for name in ["beta", "Alpha", "gamma"] {
            try FileManager.default.createDirectory(atPath: folder.child(name), withIntermediateDirectories: true)
        }
        try write("not a repo", to: folder.child("Spec_Lock"))
        #expect(ReposDirectory(path: folder.path).repositories().map(\.name) == ["Alpha", "beta", "gamma"])
        #expect(ReposDirectory(path: folder.path).repository(named: "beta")?.name == "beta")
        #expect(ReposDirectory(path: folder.path).repository(named: "../etc") == nil)
    }

    /// A repo with Alpha 1.0, 1.2.0 (JSON and Ruby), 1.10.0 and Beta 0.1, laid out as `layout` says.
    func makeRepository(_ layout: String, in folder: TemporaryDirectory) throws -> SpecRepository {
        var prefix = ""
        var metadata = RepoMetadata()
        switch layout {
        case "specs": prefix = "Specs/"
        case "sharded":
            metadata = RepoMetadata(prefixLengths: [1, 1, 1])
            try write(
                "---\nmin: 1.0.0\nlast: 1.17.0\nprefix_lengths:\n- 1\n- 1\n- 1\n",
                to: folder.child("CocoaPods-version.yml"))
        default: break
        }
        func at(_ name: String, _ version: String, _ file: String) -> String {
            prefix + metadata.pathFragment(name, version: version).joined(separator: "/") + "/" + file
        }
        try writeTree(
            [
                at("Alpha", "1.0", "Alpha.podspec"): podspecText("Alpha", "1.0"),
                at("Alpha", "1.2.0", "Alpha.podspec"): podspecText("Alpha", "1.2.0"),
                at("Alpha", "1.2.0", "Alpha.podspec.json"): #"{"name": "Alpha", "version": "1.2.0"}"#,
                at("Alpha", "1.10.0", "Alpha.podspec"): podspecText("Alpha", "1.10.0"),
                at("Beta", "0.1", "Beta.podspec"): podspecText("Beta", "0.1"),
                "README.md": "# Specs\n",
            ], under: folder.path)
        return SpecRepository(path: folder.path)
    }
}
