import Foundation

/// The few system tools a downloaded source needs, run with fixed arguments (never anything a
/// podspec names): `gzip`/`bzip2`/`xz -dc` turn an archive into a plain tar stream (read through a
/// pipe, our reader checks every path and counts every byte), `sha256sum`/`sha1sum` verify a download.
enum SystemTool {
    /// Runs `tool -dc input` and passes its output, as a stream, to `read`. When `read` stops early
    /// (an error, a bound reached) the tool is stopped; otherwise its exit status is checked.
    static func decompress(_ input: String, with tool: String, _ read: (ArchiveStream) throws -> Void) throws {
        let name = (input as NSString).lastPathComponent
        let pipe = Pipe()
        let process = try start(tool, ["-dc", input], output: pipe.fileHandleForWriting)
        try? pipe.fileHandleForWriting.close()
        var finished = false
        defer {
            if !finished {
                process.terminate()
                try? pipe.fileHandleForReading.close()
                process.waitUntilExit()
            }
        }
        try read(ArchiveStream(descriptor: pipe.fileHandleForReading.fileDescriptor, name: name))
        try? pipe.fileHandleForReading.close()
        process.waitUntilExit()
        finished = true
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ValidationFailure("The archive \(name) could not be decompressed with \(tool).")
        }
    }

    /// What `tool arguments` prints on standard output (at most 1 MiB).
    static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let pipe = Pipe()
        let process = try start(tool, arguments, output: pipe.fileHandleForWriting)
        try? pipe.fileHandleForWriting.close()
        let data = (try? pipe.fileHandleForReading.read(upToCount: 1 << 20)) ?? Data()
        try? pipe.fileHandleForReading.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ValidationFailure("`\(tool)` failed.")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func start(_ tool: String, _ arguments: [String], output: FileHandle) throws -> Process {
        guard
            let executable = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + tool }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            throw ValidationFailure(
                "`\(tool)` is needed for this source; install it (Debian: coreutils, gzip, bzip2, xz-utils).")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ValidationFailure("Could not run \(tool): \(error.localizedDescription)")
        }
        return process
    }
}
