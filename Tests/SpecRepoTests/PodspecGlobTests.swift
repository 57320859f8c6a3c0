import Foundation
import Testing

@testable import SpecRepo

/// The globs of `--include-podspecs` and `--external-podspecs`, on real folders: what they match,
/// and that an include glob cannot leave the podspec's folder, by `..`, an absolute path or a link.
struct PodspecGlobTests {
    let work: TemporaryDirectory

    init() throws {
        work = try TemporaryDirectory("podspec-glob")
        for file in [
            "repo/App.podspec", "repo/Kit.podspec", "repo/Nested/Deep/Deep.podspec.json", "repo/README.md",
            "outside/Secret.podspec",
        ] {
            try write("x", to: work.child(file))
        }
        try FileManager.default.createSymbolicLink(
            atPath: work.child("repo/Linked.podspec"), withDestinationPath: work.child("outside/Secret.podspec"))
        try FileManager.default.createSymbolicLink(
            atPath: work.child("repo/LinkedFolder"), withDestinationPath: work.child("outside"))
    }

    func real(_ relative: String) -> String {
        URL(fileURLWithPath: work.child(relative)).resolvingSymlinksInPath().path
    }

    @Test func includeMatchesInsideTheFolderOnlyAndNeverThroughLinks() throws {
        let repo = work.child("repo")
        #expect(
            try PodspecGlob.inside(repo, pattern: "*.podspec") == [real("repo/App.podspec"), real("repo/Kit.podspec")])
        #expect(
            try PodspecGlob.inside(repo, pattern: "**/*.podspec{,.json}").contains(
                real("repo/Nested/Deep/Deep.podspec.json")))
        #expect(try PodspecGlob.inside(repo, pattern: "Kit.podspec") == [real("repo/Kit.podspec")])
        #expect(throws: SpecRepoError.self) { try PodspecGlob.inside(repo, pattern: "LinkedFolder/*.podspec") }
        #expect(try PodspecGlob.inside(repo, pattern: "Nowhere/*.podspec").isEmpty)
        #expect(try !PodspecGlob.inside(repo, pattern: "**/*").contains { $0.contains("Secret") })
    }

    @Test(arguments: ["../outside/*.podspec", "Nested/../../outside/Secret.podspec"])
    func anIncludeGlobClimbingOutIsRefused(pattern: String) throws {
        #expect {
            try PodspecGlob.inside(work.child("repo"), pattern: pattern)
        } throws: { error in
            let message = (error as? SpecRepoError)?.message ?? ""
            return message.hasPrefix("--include-podspecs=\(pattern) must name podspecs inside ")
                && message.contains("climbs out with `..`")
                && message.hasSuffix("Use --external-podspecs for podspecs elsewhere.")
        }
        #expect(throws: SpecRepoError.self) {
            try PodspecGlob.inside(work.child("repo"), pattern: work.child("outside/*.podspec"))
        }
    }

    @Test func externalGlobsReachAnywhere() throws {
        let repo = work.child("repo")
        #expect(
            try PodspecGlob.anywhere("../outside/*.podspec", currentFolder: repo) == [real("outside/Secret.podspec")])
        #expect(
            try PodspecGlob.anywhere(work.child("outside/Secret.podspec"), currentFolder: "/") == [
                real("outside/Secret.podspec")
            ])
        #expect(try PodspecGlob.anywhere("Nowhere/*.podspec", currentFolder: repo).isEmpty)
    }
}
