import Foundation
@testable import Git

/// Runs a program to completion (git, ssh-keygen, openssl, ssh-add) for test set-up; throws with its
/// output when it fails.
@discardableResult
func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, timeout: TimeInterval = 30
) throws -> String {
    guard let path = locate(executable) else {
        throw TestSupportError("\(executable) is not installed: run `make deps`")
    }
    let output = try TemporaryFile()
    let process = try ChildProcess(
        executable: path, arguments: arguments, environment: environment ?? testEnvironment(), output: output.path,
        error: output.path)
    let status = process.wait(timeout: timeout)
    let text = try output.contents()
    guard status == 0 else {
        let outcome = status.map { "failed (\($0))" } ?? "timed out"
        throw TestSupportError("\(executable) \(arguments.joined(separator: " ")) \(outcome):\n\(text)")
    }
    return text
}

/// Runs git with a configuration isolated from the machine's (no global or system file).
@discardableResult
func git(_ arguments: [String], in directory: String? = nil) throws -> String {
    try run("git", (directory.map { ["-C", $0] } ?? []) + arguments)
}

/// The environment for programs the tests run: the process's, with git's user configuration ignored
/// and a fixed identity, so the machine's ~/.gitconfig can't change a result.
func testEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    environment["GIT_AUTHOR_NAME"] = "Test Author"
    environment["GIT_AUTHOR_EMAIL"] = "author@example.com"
    environment["GIT_COMMITTER_NAME"] = "Test Author"
    environment["GIT_COMMITTER_EMAIL"] = "author@example.com"
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment.merge(extra) { $1 }
    return environment
}

/// The absolute path of `name`: itself when absolute, else found on PATH or in the sbin folders.
func locate(_ name: String) -> String? {
    if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders =
        path.split(separator: ":").map(String.init) + ["/usr/local/sbin", "/usr/sbin", "/sbin", "/usr/bin", "/bin"]
    for folder in folders {
        let candidate = (folder as NSString).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// A temporary file for a child process's output: unlike a pipe, it can't fill up or be held open by
/// a grandchild.
final class TemporaryFile {
    let path: String

    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("podspec-output-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw TestSupportError("could not create \(path)")
        }
    }

    func contents() throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
