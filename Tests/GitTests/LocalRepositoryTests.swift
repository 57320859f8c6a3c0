import Foundation
import Git
import Testing

@Suite("Local repository: status, index, commit, reset")
struct LocalRepositoryTests {
    let folder: TemporaryDirectory
    let repository: Repository
    let signature: Signature

    init() throws {
        folder = try TemporaryDirectory("local")
        repository = try Repository.create(at: folder.child("repo"), initialBranch: "main")
        signature = try Signature(name: "Spec Pusher", email: "pusher@example.com")
    }

    private func path(_ relative: String) -> String {
        ((repository.workingDirectory ?? "") as NSString).appendingPathComponent(relative)
    }

    @Test func newRepositoryHasAnUnbornBranch() throws {
        let head = try repository.head()
        #expect(head.isUnborn)
        #expect(head.branch == "main")
        #expect(head.reference == "refs/heads/main")
        #expect(try repository.isClean())
    }

    @Test func statusListsUntrackedFilesOneByOne() throws {
        try write("a", to: path("Specs/Foo/1.0/Foo.podspec"))
        try write("b", to: path("README.md"))
        let status = try repository.status()
        #expect(status.map(\.path) == ["README.md", "Specs/Foo/1.0/Foo.podspec"])
        #expect(status.allSatisfy { $0.status.isUntracked })
        #expect(try repository.isClean(includeUntracked: false))
        #expect(try !repository.isClean())
    }

    @Test func addAndCommitThenStatusIsClean() throws {
        try write("Pod::Spec.new\n", to: path("Specs/Foo/1.0/Foo.podspec"))
        try repository.add(paths: ["Specs"])
        let staged = try repository.status()
        #expect(staged == [StatusEntry(path: "Specs/Foo/1.0/Foo.podspec", status: .indexNew)])
        let first = try repository.commit(message: "[Add] Foo (1.0)", signature: signature)
        #expect(try repository.isClean())
        let head = try repository.head()
        #expect(head.commit == first)
        #expect(head.branch == "main")
        let commit = try repository.commit(first)
        #expect(commit.summary == "[Add] Foo (1.0)")
        #expect(commit.message == "[Add] Foo (1.0)\n")
        #expect(commit.author?.name == "Spec Pusher")
        #expect(commit.parentIDs.isEmpty)
        #expect(try commit.tree().contains(path: "Specs/Foo/1.0/Foo.podspec"))

        try write("Pod::Spec.new # changed\n", to: path("Specs/Foo/1.0/Foo.podspec"))
        #expect(try repository.status() == [StatusEntry(path: "Specs/Foo/1.0/Foo.podspec", status: .workTreeModified)])
        try repository.add(paths: ["Specs/Foo"])
        let second = try repository.commit(message: "[Fix] Foo (1.0)", signature: signature)
        #expect(try repository.commit(second).parentIDs == [first])
        #expect(try repository.resolve("HEAD~1") == first)
    }

    @Test func addingAFolderStagesDeletionsInside() throws {
        try write("1", to: path("Specs/Foo/1.0/Foo.podspec"))
        try write("2", to: path("Specs/Foo/2.0/Foo.podspec"))
        try repository.add(paths: ["Specs"])
        try repository.commit(message: "Two versions", signature: signature)
        try FileManager.default.removeItem(atPath: path("Specs/Foo/1.0"))
        try write("3", to: path("Specs/Foo/3.0/Foo.podspec"))
        try repository.add(paths: ["Specs/Foo"])
        let status = Set(try repository.status())
        #expect(
            status == [
                StatusEntry(path: "Specs/Foo/1.0/Foo.podspec", status: .indexDeleted),
                StatusEntry(path: "Specs/Foo/3.0/Foo.podspec", status: .indexNew),
            ])
    }

    @Test func resetHardRollsBackCommitsAndChangesButKeepsUntrackedFiles() throws {
        try write("original\n", to: path("README.md"))
        try repository.add(paths: ["README.md"])
        let first = try repository.commit(message: "First", signature: signature)
        try write("pushed\n", to: path("README.md"))
        try write("new\n", to: path("Specs/Bar/1.0/Bar.podspec"))
        try repository.add(paths: ["README.md", "Specs"])
        try repository.commit(message: "[Add] Bar (1.0)", signature: signature)
        try write("dirty\n", to: path("README.md"))
        try write("stray\n", to: path("stray.txt"))

        try repository.resetHard(to: first)

        #expect(try repository.head().commit == first)
        #expect(try read(path("README.md")) == "original\n")
        #expect(!FileManager.default.fileExists(atPath: path("Specs/Bar/1.0/Bar.podspec")))
        #expect(try repository.status() == [StatusEntry(path: "stray.txt", status: .workTreeNew)])
    }

    @Test func defaultSignatureComesFromConfiguration() throws {
        let config = try repository.config()
        try config.set("Config Person", forKey: "user.name")
        try config.set("config@example.com", forKey: "user.email")
        let signature = try repository.defaultSignature()
        #expect(signature.name == "Config Person")
        #expect(signature.email == "config@example.com")
        try write("x", to: path("x"))
        try repository.add(paths: ["x"])
        let commit = try repository.commit(try repository.commit(message: "By default"))
        #expect(commit.author?.email == "config@example.com")
        #expect(commit.committer?.name == "Config Person")
    }

    @Test func defaultSignatureFallsBackWhenConfigurationIsEmpty() throws {
        let config = try repository.config()
        try config.set("", forKey: "user.name")
        try config.set("", forKey: "user.email")
        let signature = try repository.defaultSignature()
        #expect(!signature.name.isEmpty)
        #expect(signature.email.contains("@"))
    }

    @Test func remoteURLCanBeReadAndChanged() throws {
        #expect(try repository.remoteURL() == nil)
        try repository.addRemote(named: "origin", url: "https://example.com/specs.git")
        #expect(try repository.remoteURL() == "https://example.com/specs.git")
        try repository.setRemoteURL("git@example.com:team/specs.git")
        #expect(try repository.remoteURL(named: "origin") == "git@example.com:team/specs.git")
    }

    @Test func openingAFolderThatIsNoRepositoryFails() throws {
        let error = #expect(throws: GitError.self) { try Repository.open(at: folder.child("nothing")) }
        #expect(error?.kind == .notFound)
        #expect(error?.operation == "git_repository_open")
        #expect(error.map { !$0.message.isEmpty } == true)
    }

    @Test func reopenedRepositorySeesTheSameHead() throws {
        try write("x", to: path("x"))
        try repository.add(paths: ["x"])
        let id = try repository.commit(message: "x", signature: signature)
        let reopened = try Repository.open(at: folder.child("repo"))
        #expect(try reopened.head().commit == id)
        #expect(reopened.gitDirectory.hasSuffix(".git/"))
        #expect(!reopened.isBare)
    }

    @Test func objectIDsRoundTripThroughHex() throws {
        let hex = "0123456789abcdef0123456789abcdef01234567"
        let id = try #require(OID(hex: hex))
        #expect(id.hex == hex)
        #expect(id.short == "0123456")
        #expect(OID(hex: "xyz") == nil)
        #expect(OID(hex: String(repeating: "g", count: 40)) == nil)
    }
}
