import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fast folder listings with `readdir` (no per-entry `stat` unless the file system hides the type).
enum DirectoryListing {
    /// The names of the folders in `path` that don't start with `.`, in no particular order; empty
    /// when `path` can't be read.
    static func subdirectories(of path: String) -> [String] {
        entries(of: path).filter(\.isDirectory).map(\.name)
    }

    /// The visible entries of `path` (names not starting with `.`) and whether each is a folder
    /// (symbolic links followed).
    static func entries(of path: String) -> [(name: String, isDirectory: Bool)] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var result: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            let type = entry.pointee.d_type
            let isDirectory: Bool
            if type == UInt8(DT_DIR) {
                isDirectory = true
            } else if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) {
                var info = stat()
                isDirectory = stat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            } else {
                isDirectory = false
            }
            result.append((name, isDirectory))
        }
        return result
    }

    /// Whether `path` is an existing folder.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
