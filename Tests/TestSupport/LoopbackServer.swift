import Foundation

/// A server on 127.0.0.1 started by a test with `Fixtures/Validation/loopback_server.py`: the files of
/// a folder over HTTP (with the script's test routes), or `git daemon` over it. Stopped on deinit.
/// Shared by the test targets that make requests, so there is one launcher.
public final class LoopbackServer {
    public let port: Int
    private let kind: Kind
    private let process = Process()
    /// Our end of the server's standard input: closing it stops the server.
    private let lifeline = Pipe()

    public enum Kind: String, Sendable {
        case http, git
    }

    public init(_ kind: Kind, serving folder: String) throws {
        self.kind = kind
        let fixtures = URL(fileURLWithPath: #filePath).appendingPathComponent("../../../Fixtures").standardizedFileURL
            .path
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", fixtures + "/Validation/loopback_server.py", kind.rawValue, folder]
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
            let needs = kind == .git ? "python3 and git" : "python3"
            throw LoopbackServerError("the \(kind) loopback server did not start (\(needs) must be installed)")
        }
        self.port = port
    }

    /// `http://127.0.0.1:PORT/path` or `git://127.0.0.1:PORT/path` (`path` as given, percent escapes kept).
    public func url(_ path: String) -> String {
        "\(kind.rawValue)://127.0.0.1:\(port)/\(path)"
    }

    deinit {
        try? lifeline.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }
}

/// The loopback server could not start.
public struct LoopbackServerError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
