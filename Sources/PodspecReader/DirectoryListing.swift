import Foundation
import Trust

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fast folder listings with `readdir` (no per-entry `stat` unless the file system hides the type).
public enum DirectoryListing {
    /// The names of the folders in `path` that don't start with `.`, in no particular order; empty
    /// when `path` can't be read.
    public static func subdirectories(of path: String) -> [String] {
        entries(of: path).filter(\.isDirectory).map(\.name)
    }

    /// The entries of `path` (`.` and `..` never; other names starting with `.` only when
    /// `includingHidden`) and whether each is a folder, in no particular order; empty when `path` can't
    /// be read. A symbolic link counts as the folder it leads to when `followingLinks`, else as a file
    /// (as Ruby's `Find` sees it).
    public static func entries(of path: String, includingHidden: Bool = false, followingLinks: Bool = true)
        -> [(name: String, isDirectory: Bool)]
    {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var result: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(directory) {
            let name = directoryEntryName(entry)
            if name.hasPrefix(".") && (!includingHidden || name == "." || name == "..") { continue }
            let type = entry.pointee.d_type
            let isDirectory: Bool
            if type == UInt8(DT_DIR) {
                isDirectory = true
            } else if type == UInt8(DT_UNKNOWN) || (type == UInt8(DT_LNK) && followingLinks) {
                var info = stat()
                let found = followingLinks ? stat(path + "/" + name, &info) : lstat(path + "/" + name, &info)
                isDirectory = found == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            } else {
                isDirectory = false
            }
            result.append((name, isDirectory))
        }
        return result
    }

    /// Whether `path` is an existing folder (symbolic links followed).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` itself is a folder, not a symbolic link to one (`lstat`).
    public static func isRealDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
