import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells whether a file changed since it was last read: its inode, size and modification time (ns).
/// The caches of parsed required files and of per-podspec results reuse a value only while it is equal.
public struct FileStamp: Codable, Hashable, Sendable {
    public var inode: UInt64
    public var size: Int64
    public var seconds: Int
    public var nanoseconds: Int

    /// The stamp of the file or folder at `path` (symbolic links followed), nil when there is none.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(
            inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
            nanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
