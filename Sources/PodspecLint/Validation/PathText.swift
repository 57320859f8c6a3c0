import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Path helpers that only look at the text (no file system calls, so no symbolic links resolved).
enum PathText {
    /// `a/./b/../c` → `a/c`; a leading `..` that can't be removed is kept.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if component == "..", absolute {
                continue
            } else {
                parts.append(component)
            }
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether `path` itself is a symbolic link (`lstat`).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFLNK
    }
}
