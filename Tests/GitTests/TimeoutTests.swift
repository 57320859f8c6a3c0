import Foundation
import Git
import Testing

/// Every network operation ends: a server that never answers, or stops in the middle of its answer,
/// fails after the stall timeout with a clear message, and a cancelled operation stops within a
/// fraction of a second.
@Suite("Network timeouts and cancellation")
struct TimeoutTests {
    /// Options with short limits and no credentials.
    private func options(stall: TimeInterval = 1, connect: TimeInterval = 1, cancelAfter: TimeInterval? = nil)
        -> TransferOptions
    {
        var options = TransferOptions(credentials: .none, connectTimeout: connect, stallTimeout: stall)
        if let cancelAfter {
            let start = Date()
            options.isCancelled = { Date().timeIntervalSince(start) > cancelAfter }
        }
        return options
    }

    @Test func serverThatNeverAnswersTimesOut() throws {
        let server = try StalledServer()
        defer { server.stop() }
        let started = Date()
        let error = #expect(throws: GitError.self) {
            try Remote.listReferences(at: server.gitURL, options: options())
        }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(error?.kind == .network)
        #expect(error?.message.contains("127.0.0.1:\(server.port) sent nothing for 1 s (timed out)") == true)
    }

    @Test func serverStallingMidAnswerTimesOut() throws {
        // The first line of a reference advertisement, then silence.
        let line = String(repeating: "a", count: 40) + " HEAD\0multi_ack\n"
        let server = try StalledServer(greeting: String(format: "%04x", line.utf8.count + 4) + line)
        defer { server.stop() }
        let folder = try TemporaryDirectory("stall")
        let started = Date()
        let error = #expect(throws: GitError.self) {
            try Repository.clone(from: server.gitURL, to: folder.child("clone"), options: options())
        }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(error?.kind == .network)
        #expect(error?.message.contains("timed out") == true)
    }

    @Test func cancellationStopsAWaitingOperation() throws {
        let server = try StalledServer()
        defer { server.stop() }
        let started = Date()
        let error = #expect(throws: GitError.self) {
            try Remote.listReferences(at: server.gitURL, options: options(stall: 60, cancelAfter: 0.3))
        }
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(error?.kind == .cancelled)
    }

    @Test func realServersStillWork() throws {
        let root = try RepositoryRoot()
        try root.makeSpecRepo()
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        let references = try Remote.listReferences(at: daemon.url(), options: options())
        #expect(references.branch("main")?.hex == (try root.revision("main")))
    }
}
