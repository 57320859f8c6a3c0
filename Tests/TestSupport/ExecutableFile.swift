import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writing a file a test then runs (a git hook, a script).
public enum ExecutableFile {
    /// Writes `contents` to `path` with `permissions`, through a descriptor closed on exec, then renames it
    /// into place. A descriptor inherited by a process another test starts meanwhile would keep the file
    /// open for writing, and running it would then fail (ETXTBSY: "hook declined" with no hook output).
    public static func write(_ contents: String, to path: String, permissions: Int = 0o755) throws {
        let temporary = path + ".tmp-\(UUID().uuidString)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
        guard descriptor >= 0 else { throw ExecutableFileError(path: temporary, errno: errno) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count, chmod(temporary, mode_t(permissions)) == 0, rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw ExecutableFileError(path: path, errno: failure)
        }
    }
}

/// A file a test needed could not be written.
public struct ExecutableFileError: Error, CustomStringConvertible {
    public let path: String
    public let errno: Int32
    public var description: String { "cannot write \(path): \(String(cString: strerror(errno)))" }
}
