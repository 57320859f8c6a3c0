import Foundation
import Testing

@testable import SpecRepo

/// `repo update` resets to the remote as pod does, but never silently drops a local commit.
@Suite struct RepoUpdateTests {
    /// A bare remote with one commit on `master`, and a working clone of it beside (`other`) for moving it.
    private static func makeRemote(in folder: TemporaryDirectory) throws -> (remote: String, other: String) {
        let remote = folder.child("specs.git")
        try git(["init", "-q", "--bare", "-b", "master", remote])
        let other = folder.child("other")
        try git(["clone", "-q", remote, other])
        try write(podspecText("A", "1.0"), to: other + "/A/1.0/A.podspec")
        try git(["add", "-A"], in: other)
        try git(["commit", "-q", "-m", "A 1.0"], in: other)
        try git(["push", "-q", "origin", "HEAD:master"], in: other)
        return (remote, other)
    }

    private static func commitLocally(_ name: String, in folder: String) throws -> String {
        try write(podspecText(name, "1.0"), to: folder + "/\(name)/1.0/\(name).podspec")
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", "\(name) 1.0"], in: folder)
        return try git(["rev-parse", "HEAD"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aLocalOnlyCommitIsKeptWhenTheRemoteMoved() throws {
        let folder = try TemporaryDirectory("update")
        let (remote, other) = try Self.makeRemote(in: folder)
        let repos = try ReposFolder()
        let repository = try repos.clone(remote)
        let local = try Self.commitLocally("Local", in: repository.path)
        _ = try Self.commitLocally("Moved", in: other)
        try git(["push", "-q", "origin", "HEAD:master"], in: other)
        var notices = ""
        let kept = try repository.update(notice: { notices += $0 })
        #expect(kept.count == 1)
        let saved = try git(["rev-parse", kept[0]], in: repository.path).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(saved == local)
        #expect(notices.contains(kept[0]) && notices.contains("push origin \(kept[0]):refs/heads/master"))
        #expect(FileManager.default.fileExists(atPath: repository.path + "/Moved/1.0/Moved.podspec"))
        #expect(!FileManager.default.fileExists(atPath: repository.path + "/Local/1.0/Local.podspec"))
    }

    @Test func commitsARewrittenRemoteDroppedAreKept() throws {
        let folder = try TemporaryDirectory("update-rewrite")
        let (remote, other) = try Self.makeRemote(in: folder)
        _ = try Self.commitLocally("Dropped", in: other)
        try git(["push", "-q", "origin", "HEAD:master"], in: other)
        let repos = try ReposFolder()
        let repository = try repos.clone(remote)
        try git(["reset", "-q", "--hard", "HEAD~1"], in: other)
        _ = try Self.commitLocally("Rewritten", in: other)
        try git(["push", "-q", "-f", "origin", "HEAD:master"], in: other)
        let kept = try repository.update()
        #expect(kept.count == 1)
        #expect(FileManager.default.fileExists(atPath: repository.path + "/Rewritten/1.0/Rewritten.podspec"))
        #expect(try git(["show", "--stat", "--format=%s", kept[0]], in: repository.path).contains("Dropped 1.0"))
    }

    @Test func aFastForwardKeepsNothing() throws {
        let folder = try TemporaryDirectory("update-ff")
        let (remote, other) = try Self.makeRemote(in: folder)
        let repos = try ReposFolder()
        let repository = try repos.clone(remote)
        _ = try Self.commitLocally("Next", in: other)
        try git(["push", "-q", "origin", "HEAD:master"], in: other)
        var notices = ""
        #expect(try repository.update(notice: { notices += $0 }).isEmpty)
        #expect(notices.isEmpty)
        #expect(try git(["for-each-ref", "refs/podspec"], in: repository.path).isEmpty)
        #expect(FileManager.default.fileExists(atPath: repository.path + "/Next/1.0/Next.podspec"))
    }
}
