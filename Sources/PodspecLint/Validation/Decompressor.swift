import Foundation

/// Turns a `.gz`/`.bz2`/`.xz` file into its plain contents with the system's `gzip`, `bzip2` or
/// `xz` (`-dc`): they only decompress a byte stream, and our tar reader checks every path after.
enum Decompressor {
    static func decompress(_ input: String, to output: String, with tool: String) throws {
        guard let executable = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + tool }).first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) else {
            throw ValidationError("`\(tool)` is needed to unpack this source; install it (Debian: gzip, bzip2, xz-utils).")
        }
        guard FileManager.default.createFile(atPath: output, contents: nil),
            let sink = FileHandle(forWritingAtPath: output)
        else { throw ValidationError("Could not write \(output).") }
        defer { try? sink.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-dc", input]
        process.standardOutput = sink
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ValidationError("Could not run \(tool): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError(
                "The archive \((input as NSString).lastPathComponent) could not be decompressed with \(tool).")
        }
    }
}
