import Foundation
import TestSupport

/// A scratch folder served over HTTP on loopback, for the suites that make requests.
struct ServedFolder {
    let scratch: ScratchFolder
    let server: LoopbackServer

    init() throws {
        scratch = try ScratchFolder()
        server = try LoopbackServer(.http, serving: scratch.path)
    }
}

/// A folder under the temporary folder, removed on deinit.
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "podspec-validation-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `contents` at `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A failure of the test scaffolding (a server or tool that could not run).
struct ScaffoldError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a tool for test set-up (git, python3) and throws with its output when it fails.
@discardableResult
func shell(_ arguments: [String], in folder: String? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    // git without the machine's configuration (identities are passed with -c where needed).
    process.environment = ProcessInfo.processInfo.environment.merging(
        ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
        throw ScaffoldError("\(arguments.joined(separator: " ")) failed:\n\(text)")
    }
    return text
}
