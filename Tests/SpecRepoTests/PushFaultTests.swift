import Foundation
import Testing

@testable import Git
@testable import SpecRepo

#if canImport(Glibc)
    import Glibc
#endif

/// Every way a push can fail gives one clear message and leaves the local repo exactly as it was:
/// same HEAD, clean, no new file, no lock.
@Suite(.serialized) struct PushFaultTests {
    let root: RepositoryRoot
    let repos: ReposFolder
    let daemon: GitDaemon
    let repository: SpecRepository

    init() throws {
        root = try RepositoryRoot()
        try root.makeSpecRepo()
        repos = try ReposFolder()
        daemon = try GitDaemon.start(serving: root)
        repository = try repos.clone(daemon.url())
    }

    func push(
        _ podspecs: [String], _ configure: (inout PushOptions) -> Void = { _ in },
        onOutput: @escaping (String) -> Void = { _ in }
    ) throws {
        var options = PushOptions()
        options.lockTimeout = 0.3
        options.fullValidation = nil  // the fixtures' sources are not served (PushValidationTests fetch theirs)
        configure(&options)
        try SpecPusher(
            repository: repository, options: options, transfer: TransferOptions(credentials: .none),
            workingDirectory: repos.path, output: onOutput
        ).push(podspecs)
    }

    /// Runs `body`, expects it to throw `SpecRepoError` with a message containing `expected`, and the
    /// local repo to be unchanged.
    func expectFailure(_ expected: String, _ body: () throws -> Void) throws {
        let before = try repos.state()
        var message = ""
        do {
            try body()
        } catch let error as SpecRepoError {
            message = error.message
        }
        #expect(message.contains(expected), "message: \(message)")
        #expect(try repos.state() == before)
        daemon.stop()
    }

    @Test func serverStopsMidPush() throws {
        let daemon = self.daemon
        try expectFailure("Could not reach the server of the `private` repo") {
            try push([fixturePodspec("BaseKit.podspec")], onOutput: { if $0.contains("Pushing the") { daemon.stop() } })
        }
    }

    @Test func serverRejectsThePush() throws {
        let hook = root.directory.child("specs.git/hooks/pre-receive")
        try write("#!/bin/sh\necho 'pushes are frozen' >&2\nexit 1\n", to: hook, permissions: 0o755)
        try expectFailure("Nothing was pushed") { try push([fixturePodspec("BaseKit.podspec")]) }
    }

    @Test func dirtyRepo() throws {
        try write("scratch", to: repos.directory.child("private/notes.txt"))
        try expectFailure("The repo `private` at `private/Specs` is not clean") {
            try push([fixturePodspec("BaseKit.podspec")])
        }
        #expect(try read(repos.directory.child("private/notes.txt")) == "scratch")
    }

    @Test func versionAlreadyExists() throws {
        try push([fixturePodspec("BaseKit.podspec")])
        try expectFailure("BaseKit (2.0.0) already exists and overwriting has been disabled.") {
            try push([fixturePodspec("BaseKit.podspec")]) { $0.overwrite = false }
        }
    }

    @Test func invalidPodspec() throws {
        try expectFailure("specification does not validate.") { try push([fixturePodspec("Broken.podspec")]) }
        try expectFailure("specification does not validate.") {
            try push([fixturePodspec("BaseKit.podspec"), fixturePodspec("Broken.podspec")])
        }
    }

    @Test func unwritableFolder() throws {
        // Root ignores permissions: a file where the pod's folder must go fails the same way.
        let specs = repos.directory.child("private/Specs")
        if geteuid() == 0 {
            try write("in the way", to: specs + "/BaseKit")
            try git(["add", "-A"], in: repos.directory.child("private"))
            try git(["commit", "-q", "-m", "A file in the way"], in: repos.directory.child("private"))
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: specs)
        }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: specs) }
        try expectFailure("Check that the repo folder is writable.") { try push([fixturePodspec("BaseKit.podspec")]) }
    }

    @Test func lockHeldByAnotherProcess() throws {
        let lock = try RepoLock.acquire(
            at: repos.directory.child("private/.git/podspec-push.lock"), timeout: 1, held: "test")
        defer { lock.release() }
        try expectFailure("is locked by another podspec process (pid \(getpid()))") {
            try push([fixturePodspec("BaseKit.podspec")])
        }
    }

    @Test func conflictingPushElsewhere() throws {
        // Someone else pushes another BaseKit 2.0.0 first: re-applying conflicts, nothing is pushed.
        let root = self.root
        try expectFailure("conflicts with this push") {
            try push([fixturePodspec("BaseKit.podspec")], { $0.lint = false }) { text in
                if text.contains("Pushing the") {
                    try? root.pushFromElsewhere(file: "Specs/BaseKit/2.0.0/BaseKit.podspec", contents: "# theirs\n")
                }
            }
        }
    }
}

extension PushFaultTests {
    @Test func cancelledAfterTheCommit() throws {
        let committed = OutputRecorder()
        try expectFailure("Cancelled") {
            try push(
                [fixturePodspec("BaseKit.podspec")],
                { options in options.isCancelled = { committed.text.contains("[Add]") } },
                onOutput: { committed.append($0) })
        }
        #expect(committed.text.contains(" - [Add] BaseKit (2.0.0)"))
    }
}

extension PushFaultTests {
    /// Someone removes BaseKit from the server with a force-push; a clone that still has it pushes
    /// something else: BaseKit must not come back.
    @Test(arguments: [false, true])
    func podRemovedByAForcePushStaysRemoved(rewritten: Bool) throws {
        try push([fixturePodspec("BaseKit.podspec")])
        let elsewhere = root.directory.child("force-\(rewritten)")
        try git(["clone", "-q", daemon.url(), elsewhere])
        try git(["reset", "-q", "--hard", "HEAD~1"], in: elsewhere)
        if rewritten {
            try write("x\n", to: elsewhere + "/other.txt")
            try git(["add", "-A"], in: elsewhere)
            try git(["commit", "-q", "-m", "Rewritten without BaseKit"], in: elsewhere)
        }
        try git(["push", "-q", "-f", "origin", "main"], in: elsewhere)

        try push([fixturePodspec("PushTest.podspec")]) { $0.lint = false }
        let files = try root.files()
        #expect(files.contains("Specs/PushTest/1.4/PushTest.podspec"))
        #expect(!files.contains { $0.hasPrefix("Specs/BaseKit/") }, "\(files)")
        #expect(files.contains("other.txt") == rewritten)
    }

    /// `podspec repo push` (the real binary) interrupted with SIGINT while the server holds the push:
    /// it exits non-zero at once, the local repo is as before (no commit) and its lock is gone.
    @Test(arguments: [SIGINT, SIGTERM])
    func interruptedPushRollsBackAndReleasesTheLock(signal: Int32) throws {
        let binary = try #require(ConcurrentPushTests.binary, "the podspec executable is not built beside the tests")
        // The server takes the pack, then keeps the push waiting (and refuses it in the end).
        let hook = root.directory.child("specs.git/hooks/pre-receive")
        try write("#!/bin/sh\nsleep 20\nexit 1\n", to: hook, permissions: 0o755)
        let before = try repos.state()
        let log = repos.directory.child("push.log")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        var environment = testEnvironment(["CP_REPOS_DIR": repos.path])
        environment["HOME"] = repos.path
        let process = try ChildProcess(
            executable: binary, arguments: ["repo", "push", "private", fixturePodspec("BaseKit.podspec"), "--no-lint"],
            environment: environment, output: log, error: log)
        let deadline = Date(timeIntervalSinceNow: 30)
        while !((try? read(log)) ?? "").contains("Pushing the"), Date() < deadline { usleep(50_000) }
        usleep(500_000)
        let interrupted = Date()
        kill(process.pid, signal)
        let status = process.wait(timeout: 10)
        let output = (try? read(log)) ?? ""
        #expect(Date().timeIntervalSince(interrupted) < 5, "\(output)")
        #expect(status != nil && status != 0, "\(output)")
        #expect(output.contains("Cancelled"), "\(output)")
        #expect(try repos.state() == before)
        #expect(!FileManager.default.fileExists(atPath: repos.directory.child("private/.git/podspec-push.lock")))
        if status == nil { process.stop() }
    }
}
