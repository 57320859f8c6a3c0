import Foundation
import Testing

@testable import Git

/// Golden outputs of `lib lint` / `spec lint`, one per message family, failure-reason sentence and
/// `--format`. Each runs the built `podspec` in a folder of `Fixtures/Lint` and compares standard
/// output with `Fixtures/Lint/<folder>/<snapshot>.txt` (`RECORD_SNAPSHOTS=1` rewrites them; review
/// with `git diff`). Absolute paths of the fixtures print as `$FIXTURES`.
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
        Case(folder: "template", arguments: ["spec", "lint", "--quick", "Bananas.podspec"], snapshot: "spec-lint", status: 1),
        Case(folder: "template", arguments: ["lib", "lint", "--quick", "--format", "json"], snapshot: "json", status: 1),
        Case(folder: "template", arguments: ["lib", "lint", "--quick", "--format", "sarif"], snapshot: "sarif", status: 1),
        Case(folder: "template", arguments: ["lib", "lint", "--quick", "--format", "github"], snapshot: "github", status: 1),
        Case(folder: "template", arguments: ["lib", "lint", "--quick", "--format", "compiler"], snapshot: "compiler", status: 1),
        Case(folder: "template", arguments: ["lib", "lint", "--quick", "--silent"], snapshot: "silent", status: 1),
        Case(folder: "template", arguments: ["lib", "lint", "--quick", "--no-clean"], snapshot: "no-clean", status: 1),
        Case(folder: "multi", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "platform-prefix", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "missing-attributes", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "unloadable", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "unloadable", arguments: ["lib", "lint", "--quick", "--format", "json"], snapshot: "json", status: 1),
        Case(folder: "unloadable", arguments: ["lib", "lint", "--quick", "--format", "compiler"], snapshot: "compiler", status: 1),
        // Failure-reason sentences.
        Case(folder: "one-error", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "two-errors", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "one-warning", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "one-warning", arguments: ["lib", "lint", "--quick", "--allow-warnings"], snapshot: "allow-warnings", status: 0),
        Case(folder: "two-warnings", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "public-only", arguments: ["lib", "lint", "--quick"], snapshot: "lib-lint", status: 1),
        Case(folder: "public-only", arguments: ["lib", "lint", "--quick", "--private"], snapshot: "private", status: 0),
        Case(folder: "public-only", arguments: ["lib", "lint", "--quick", "--allow-warnings"], snapshot: "allow-warnings", status: 0),
        // spec lint over a folder, and the command-level errors.
        Case(folder: "folder", arguments: ["spec", "lint", "--quick"], snapshot: "spec-lint", status: 1),
        Case(folder: "folder", arguments: ["spec", "lint", "--quick", "Warn.podspec", "--allow-warnings"], snapshot: "spec-lint-passed", status: 0),
        Case(folder: "folder", arguments: ["spec", "lint", "--quick", "--allow-warnings", "Good.podspec", "Warn.podspec"], snapshot: "spec-lint-all-passed", status: 0),
        Case(folder: "folder", arguments: ["lib", "lint", "--quick", "Good.podspec", "One.podspec", "Warn.podspec"], snapshot: "lib-lint-stops", status: 1),
        Case(folder: "folder", arguments: ["spec", "lint", "--quick", "Missing.podspec"], snapshot: "spec-lint-missing", status: 1),
        Case(folder: "folder", arguments: ["lib", "lint", "--quick", "--subspec=Nope", "One.podspec"], snapshot: "unknown-subspec", status: 1),
        Case(folder: "folder", arguments: ["lib", "lint", "--quick", "--platforms=ios,beos", "One.podspec"], snapshot: "unknown-platform", status: 1),
        Case(folder: "multi", arguments: ["spec", "lint", "--quick", "--format", "github", "."], snapshot: "github", status: 1),
    ]

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

    /// Runs the built `podspec` with `arguments` in `folder`; standard output only, colours off.
    static func run(_ arguments: [String], in folder: String) throws -> (Int32?, String) {
        let binary = try BuiltPodspec.path()
        let output = NSTemporaryDirectory() + "podspec-snapshot-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: output) }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let process = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "cd \"$0\" && exec \"$@\"", folder, binary] + arguments,
            environment: environment, output: output, error: "/dev/null")
        let status = process.wait(timeout: 60)
        return (status, try String(contentsOfFile: output, encoding: .utf8))
    }
}
