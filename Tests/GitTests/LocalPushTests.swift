import Foundation
import Git
import Testing

/// Pushing to a `file://` remote moves its branch only from the value this push checked
/// (compare-and-swap): a remote that moved on or is locked by another push refuses it as non-fast-forward,
/// so the pusher fetches, re-applies and retries, and no push is lost.
@Suite("Push to a file:// remote")
struct LocalPushTests {
    let root: RepositoryRoot
    let work: TemporaryDirectory
    let bare: String

    init() throws {
        root = try RepositoryRoot()
        bare = try root.makeSpecRepo()
        work = try TemporaryDirectory("local-push")
    }

    /// A clone of the bare repo with one new commit on main.
    private func cloneWithCommit(_ name: String) throws -> (Repository, OID) {
        let folder = work.child(name)
        let repository = try Repository.clone(from: "file://" + bare, to: folder)
        try write("\(name)\n", to: folder + "/Specs/\(name)/1.0/\(name).podspec")
        try repository.add(paths: ["Specs"])
        let id = try repository.commit(
            message: "[Add] \(name) (1.0)", signature: Signature(name: "P", email: "p@example.com"))
        return (repository, id)
    }

    @Test func pushMovesTheBranchAndTheTrackingReference() throws {
        let (repository, id) = try cloneWithCommit("A")
        try repository.push()
        #expect(try root.revision("main") == id.hex)
        #expect(try repository.resolve("refs/remotes/origin/main") == id)
        #expect(try git(["--git-dir", bare, "fsck", "--no-dangling"]).isEmpty)
    }

    @Test func remoteThatMovedOnRefusesTheStalePush() throws {
        let (stale, _) = try cloneWithCommit("A")
        let (other, otherID) = try cloneWithCommit("B")
        try other.push()
        let error = #expect(throws: GitError.self) { try stale.push() }
        #expect(error?.kind == .nonFastForward)
        #expect(try root.revision("main") == otherID.hex)
    }

    @Test func lockedRemoteBranchIsRefusedAsMovedAndLeftAlone() throws {
        let (repository, id) = try cloneWithCommit("A")
        let before = try root.revision("main")
        let lock = bare + "/refs/heads/main.lock"
        try write("", to: lock)
        let error = #expect(throws: GitError.self) { try repository.push() }
        #expect(error?.kind == .nonFastForward)
        #expect(error?.message.contains("refs/heads/main") == true)
        #expect(try root.revision("main") == before)
        try FileManager.default.removeItem(atPath: lock)
        try repository.push()
        #expect(try root.revision("main") == id.hex)
    }
}
