import Foundation
import Synchronization
import Testing

@testable import Trust

/// The verbose log: silent without a sink; with one, each step before it runs and its outcome after.
/// Serialized: the sink is process-wide.
@Suite(.serialized) struct VerboseLogTests {
    /// A word in every line this suite logs: other suites' git and HTTP steps may log meanwhile.
    private static let token = "t\(UInt32.random(in: 0...UInt32.max))"

    private struct Failure: Error, CustomStringConvertible {
        var description: String { "refused \(VerboseLogTests.token)" }
    }

    private static func recording(_ body: () throws -> Void) rethrows -> [String] {
        let lines = Mutex<[String]>([])
        VerboseLog.install { line in lines.withLock { $0.append(line) } }
        defer { VerboseLog.install(nil) }
        try body()
        return lines.withLock { $0 }.filter { $0.contains(token) }
    }

    @Test func stepsAreReportedWithTheirOutcomeAndTime() throws {
        let token = Self.token
        let lines = Self.recording {
            let value = VerboseLog.step("GET https://example.com/\(token)", outcome: { "\($0) \(token)" }) { 200 }
            #expect(value == 200)
            #expect(throws: Failure.self) {
                try VerboseLog.step("$ git fetch \(token)") { () throws(Failure) in throw Failure() }
            }
            VerboseLog.note("Reading the pods of the source `\(token)`")
        }
        #expect(
            lines.map { $0.replacing(#/\(\d+\.\d\d s\)/#, with: "(T s)") } == [
                "GET https://example.com/\(token)", "  -> 200 \(token) (T s)", "$ git fetch \(token)",
                "  -> failed: refused \(token) (T s)", "Reading the pods of the source `\(token)`",
            ])
    }

    @Test func withoutASinkNothingIsBuilt() {
        VerboseLog.install(nil)
        #expect(!VerboseLog.isEnabled)
        var built = false
        VerboseLog.note(
            {
                built = true; return "x"
            }())
        #expect(!built)
        #expect(VerboseLog.step("x") { 1 } == 1)
    }
}
