import CSystemCalls
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder that every path built from outside data (pod names, versions, URLs, archive entries, index
/// lines, cache keys) must stay inside: the one checked way such a path is read, written, listed or removed.
///
/// Names are checked first (no `..`, no absolute path, no NUL or line break). Then every operation walks
/// the path one component at a time from an open handle on the root (`openat` with `O_NOFOLLOW`), so
/// there is no gap between a check and its use for a swapped-in link to slip through. A symbolic link met
/// on the way is resolved by this code, not the kernel, and refused when it leads outside the root; a
/// final link is never written through.
public struct ContainedRoot: Sendable, Equatable {
    /// The root, absolute, with its own symbolic links resolved.
    public let path: String

    /// The most symbolic links one path may pass through (Linux's own limit).
    public static let maximumLinks = 40
    /// The deepest folder tree `remove` walks.
    public static let maximumDepth = 256

    /// A root at the existing folder `path`.
    public init(_ path: String) throws(ContainmentError) {
        guard let real = realpath(path, nil) else {
            throw ContainmentError(.notFound, path: path, message: "The folder `\(path)` does not exist.")
        }
        defer { free(real) }
        self.path = String(cString: real)
        guard Self.lstatKind(self.path) == .directory else {
            throw ContainmentError(.wrongType, path: path, message: "`\(path)` is not a folder.")
        }
    }

    // MARK: Names

    /// Checks one path component taken from outside data (a pod name, a version, a repo name).
    public static func checkComponent(_ name: String) throws(ContainmentError) {
        let problem: String?
        if name.isEmpty {
            problem = "is empty"
        } else if name == "." || name == ".." {
            problem = "is `\(name)`"
        } else if name.utf8.contains(where: { $0 == UInt8(ascii: "/") }) {
            problem = "contains `/`"
        } else if name.utf8.contains(where: { $0 == 0 || $0 == 10 || $0 == 13 }) {
            problem = "contains a NUL or line-break character"
        } else {
            problem = nil
        }
        if let problem {
            throw ContainmentError(
                .invalidName, path: name,
                message: "The name `\(printable(name))` \(problem); a single file name is needed.")
        }
    }

    /// The components of a relative path taken from outside data (`a/./b/` → `["a", "b"]`); refuses
    /// absolute paths, `..`, NUL and line breaks. An empty result names the root itself.
    public static func components(of relative: String) throws(ContainmentError) -> [String] {
        if relative.hasPrefix("/") {
            throw ContainmentError(
                .invalidName, path: relative,
                message: "The path `\(printable(relative))` is absolute; a relative path is needed.")
        }
        var result: [String] = []
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            let component = String(part)
            if component == ".." {
                throw ContainmentError(
                    .escapes, path: relative,
                    message: "The path `\(printable(relative))` climbs out with `..`; refused.")
            }
            try checkComponent(component)
            result.append(component)
        }
        return result
    }

    /// The absolute path of checked `components` under the root, for display and for APIs that take a path.
    /// Reading or writing through it bypasses the walk: use the methods of this type for that.
    public func absolute(_ components: [String]) -> String {
        components.isEmpty ? path : path + "/" + components.joined(separator: "/")
    }

    /// The components of an absolute path that lies (lexically) under the root, or nil.
    public func components(ofAbsolute absolutePath: String) -> [String]? {
        if absolutePath == path { return [] }
        let prefix = path == "/" ? "/" : path + "/"
        guard absolutePath.hasPrefix(prefix) else { return nil }
        return try? Self.components(of: String(absolutePath.dropFirst(prefix.count)))
    }

    /// `text` with control characters shown as `\u{…}` escapes, for messages.
    static func printable(_ text: String) -> String {
        PrintableText.escaped(text)
    }

    // MARK: Walking

    /// Where a walk ended: an open folder and, unless the path named that folder itself, the last name
    /// in it (not opened, not checked for existence).
    struct Location {
        let folder: Int32
        let name: String?
        /// The real components of the folder under the root (links resolved).
        let folderComponents: [String]
        /// The first folder the walk created (`createFolders`), relative to the root; nil when none.
        var firstCreated: String? = nil
    }

    /// Walks `components` from the root. Folders on the way are opened without following links; a link
    /// is resolved here and must stay inside. The final name is resolved too when `followFinalLink`.
    /// With `createFolders`, missing folders on the way are made (mode 0755). The caller closes `folder`.
    func walk(_ components: [String], followFinalLink: Bool, createFolders: Bool = false, display: String)
        throws(ContainmentError) -> Location
    {
        var resolved: [String] = []
        var firstCreated: String?
        var current = try openRoot()
        var pending = components[...]
        var links = 0
        func fail(_ kind: ContainmentError.Kind, _ message: String) -> ContainmentError {
            close(current)
            return ContainmentError(kind, path: display, message: message)
        }
        while let component = pending.popFirst() {
            if component == "." { continue }
            if component == ".." {
                guard !resolved.isEmpty else {
                    throw fail(
                        .escapes, "`\(Self.printable(display))` leads outside `\(path)` through a link; refused.")
                }
                resolved.removeLast()
                close(current)
                current = try reopen(resolved, display: display)
                continue
            }
            let isFinal = pending.isEmpty
            if isFinal && !followFinalLink {
                return Location(
                    folder: current, name: component, folderComponents: resolved, firstCreated: firstCreated)
            }
            var info = stat()
            let found = fstatat(current, component, &info, AT_SYMLINK_NOFOLLOW) == 0
            if found && (info.st_mode & S_IFMT) == S_IFLNK {
                links += 1
                guard links <= Self.maximumLinks else {
                    throw fail(.link, "`\(Self.printable(display))` passes through too many symbolic links.")
                }
                guard let target = Self.readLink(at: current, component) else {
                    throw fail(.system(errno), "Could not read the link `\(Self.printable(display))`.")
                }
                if target.hasPrefix("/") {
                    guard let inside = Self.lexicalComponents(target, under: path) else {
                        throw fail(
                            .escapes,
                            "`\(Self.printable(display))` is a link to `\(Self.printable(target))`, outside `\(path)`; refused."
                        )
                    }
                    resolved = []
                    close(current)
                    current = try openRoot()
                    pending = (inside + pending)[...]
                } else {
                    pending = (target.split(separator: "/").map(String.init) + pending)[...]
                }
                continue
            }
            if isFinal {
                return Location(
                    folder: current, name: component, folderComponents: resolved, firstCreated: firstCreated)
            }
            if !found && createFolders {
                if mkdirat(current, component, 0o755) == 0 {
                    if firstCreated == nil { firstCreated = (resolved + [component]).joined(separator: "/") }
                } else if errno != EEXIST {
                    let code = errno
                    throw fail(.system(code), "Could not create `\(Self.printable(display))`: \(Self.reason(code)).")
                }
            }
            let next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let code = errno
                if code == ENOENT { throw fail(.notFound, "`\(Self.printable(display))` does not exist.") }
                if code == ENOTDIR {
                    throw fail(.wrongType, "`\(Self.printable(display))`: `\(component)` is not a folder.")
                }
                if code == ELOOP {
                    throw fail(
                        .link,
                        "`\(Self.printable(display))`: `\(component)` was replaced by a link while in use; refused.")
                }
                throw fail(.system(code), "Could not open `\(Self.printable(display))`: \(Self.reason(code)).")
            }
            close(current)
            current = next
            resolved.append(component)
        }
        return Location(folder: current, name: nil, folderComponents: resolved, firstCreated: firstCreated)
    }

    /// `components` opened in one system call that passes through no symbolic link at all (`openat2` with
    /// `RESOLVE_NO_SYMLINKS`), from the root's real path: the checked names and a path without links
    /// cannot lead outside, so this is the walk's answer whenever it answers. Nil when the call fails for
    /// any reason (a link on the way, nothing there, no `openat2` in this kernel): the caller walks, which
    /// follows the links that stay inside and words the refusal.
    func openWithoutLinks(_ components: [String], flags: Int32) -> Int32? {
        guard !components.isEmpty, Self.kernelOpensWithoutLinks.load(ordering: .relaxed) else { return nil }
        let descriptor = podspec_open_without_links(AT_FDCWD, absolute(components), flags)
        if descriptor >= 0 { return descriptor }
        if errno == ENOSYS || errno == EPERM { Self.kernelOpensWithoutLinks.store(false, ordering: .relaxed) }
        return nil
    }

    /// False once `openat2` turned out to be missing (an old kernel, a seccomp filter): only walks then.
    private static let kernelOpensWithoutLinks = Atomic<Bool>(true)

    private func openRoot() throws(ContainmentError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw ContainmentError(
                .system(code), path: path, message: "Could not open `\(path)`: \(Self.reason(code)).")
        }
        return descriptor
    }

    private func reopen(_ components: [String], display: String) throws(ContainmentError) -> Int32 {
        var current = try openRoot()
        for component in components {
            let next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(current)
            guard next >= 0 else {
                throw ContainmentError(
                    .link, path: display,
                    message: "`\(Self.printable(display))` changed while in use; refused (\(Self.reason(code))).")
            }
            current = next
        }
        return current
    }

    /// `target`'s components under `root` when it lies there lexically (`..` resolved as text).
    static func lexicalComponents(_ target: String, under root: String) -> [String]? {
        var parts: [String] = []
        for part in target.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(String(part))
            }
        }
        let rootParts = root.split(separator: "/").map(String.init)
        guard parts.count >= rootParts.count, Array(parts.prefix(rootParts.count)) == rootParts else { return nil }
        return Array(parts.dropFirst(rootParts.count))
    }

    static func readLink(at folder: Int32, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// What an entry is itself (a link is not what it leads to).
    public enum Kind: Sendable { case directory, file, link, other }

    static func lstatKind(_ path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return kind(info.st_mode)
    }

    static func kind(_ mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case S_IFLNK: return .link
        default: return .other
        }
    }
}
