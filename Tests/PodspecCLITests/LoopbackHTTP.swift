import Foundation

/// `Fixtures/Validation/loopback_server.py http FOLDER` (the server PodspecLintTests use): files of
/// `folder` over HTTP on 127.0.0.1; stopped on deinit.
final class LoopbackHTTP {
    let port: Int
    private let process = Process()
    private let lifeline = Pipe()

    init(serving folder: String) throws {
        let fixtures = URL(fileURLWithPath: #filePath).appendingPathComponent("../../../Fixtures").standardizedFileURL
            .path
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", fixtures + "/Validation/loopback_server.py", "http", folder]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = lifeline
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw WorkflowError("the loopback HTTP server did not start (python3 must be installed)")
        }
        self.port = port
    }

    /// `http://127.0.0.1:PORT/path` (`path` as given, percent escapes kept).
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    deinit {
        try? lifeline.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }
}
