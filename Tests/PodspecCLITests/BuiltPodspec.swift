import Foundation

/// The `podspec` executable built with these tests (`swift test` builds it next to the test bundle).
enum BuiltPodspec {
    /// Its folder, found by walking up from the test runner.
    static func directory() throws -> String {
        let runner =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = (runner as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            if FileManager.default.isExecutableFile(atPath: (folder as NSString).appendingPathComponent("podspec")) {
                return folder
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        throw BuiltPodspecMissing(runner: runner)
    }

    /// Its path.
    static func path() throws -> String { try directory() + "/podspec" }
}

/// The executable was not built next to the tests.
struct BuiltPodspecMissing: Error, CustomStringConvertible {
    let runner: String
    var description: String {
        "the podspec executable was not built next to the tests (\(runner)): run `swift build` first"
    }
}
