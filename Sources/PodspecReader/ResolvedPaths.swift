import Foundation
import Synchronization
import Trust

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
    private static let folders = Mutex<[String: String]>([:])

    /// The most folders kept; the table starts over past it (a trunk-scale run reads many folders once each).
    static let capacity = 16_384

    /// `path` (absolute, standardized) with every symlink in its existing part resolved; the part that does not
    /// exist (from the first missing component, or one under a file) is appended as written.
    static func resolve(_ path: String) -> String {
        var below: [String] = []  // the components under `known`, deepest first
        var written = path
        let known: String = folders.withLock { folders in
            while written != "/" {
                if let real = folders[written] { return real }
                below.append(LexicalPath.lastComponent(of: written))
                written = LexicalPath.parent(of: written)
            }
            return "/"
        }
        var real = known
        var resolvedFolders: [(written: String, real: String)] = []
        while let name = below.popLast() {
            written = LexicalPath.child(name, of: written)
            guard let next = step(into: real, name) else {
                below.append(name)
                break
            }
            real = next.real
            // Any level's answer is right to keep; folders are the ones later paths start from.
            if next.isFolder || !below.isEmpty { resolvedFolders.append((written, real)) }
        }
        if !resolvedFolders.isEmpty { remember(resolvedFolders) }
        return below.reversed().reduce(real) { LexicalPath.child($1, of: $0) }
    }

    /// The entry `name` of the real folder `folder`, resolved: nil when it does not exist (or is a dangling or
    /// looping symlink, which `realpath` refuses).
    private static func step(into folder: String, _ name: String) -> (real: String, isFolder: Bool)? {
        let entry = LexicalPath.child(name, of: folder)
        var info = stat()
        guard lstat(entry, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            guard let pointer = realpath(entry, nil) else { return nil }
            defer { free(pointer) }
            return (String(cString: pointer), false)
        case S_IFDIR: return (entry, true)
        default: return (entry, false)
        }
    }

    private static func remember(_ resolved: [(written: String, real: String)]) {
        folders.withLock { folders in
            if folders.count + resolved.count > capacity { folders.removeAll(keepingCapacity: true) }
            for (written, real) in resolved { folders[written] = real }
        }
    }
}
