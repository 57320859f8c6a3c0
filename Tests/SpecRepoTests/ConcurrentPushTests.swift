import Foundation
import Testing

@testable import Git
@testable import SpecRepo

/// Several pushes at once: threads with their own clones, and `podspec repo push` processes (the real
/// binary) sharing one local repo.
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

    /// Eight pushers at once (threads, each with its own clone), twenty rounds, over each transport:
    /// every push reported done is on the remote's `main`, and the remote has exactly those. Clones go
    /// stale between rounds, so pushes are refused, re-applied and retried all the time.
    @Test(arguments: ["file", "git", "http"])
    func everyReportedPushIsOnTheRemote(transport: String) throws {
        let root = try RepositoryRoot()
        try root.makeSpecRepo()
        var stop: () -> Void = {}
        let url: String
        switch transport {
        case "git":
            let daemon = try GitDaemon.start(serving: root)
            (stop, url) = (daemon.stop, daemon.url())
        case "http":
            let server = try HTTPGitServer.start(serving: root)
            (stop, url) = (server.stop, server.url(user: HTTPGitServer.user, password: HTTPGitServer.password))
        default:
            url = "file://" + root.directory.child("specs.git")
        }
        defer { stop() }
        let pushers = 8
        let folders = try (0..<pushers).map { _ in try ReposFolder() }
        let repositories = try folders.map { try $0.clone(url) }
        let work = try TemporaryDirectory("rounds")
        var landed: Set<String> = []
        for round in 0..<20 {
            let outcomes = PushOutcomes(count: pushers)
            let done = DispatchGroup()
            for index in 0..<pushers {
                let version = "1.\(round).\(index)"
                let podspec = work.child("\(version)/PushTest.podspec")
                try write(podspecText("PushTest", version), to: podspec)
                var options = PushOptions()
                options.lint = false
                options.fullValidation = nil
                options.retryDelay = 0.01
                let pusher = Unchecked(
                    SpecPusher(
                        repository: repositories[index], options: options,
                        transfer: TransferOptions(credentials: .none), workingDirectory: work.path, output: { _ in }))
                done.enter()
                Thread.detachNewThread { [pusher] in
                    do {
                        try pusher.value.push([podspec])
                        outcomes.set(index, nil)
                    } catch {
                        outcomes.set(index, "\(error)")
                    }
                    done.leave()
                }
            }
            #expect(done.wait(timeout: .now() + 120) == .success)
            for index in 0..<pushers where outcomes.error(index) == nil {
                landed.insert("1.\(round).\(index)")
            }
            let failures = (0..<pushers).compactMap { outcomes.error($0) }
            #expect(failures.isEmpty, "round \(round) over \(transport): \(failures)")
            let onRemote = Set(
                try root.files().compactMap { path -> String? in
                    let parts = path.split(separator: "/")
                    return parts.count == 4 && parts[1] == "PushTest" ? String(parts[2]) : nil
                })
            #expect(onRemote == landed, "round \(round) over \(transport)")
        }
        let bare = root.directory.child("specs.git")
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

/// What each pusher of a round reported: nil for done, else the error's text.
final class PushOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String?]
    private var reported: [Bool]

    init(count: Int) {
        errors = Array(repeating: nil, count: count)
        reported = Array(repeating: false, count: count)
    }

    func set(_ index: Int, _ error: String?) {
        lock.withLock {
            errors[index] = error
            reported[index] = true
        }
    }

    /// The error of pusher `index`; "did not finish" while it has reported nothing.
    func error(_ index: Int) -> String? {
        lock.withLock { reported[index] ? errors[index] : "did not finish" }
    }
}

/// A value handed to one other thread, which alone uses it from then on.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
