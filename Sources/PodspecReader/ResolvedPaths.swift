import Foundation
import Synchronization

/// Paths with their symlinks resolved, the answer glibc's `realpath` gives, found one component at a time from
/// the nearest folder already resolved in this process.
///
/// `realpath` asks the kernel about every component of a path (`readlink` on each), so a podspec's folder, its
/// ancestors and each file it reads cost a system call per level every time: 1,800 calls for the 45 podspecs of
/// `lint-1000` that read files. Folders once resolved are kept here, so a new path costs one `lstat` per level
/// below its nearest known folder. A component that is a symlink is still resolved by `realpath` as a whole.
/// The folders are taken as they were when first resolved: a folder turned into a symlink later in the same
/// process is not noticed, the same race a check followed by an `open` has anyway.
enum ResolvedPaths {
    /// Folders resolved so far: the standardized path as written → the real path.
    private static let folders = Mutex([Substring: String](minimumCapacity: 256))

    /// The most folders kept; the table starts over past it (a trunk-scale run reads many folders once each).
    static let capacity = 16_384

    /// `path` (absolute, standardized) with every symlink in its existing part resolved; the part that does not
    /// exist (from the first missing component, or one under a file) is appended as written.
    static func resolve(_ path: String) -> String {
        guard path != "/" else { return path }
        // Where each of `path`'s prefixes ends, `/a` then `/a/b` … then `path`: its folders, nearest last.
        let ends = prefixEnds(path)
        var level = ends.count  // the prefixes below `level` are resolved
        let known: String = folders.withLock { folders in
            while level > 0 {
                if let real = folders[path[..<ends[level - 1]]] { return real }
                level -= 1
            }
            return "/"
        }
        var real = known
        var resolvedFolders: [(written: Substring, real: String)] = []
        var link: (written: Substring, real: String)? = nil  // a link kept once something resolves under it
        while level < ends.count {
            let nameStart = path.utf8.index(after: level == 0 ? path.startIndex : ends[level - 1])
            guard let next = step(into: real, path[nameStart..<ends[level]]) else { break }
            if let folder = link.take() { resolvedFolders.append(folder) }
            real = next.real
            level += 1
            // Only folders are kept (a file or a link to one can be replaced by a link and is asked again).
            switch next.kind {
            case .folder: resolvedFolders.append((path[..<ends[level - 1]], real))
            case .link: link = (path[..<ends[level - 1]], real)
            case .other: break
            }
        }
        if !resolvedFolders.isEmpty { remember(resolvedFolders) }
        guard level < ends.count else { return real }
        let missing = path[(level == 0 ? path.startIndex : ends[level - 1])...]  // from its `/`
        return real == "/" ? String(missing) : real + missing
    }

    /// The end of each prefix of `path` (absolute, not `/`) that names a folder or the path: before each `/`
    /// but the first, and the end.
    private static func prefixEnds(_ path: String) -> [String.Index] {
        var path = path
        let offsets = path.withUTF8 { bytes in
            (1..<bytes.count).filter { bytes[$0] == UInt8(ascii: "/") } + [bytes.count]
        }
        let utf8 = path.utf8
        return offsets.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// What an entry is, as `lstat` tells it.
    private enum EntryKind { case folder, link, other }

    /// The entry `name` of the real folder `folder`, resolved: nil when it does not exist (or is a dangling or
    /// looping symlink, which `realpath` refuses).
    private static func step(into folder: String, _ name: Substring) -> (real: String, kind: EntryKind)? {
        var entry = folder == "/" ? "" : folder
        entry.reserveCapacity(entry.utf8.count + 1 + name.utf8.count)
        entry.append("/")
        entry.append(contentsOf: name)
        var info = stat()
        guard lstat(entry, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            guard let pointer = realpath(entry, nil) else { return nil }
            defer { free(pointer) }
            return (String(cString: pointer), .link)
        case S_IFDIR: return (entry, .folder)
        default: return (entry, .other)
        }
    }

    /// Keeps `resolved`, each written path copied out of the path it is part of.
    private static func remember(_ resolved: [(written: Substring, real: String)]) {
        folders.withLock { folders in
            if folders.count + resolved.count > capacity { folders.removeAll(keepingCapacity: true) }
            for (written, real) in resolved { folders[Substring(String(written))] = real }
        }
    }
}
