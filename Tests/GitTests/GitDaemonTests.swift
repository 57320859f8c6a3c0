import Foundation
import Git
import Testing

/// Clone, fetch, ls-remote and push over git:// against a real `git daemon` on loopback.
@Suite("git:// (git daemon)")
struct GitDaemonTests {
    let root: RepositoryRoot
    let daemon: GitDaemon
    let work: TemporaryDirectory
    let signature: Signature

    init() throws {
        root = try RepositoryRoot()
        try root.makeSpecRepo()
        daemon = try GitDaemon.start(serving: root)
        work = try TemporaryDirectory("clones")
        signature = try Signature(name: "Spec Pusher", email: "pusher@example.com")
    }

    /// A clone of specs.git in a new folder of `work`.
    private func clone(_ name: String, branch: String? = nil) throws -> Repository {
        try Repository.clone(
            from: daemon.url(), to: work.child(name), branch: branch, options: TransferOptions(credentials: .none))
    }

    @discardableResult
    private func commitFile(_ repository: Repository, _ file: String, _ contents: String, message: String) throws -> OID
    {
        let path = ((repository.workingDirectory ?? "") as NSString).appendingPathComponent(file)
        try write(contents, to: path)
        try repository.add(paths: [file])
        return try repository.commit(message: message, signature: signature)
    }

    @Test func listsReferencesWithoutCloning() throws {
        let references = try Remote.listReferences(at: daemon.url(), options: TransferOptions(credentials: .none))
        let main = try root.revision("main")
        #expect(references.branch("main")?.hex == main)
        #expect(references.branch("refs/heads/dev")?.hex == (try root.revision("dev")))
        #expect(references.tag("1.0")?.hex == main, "an annotated tag is peeled to its commit")
        #expect(references.tag("light")?.hex == main)
        #expect(references.tag("2.0") == nil)
        #expect(references.branch("feature") == nil)
        #expect(Set(references.branches) == ["main", "dev"])
        #expect(Set(references.tags) == ["1.0", "light"])
        #expect(references.advertises(commit: String(main.prefix(8))))
        #expect(!references.advertises(commit: "0000000"))
        #expect(references.defaultBranch == "main")
    }

    @Test func clonesTheDefaultBranchAndReportsProgress() throws {
        var updates: [TransferProgress] = []
        let options = TransferOptions(credentials: .none, progress: { updates.append($0) })
        let repository = try Repository.clone(from: daemon.url(), to: work.child("progress"), options: options)
        #expect(try repository.head().branch == "main")
        #expect(try repository.head().commit?.hex == (try root.revision("main")))
        #expect(try repository.remoteURL() == daemon.url())
        #expect(try repository.isClean())
        let last = try #require(updates.last)
        #expect(last.direction == .receiving)
        #expect(last.totalObjects > 0)
        #expect(last.receivedObjects == last.totalObjects)
        #expect(last.fraction == 1)
    }

    @Test func clonesAGivenBranch() throws {
        let repository = try clone("dev", branch: "dev")
        #expect(try repository.head().branch == "dev")
        #expect(FileManager.default.fileExists(atPath: work.child("dev/DEV.md")))
    }

    @Test func cloningAMissingBranchFails() throws {
        let error = #expect(throws: GitError.self) { try clone("missing", branch: "no-such-branch") }
        #expect(error?.kind == .notFound)
    }

    @Test func listingAMissingRepositoryFails() throws {
        let error = #expect(throws: GitError.self) {
            try Remote.listReferences(at: daemon.url("missing"), options: TransferOptions(credentials: .none))
        }
        #expect(error?.message.isEmpty == false)
    }

    @Test func fetchesAndFastForwards() throws {
        let repository = try clone("fetch")
        try root.pushFromElsewhere(file: "Specs/Bar/1.0/Bar.podspec", contents: "bar\n")
        try repository.fetch(options: TransferOptions(credentials: .none))
        let upstream = try repository.resolve("refs/remotes/origin/main")
        #expect(upstream.hex == (try root.revision("main")))
        #expect(try repository.integrate() == .fastForwarded(to: upstream))
        #expect(try repository.head().commit == upstream)
        #expect(FileManager.default.fileExists(atPath: work.child("fetch/Specs/Bar/1.0/Bar.podspec")))
        #expect(try repository.integrate() == .upToDate)
    }

    @Test func pushesACommit() throws {
        let repository = try clone("push")
        let id = try commitFile(repository, "Specs/Baz/1.0/Baz.podspec", "baz\n", message: "[Add] Baz (1.0)")
        var sent: [TransferProgress] = []
        try repository.push(options: TransferOptions(credentials: .none, progress: { sent.append($0) }))
        #expect(try root.revision("main") == id.hex)
        #expect(try root.files().contains("Specs/Baz/1.0/Baz.podspec"))
        #expect(try repository.resolve("refs/remotes/origin/main") == id, "the remote-tracking branch follows the push")
        #expect(sent.allSatisfy { $0.direction == .sending })
    }

    @Test func rejectedPushIsRetriedAfterFetchAndReapply() throws {
        let repository = try clone("race")
        let local = try commitFile(repository, "Specs/Baz/1.0/Baz.podspec", "baz\n", message: "[Add] Baz (1.0)")
        try root.pushFromElsewhere(file: "Specs/Bar/1.0/Bar.podspec", contents: "bar\n")
        let theirs = try root.revision("main")

        let error = #expect(throws: GitError.self) { try repository.push(options: TransferOptions(credentials: .none)) }
        #expect(error?.kind == .nonFastForward)
        #expect(try root.revision("main") == theirs, "the server kept the other push")

        try repository.fetch(options: TransferOptions(credentials: .none))
        let result = try repository.integrate(signature: signature)
        guard case .reapplied(let commits, let head) = result else {
            Issue.record("expected a re-applied commit, got \(result)")
            return
        }
        #expect(commits.count == 1)
        let reapplied = try repository.commit(head)
        #expect(reapplied.summary == "[Add] Baz (1.0)")
        #expect(reapplied.parentIDs.map(\.hex) == [theirs])
        #expect(reapplied.id != local)
        #expect(try repository.isClean())

        try repository.push(options: TransferOptions(credentials: .none))
        #expect(try root.revision("main") == head.hex)
        let files = try root.files()
        #expect(files.contains("Specs/Bar/1.0/Bar.podspec"))
        #expect(files.contains("Specs/Baz/1.0/Baz.podspec"))
    }

    @Test func reapplyStopsOnConflictAndLeavesTheBranchAlone() throws {
        let repository = try clone("conflict")
        let local = try commitFile(repository, "README.md", "mine\n", message: "Edit README")
        try root.pushFromElsewhere(file: "README.md", contents: "theirs\n")
        try repository.fetch(options: TransferOptions(credentials: .none))
        let error = #expect(throws: GitError.self) { try repository.integrate(signature: signature) }
        #expect(error?.kind == .conflict)
        #expect(try repository.head().commit == local)
        #expect(try repository.isClean())
    }

    @Test func serverRejectionCarriesTheServersMessage() throws {
        let hook = root.directory.child("specs.git/hooks/update")
        try write("#!/bin/sh\necho \"protected branch: $1 is read-only\" >&2\nexit 1\n", to: hook, permissions: 0o755)
        let repository = try clone("hook")
        try commitFile(repository, "x.txt", "x\n", message: "Try")
        var serverText = ""
        let options = TransferOptions(credentials: .none, serverMessage: { serverText += $0 })
        let error = #expect(throws: GitError.self) { try repository.push(options: options) }
        #expect(error?.kind == .rejected)
        #expect(error?.rejections == [GitError.Rejection(reference: "refs/heads/main", message: "hook declined")])
        #expect(error?.message.contains("hook declined") == true)
        #expect(serverText.contains("protected branch: refs/heads/main is read-only"))
    }

    @Test func firstPushToAnEmptyRepository() throws {
        try git(["init", "-q", "--bare", "-b", "main", root.directory.child("empty.git")])
        let repository = try Repository.clone(
            from: daemon.url("empty"), to: work.child("empty"), options: TransferOptions(credentials: .none))
        let head = try repository.head()
        #expect(head.isUnborn)
        let branch = try #require(head.branch, "init.defaultBranch, else master")
        let id = try commitFile(repository, "Specs/Foo/1.0/Foo.podspec", "foo\n", message: "[Add] Foo (1.0)")
        try repository.push(options: TransferOptions(credentials: .none))
        #expect(try root.revision(branch, repository: "empty") == id.hex)
    }

    @Test func unbornCloneCatchesUpWithTheFirstPushElsewhere() throws {
        try git(["init", "-q", "--bare", "-b", "main", root.directory.child("empty.git")])
        let repository = try Repository.clone(
            from: daemon.url("empty"), to: work.child("unborn"), options: TransferOptions(credentials: .none))
        try root.pushFromElsewhere(repository: "empty", file: "README.md", contents: "hello\n")
        try repository.fetch(options: TransferOptions(credentials: .none))
        #expect(try repository.head().branch == "main", "the unborn branch follows the remote's default branch")
        let upstream = try root.revision("main", repository: "empty")
        #expect(try repository.integrate() == .fastForwarded(to: try #require(OID(hex: upstream))))
        #expect(try read(work.child("unborn/README.md")) == "hello\n")
        try FileManager.default.createDirectory(
            atPath: work.child("unborn/Specs/Foo"), withIntermediateDirectories: true)
        let reopened = try Repository.open(at: work.child("unborn/Specs/Foo"), searchingParents: true)
        #expect(try reopened.head().commit?.hex == upstream)
        #expect(throws: GitError.self) { try Repository.open(at: work.child("unborn/Specs/Foo")) }
    }

    @Test func resetRollsBackALocalCommitAfterAFailedPush() throws {
        let repository = try clone("rollback")
        let before = try #require(try repository.head().commit)
        try commitFile(repository, "Specs/Baz/1.0/Baz.podspec", "baz\n", message: "[Add] Baz (1.0)")
        try root.pushFromElsewhere(file: "other.txt", contents: "other\n")
        #expect(throws: GitError.self) { try repository.push(options: TransferOptions(credentials: .none)) }
        try repository.resetHard(to: before)
        #expect(try repository.head().commit == before)
        #expect(!FileManager.default.fileExists(atPath: work.child("rollback/Specs/Baz/1.0/Baz.podspec")))
        #expect(try repository.isClean())
    }
}
