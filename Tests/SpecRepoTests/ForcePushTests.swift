import Foundation
import Testing

@testable import Git
@testable import SpecRepo

/// Issue 18, finding 6: a pod deleted from the spec repo by a force-push must not come back when a clone
/// made before the force-push pushes another pod, over git:// (`PushFaultTests` covers `file://`): only the
/// push's own commits are re-applied, never commits the rewritten remote dropped.
@Suite(.serialized) struct ForcePushTests {
    @Test func aPodRemovedByAForcePushStaysRemovedWhenAStaleClonePushes() throws {
        let root = try RepositoryRoot()
        try root.makeSpecRepo()
        try root.pushFromElsewhere(file: "Specs/Gone/1.0/Gone.podspec", contents: podspecText("Gone", "1.0"))
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        let repos = try ReposFolder()
        let repository = try repos.clone(daemon.url())  // stale: it has Gone

        // The maintainers rewrite history to drop Gone and force-push.
        let rewrite = root.directory.child("rewrite")
        try git(["clone", "-q", root.directory.child("specs.git"), rewrite])
        try git(["reset", "-q", "--hard", "HEAD~1"], in: rewrite)
        try write("# Private specs, Gone removed\n", to: rewrite + "/README.md")
        try git(["commit", "-q", "-am", "Remove Gone"], in: rewrite)
        try git(["push", "-q", "--force", "origin", "main"], in: rewrite)
        #expect(try root.files().contains("Specs/Gone/1.0/Gone.podspec") == false)

        let work = try TemporaryDirectory("stale")
        try write(podspecText("Fresh", "1.0"), to: work.child("Fresh.podspec"))
        var options = PushOptions()
        options.lint = false
        options.lockTimeout = 0.3
        try SpecPusher(
            repository: repository, options: options, transfer: TransferOptions(credentials: .none),
            workingDirectory: repos.path, output: { _ in }
        ).push([work.child("Fresh.podspec")])
        let files = try root.files()
        #expect(files.contains("Specs/Fresh/1.0/Fresh.podspec"))
        #expect(files.contains("Specs/Gone/1.0/Gone.podspec") == false)
    }
}
