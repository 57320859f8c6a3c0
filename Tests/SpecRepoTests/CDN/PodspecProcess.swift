import Foundation
@testable import Git

/// The `podspec` executable built with the tests, run as a user runs it: in a folder, with a private
/// HOME and repos folder, fast CDN retries.
struct PodspecProcess {
    /// What a command printed (standard output and error together) and how it ended.
    struct Outcome {
        let status: Int32?
        let output: String
    }

    let home: String
    let repos: String
    var environment: [String: String] = [:]

    init(home: String, repos: String) {
        self.home = home
        self.repos = repos
    }

    /// The executable next to the test runner (`swift build` puts it there).
    static func executable() throws -> String {
        let runner =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = (runner as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            let candidate = folder + "/podspec"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = (folder as NSString).deletingLastPathComponent
        }
        throw TestSupportError("the podspec executable was not built next to the tests: run `swift build` first")
    }

    /// Runs `podspec ARGUMENTS…` in `directory`.
    func run(_ arguments: [String], in directory: String, timeout: TimeInterval = 60) throws -> Outcome {
        let output = try TemporaryFile()
        var environment = testEnvironment(self.environment)
        environment["HOME"] = home
        environment["CP_REPOS_DIR"] = repos
        environment["PODSPEC_CDN_RETRY_BASE_DELAY"] = environment["PODSPEC_CDN_RETRY_BASE_DELAY"] ?? "0"
        environment["NO_COLOR"] = "1"
        let process = try ChildProcess(
            executable: "/bin/sh",
            arguments: ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", directory, try Self.executable()] + arguments,
            environment: environment, output: output.path, error: output.path)
        let status = process.wait(timeout: timeout)
        return Outcome(status: status, output: try output.contents())
    }
}
