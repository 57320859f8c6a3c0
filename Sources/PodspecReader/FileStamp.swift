import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells whether a file changed since it was last read: its inode, size, modification time and
/// status-change time (ns). The change time can't be set back (an edit that restores the modification
/// time still moves it). The caches of parsed required files and of per-podspec results reuse a value
/// only while it is equal.
public struct FileStamp: Codable, Hashable, Sendable {
    public var inode: UInt64
    public var size: Int64
    public var seconds: Int
    public var nanoseconds: Int
    public var changeSeconds: Int
    public var changeNanoseconds: Int

    public init(inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int, changeSeconds: Int, changeNanoseconds: Int)
    {
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.changeSeconds = changeSeconds
        self.changeNanoseconds = changeNanoseconds
    }

    /// The stamp of the file or folder at `path` (symbolic links followed), nil when there is none.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// A stamp no file has (inode 0): recorded for a file whose stamp cannot be trusted yet, so the next
    /// comparison fails.
    public static let unknown = FileStamp(
        inode: 0, size: 0, seconds: 0, nanoseconds: 0, changeSeconds: 0, changeNanoseconds: 0)

    /// Whether both times are more than `margin` seconds before `time` (seconds since 1970). A change made
    /// within the file system's clock tick after a stamp was taken can leave the stamp as it was; a
    /// settled stamp is past that window, so any later change moves it.
    public func isSettled(before time: Double, margin: Double) -> Bool {
        let latest = max(
            Double(seconds) + Double(nanoseconds) / 1e9, Double(changeSeconds) + Double(changeNanoseconds) / 1e9)
        return latest < time - margin
    }

    /// The stamp `stat`, `lstat` or `fstatat` gave.
    public init(_ info: stat) {
        self.init(
            inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
            nanoseconds: Int(info.st_mtim.tv_nsec), changeSeconds: Int(info.st_ctim.tv_sec),
            changeNanoseconds: Int(info.st_ctim.tv_nsec))
    }
}
