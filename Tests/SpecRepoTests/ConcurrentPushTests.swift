import Foundation
import Testing

@testable import Git
@testable import SpecRepo

/// Several `podspec repo push` processes (the real binary) at the same time.
@Suite(.serialized) struct ConcurrentPushTests {
    /// The `podspec` executable built beside the test bundle.
    static let binary: String? = {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("podspec").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Starts `podspec repo push private PODSPEC --no-lint` with `CP_REPOS_DIR=repos` (the fixture's
    /// source is not served; PushValidationTests validate).
    func startPush(_ podspec: String, repos: String, log: String) throws -> ChildProcess {
        let binary = try #require(Self.binary, "the podspec executable is not built beside the tests")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        var environment = testEnvironment(["CP_REPOS_DIR": repos, "PODSPEC_LOCK_TIMEOUT": "60"])
        environment["HOME"] = repos
        return try ChildProcess(
            executable: binary, arguments: ["repo", "push", "private", podspec, "--no-lint"], environment: environment,
            output: log, error: log)
    }

    /// PushTest at `version`, written in `folder`.
    func podspec(version: String, in folder: TemporaryDirectory) throws -> String {
        let path = folder.child("v\(version)/PushTest.podspec")
        try write(
            try read(fixturePodspec("PushTest.podspec")).replacingOccurrences(of: "'1.4'", with: "'\(version)'"),
            to: path)
        return path
    }

    /// Starts one push per version at once (version `i` from repos folder `repos[i]`) and expects
    /// every process to succeed.
    func pushAtOnce(_ versions: [String], repos: [String], work: TemporaryDirectory) throws {
        var processes: [(ChildProcess, String)] = []
        for (index, version) in versions.enumerated() {
            let log = work.child("log\(index).txt")
            processes.append(
                (try startPush(try podspec(version: version, in: work), repos: repos[index], log: log), log))
        }
        for (process, log) in processes {
            let status = process.wait(timeout: 180)
            let text = (try? read(log)) ?? ""
            #expect(status == 0, "\(text)")
        }
    }

    @Test func eightProcessesWithTheirOwnClonesAllLand() throws {
        let root = try RepositoryRoot()
        try root.makeSpecRepo()
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        let work = try TemporaryDirectory("concurrent")
        let versions = (0..<8).map { "1.0.\($0)" }
        var reposFolders: [String] = []
        for index in versions.indices {
            reposFolders.append(work.child("repos\(index)"))
            try git(["clone", "-q", daemon.url(), reposFolders[index] + "/private"])
        }
        try pushAtOnce(versions, repos: reposFolders, work: work)
        let bare = root.directory.child("specs.git")
        let subjects = try git(["--git-dir", bare, "log", "--format=%s", "main"]).split(separator: "\n")
        #expect(subjects.count == 9)
        for version in versions {
            #expect(subjects.contains { $0.hasSuffix("PushTest (\(version))") })
            #expect(try root.files().contains("Specs/PushTest/\(version)/PushTest.podspec"))
        }
        #expect(try git(["--git-dir", bare, "rev-list", "--merges", "main"]).isEmpty)
    }

    @Test func processesSharingOneLocalRepoTakeTurns() throws {
        let root = try RepositoryRoot()
        try root.makeSpecRepo()
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        let work = try TemporaryDirectory("shared")
        let repos = work.child("repos")
        try git(["clone", "-q", daemon.url(), repos + "/private"])
        let versions = (0..<4).map { "2.0.\($0)" }
        try pushAtOnce(versions, repos: Array(repeating: repos, count: versions.count), work: work)
        let subjects = try git(["--git-dir", root.directory.child("specs.git"), "log", "--format=%s", "main"])
        #expect(subjects.split(separator: "\n").count == 5)
        #expect(try git(["status", "--porcelain"], in: repos + "/private").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: repos + "/private/.git/podspec-push.lock"))
    }
}
