import Foundation
import TestSupport
@testable import Git

/// A scratch folder for workflow tests, where commands run as a user types them: `/bin/sh -c` in the
/// folder, with the built `podspec` first on PATH, a private HOME (no ~/.gitconfig, no pre-commit cache)
/// and a fixed git identity. Removed with everything in it on deinit.
final class WorkflowWorkspace {
    let path: String
    let environment: [String: String]

    /// What a command printed (standard output and error together) and how it ended.
    struct Outcome {
        let status: Int32?
        let output: String
    }

    init() throws {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("podspec-workflow-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard let created else { throw WorkflowError("could not create a temporary folder") }
        path = String(cString: created)
        let home = (path as NSString).appendingPathComponent(".home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = try BuiltPodspec.directory() + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = home
        environment["XDG_CONFIG_HOME"] = home
        environment["PRE_COMMIT_HOME"] = (home as NSString).appendingPathComponent("pre-commit")
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        for role in ["AUTHOR", "COMMITTER"] {
            environment["GIT_\(role)_NAME"] = "Workflow Test"
            environment["GIT_\(role)_EMAIL"] = "workflow@example.com"
        }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment.removeValue(forKey: "GIT_INDEX_FILE")
        environment.removeValue(forKey: "GIT_DIR")
        self.environment = environment
    }

    /// The repository's `Fixtures` folder.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures").standardizedFileURL.path

    /// `make run`'s command: the full lint of the bundled example pod, its dependency in the bundled spec repo.
    static let exampleLint =
        "podspec lib lint --skip-urls --sources='\(fixtures)/SpecRepos/Public' '\(fixtures)/Example/Example.podspec'"

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path` joined with `relative`.
    func child(_ relative: String) -> String {
        (path as NSString).appendingPathComponent(relative)
    }

    /// Writes `text` to `relative`, creating folders on the way.
    func write(_ text: String, to relative: String, executable: Bool = false) throws {
        let file = child(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if executable { return try ExecutableFile.write(text, to: file) }
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: child(relative), encoding: .utf8)
    }

    /// Runs `script` with `/bin/sh -c` in the workspace (or in `directory` under it).
    func run(_ script: String, in directory: String = ".", timeout: TimeInterval = 120) throws -> Outcome {
        let output = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "podspec-workflow-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: output, contents: nil) else {
            throw WorkflowError("could not create \(output)")
        }
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "cd \"$1\" && \(script)", "sh", child(directory)],
            environment: environment, output: output, error: output)
        let status = process.wait(timeout: timeout)
        return Outcome(status: status, output: try String(contentsOfFile: output, encoding: .utf8))
    }

    /// Runs `script` and throws with its output unless it succeeds (for set-up steps).
    @discardableResult
    func must(_ script: String, in directory: String = ".") throws -> String {
        let outcome = try run(script, in: directory)
        guard outcome.status == 0 else {
            throw WorkflowError(
                "`\(script)` failed (\(outcome.status.map(String.init) ?? "timed out")):\n\(outcome.output)")
        }
        return outcome.output
    }
}

/// A failure of a workflow test's set-up, with what to do.
struct WorkflowError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Podspecs the workflow tests commit.
enum WorkflowPodspecs {
    /// A podspec that passes quick lint without warnings.
    static func good(_ name: String = "Good") -> String {
        """
        Pod::Spec.new do |s|
          s.name         = '\(name)'
          s.version      = '1.0.0'
          s.summary      = 'Parses bananas into structured fruit data.'
          s.description  = 'Parses bananas into structured fruit data, with ripeness and origin, for iOS apps.'
          s.homepage     = 'https://github.com/example/\(name)'
          s.license      = { :type => 'MIT', :file => 'LICENSE' }
          s.author       = { 'Example Team' => 'team@example.com' }
          s.source       = { :git => 'https://github.com/example/\(name).git', :tag => s.version.to_s }
          s.ios.deployment_target = '13.0'
          s.source_files = 'Sources/**/*.swift'
          s.swift_version = '5.9'
        end

        """
    }

    /// The same podspec with no summary, version or source: fails lint with errors.
    static func bad(_ name: String = "Good") -> String {
        """
        Pod::Spec.new do |s|
          s.name         = '\(name)'
          s.homepage     = 'https://github.com/example/\(name)'
          s.license      = { :type => 'MIT', :file => 'LICENSE' }
          s.author       = { 'Example Team' => 'team@example.com' }
          s.ios.deployment_target = '13.0'
          s.source_files = 'Sources/**/*.swift'
        end

        """
    }
}
