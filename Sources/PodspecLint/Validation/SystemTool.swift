import Foundation

/// The few system tools a downloaded source needs, run with fixed arguments (never anything a
/// podspec names): `gzip`/`bzip2`/`xz -dc` turn an archive into a plain tar (our reader checks
/// every path after), `sha256sum`/`sha1sum` verify a download.
enum SystemTool {
    /// Writes the decompressed contents of `input` to `output` with `tool -dc`.
    static func decompress(_ input: String, to output: String, with tool: String) throws {
        try run(
            tool, ["-dc", input], to: output,
            failure: "The archive \((input as NSString).lastPathComponent) could not be decompressed with \(tool).")
    }

    /// What `tool arguments` prints on standard output.
    static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let file = NSTemporaryDirectory() + "podspec-tool-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try run(tool, arguments, to: file, failure: "`\(tool)` failed.")
        return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    }

    private static func run(_ tool: String, _ arguments: [String], to output: String, failure: String) throws {
        guard
            let executable = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + tool }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            throw ValidationError(
                "`\(tool)` is needed for this source; install it (Debian: coreutils, gzip, bzip2, xz-utils).")
        }
        guard FileManager.default.createFile(atPath: output, contents: nil),
            let sink = FileHandle(forWritingAtPath: output)
        else { throw ValidationError("Could not write \(output).") }
        defer { try? sink.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = sink
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ValidationError("Could not run \(tool): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError(failure) }
    }
}
