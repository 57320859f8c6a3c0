import Foundation
import Trust

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file with its size checked before reading (`fstat` on the open file): a 20 GB sparse file or a
/// 200 MB podspec costs one `stat`, not its size in memory.
enum BoundedFile {
    enum Failure: Error {
        case missing
        case directory
        /// A regular file with more than one hard link: it may be the same file as one outside the sandbox.
        case hardLinked
        case tooLarge
        case unreadable
    }

    /// At most `maximumBytes + 1` bytes of the file at `path` (more than `maximumBytes` means too large;
    /// with `failingWhenLarger`, that is `tooLarge` instead). With `refusingHardLinks`, a regular file with a
    /// link count over 1 is `hardLinked`.
    static func contents(of path: String, maximumBytes: Int, refusingHardLinks: Bool, failingWhenLarger: Bool = true)
        throws(Failure) -> [UInt8]
    {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .directory }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadable }
        if refusingHardLinks && info.st_nlink > 1 { throw .hardLinked }
        if failingWhenLarger && Int(info.st_size) > maximumBytes { throw .tooLarge }
        let bytes: [UInt8]
        do {
            bytes = try BoundedRead.bytes(of: fd, limit: maximumBytes + 1, sizeHint: Int(info.st_size))
        } catch {
            throw .unreadable
        }
        if failingWhenLarger && bytes.count > maximumBytes { throw .tooLarge }
        return bytes
    }
}
