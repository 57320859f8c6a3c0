import Foundation
import Testing

import PodspecCLI

/// Golden outputs of `lib lint` / `spec lint`, one per message family, failure-reason sentence and
/// `--format`. Each runs the command line in-process (`PodspecCommand.run`) with a folder of
/// `Fixtures/Lint` as its working directory and compares its standard output with
/// `Fixtures/Lint/<folder>/<snapshot>.txt` (`RECORD_SNAPSHOTS=1` rewrites them; review with
/// `git diff`). Absolute paths of the fixtures print as `$FIXTURES`.
struct LintSnapshotTests {
    struct Case: CustomStringConvertible, Sendable {
        let folder: String
        let arguments: [String]
        let snapshot: String
        let status: Int32
        var description: String { "\(folder)/\(snapshot)" }
    }

    static let cases: [Case] = [
        // CocoaPods' verified examples (reference §4.3): template, multi-problem, platform prefix, missing attributes, unloadable.
        Case(folder: "template", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(
            folder: "template", arguments: ["spec", "lint", "--quick", "Bananas.podspec"], snapshot: "spec-lint",
            status: 1),
        Case(
            folder: "template", arguments: ["lib", "lint", "--quick", "--format", "json"], snapshot: "json", status: 1),
        Case(
            folder: "template", arguments: ["lib", "lint", "--quick", "--format", "sarif"], snapshot: "sarif", status: 1
        ),
        Case(
            folder: "template", arguments: ["lib", "lint", "--quick", "--format", "github"], snapshot: "github",
            status: 1),
        Case(
            folder: "template", arguments: ["lib", "lint", "--quick", "--format", "compiler"], snapshot: "compiler",
            status: 1),
        Case(folder: "template", arguments: ["lib", "lint", "--quick", "--silent"], snapshot: "silent", status: 1),
        Case(folder: "template", arguments: ["lib", "lint", "--quick", "--no-clean"], snapshot: "no-clean", status: 1),
        Case(folder: "multi", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "platform-prefix", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "missing-attributes", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "unloadable", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(
            folder: "unloadable", arguments: ["lib", "lint", "--quick", "--format", "json"], snapshot: "json", status: 1
        ),
        Case(
            folder: "unloadable", arguments: ["lib", "lint", "--quick", "--format", "compiler"], snapshot: "compiler",
            status: 1),
        // Failure-reason sentences.
        Case(folder: "one-error", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "two-errors", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "one-warning", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(
            folder: "one-warning", arguments: ["lib", "lint", "--quick", "--allow-warnings"],
            snapshot: "allow-warnings", status: 0),
        Case(folder: "two-warnings", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "public-only", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(
            folder: "public-only", arguments: ["lib", "lint", "--quick", "--private"], snapshot: "private", status: 0),
        Case(
            folder: "public-only", arguments: ["lib", "lint", "--quick", "--allow-warnings"],
            snapshot: "allow-warnings", status: 0),
        // spec lint over a folder, and the command-level errors.
        Case(folder: "folder", arguments: ["spec", "lint", "--quick"], snapshot: "spec-lint", status: 1),
        Case(
            folder: "folder", arguments: ["spec", "lint", "--quick", "Warn.podspec", "--allow-warnings"],
            snapshot: "spec-lint-passed", status: 0),
        Case(
            folder: "folder",
            arguments: ["spec", "lint", "--quick", "--allow-warnings", "Good.podspec", "Warn.podspec"],
            snapshot: "spec-lint-all-passed", status: 0),
        Case(
            folder: "folder", arguments: ["lib", "lint", "--quick", "Good.podspec", "One.podspec", "Warn.podspec"],
            snapshot: "lib-lint-stops", status: 1),
        Case(
            folder: "folder", arguments: ["spec", "lint", "--quick", "Missing.podspec"], snapshot: "spec-lint-missing",
            status: 1),
        Case(
            folder: "folder", arguments: ["lib", "lint", "--quick", "--subspec=Nope", "One.podspec"],
            snapshot: "unknown-subspec", status: 1),
        Case(
            folder: "folder", arguments: ["lib", "lint", "--quick", "--platforms=ios,beos", "One.podspec"],
            snapshot: "unknown-platform", status: 1),
        Case(
            folder: "multi", arguments: ["spec", "lint", "--quick", "--format", "github", "."], snapshot: "github",
            status: 1),
        // A fatal error still gives a valid document in each machine format.
        Case(
            folder: "folder", arguments: ["spec", "lint", "--quick", "Missing.podspec", "--format", "json"],
            snapshot: "fatal-json", status: 1),
        Case(
            folder: "folder", arguments: ["spec", "lint", "--quick", "Missing.podspec", "--format", "sarif"],
            snapshot: "fatal-sarif", status: 1),
        Case(
            folder: "folder", arguments: ["spec", "lint", "--quick", "Missing.podspec", "--format", "github"],
            snapshot: "fatal-github", status: 1),
        Case(
            folder: "folder", arguments: ["spec", "lint", "--quick", "Missing.podspec", "--format", "compiler"],
            snapshot: "fatal-compiler", status: 1),
    ]

    /// The SARIF 2.1.0 structure GitHub code scanning reads, for a run with results and for a run stopped
    /// by a fatal error.
    @Test func sarifHasTheStructureCodeScanningReads() throws {
        let (_, text) = try Self.run(["lib", "lint", "--quick", "--format", "sarif"], in: "\(Self.fixtures)/template")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "podspec")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(!rules.isEmpty && rules.allSatisfy { $0["id"] is String })
        #expect((run["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == true)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            #expect(result["ruleId"] is String)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] is String)
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }

        let (status, failed) = try Self.run(
            ["spec", "lint", "--quick", "Missing.podspec", "--format", "sarif"], in: "\(Self.fixtures)/folder")
        #expect(status == 1)
        let failedLog = try #require(try JSONSerialization.jsonObject(with: Data(failed.utf8)) as? [String: Any])
        let failedRun = try #require((failedLog["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((failedRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "error")
        #expect(((notification["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        #expect((failedRun["results"] as? [Any])?.isEmpty == true)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/Lint").standardizedFileURL.path

    @Test(arguments: cases)
    func snapshot(_ example: Case) throws {
        let folder = "\(Self.fixtures)/\(example.folder)"
        let (status, output) = try Self.run(example.arguments, in: folder)
        let normalised = output.replacingOccurrences(of: Self.fixtures, with: "$FIXTURES")
        let golden = "\(folder)/\(example.snapshot).txt"
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try normalised.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(normalised == expected, "\(example): output differs from \(golden)")
        #expect(status == example.status, "\(example): exit status")
    }

    /// Runs the command line with `arguments` in `folder`, in this process; its exit status and
    /// standard output (not a terminal, so no colours).
    static func run(_ arguments: [String], in folder: String) throws -> (Int32?, String) {
        let console = CapturedConsole()
        let status = PodspecCommand.run(arguments, workingDirectory: folder, console: console)
        return (status, console.output)
    }
}
