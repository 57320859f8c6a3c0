import Trust

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder held open so what is in it is reached with short relative paths (the kernel walks one or two
/// names instead of the ten of an absolute path: on a trunk-scale repo, a million stats; in a `Find.find`
/// over a large tree, 24,000 folders opened). Closed when released.
public final class OpenFolder: @unchecked Sendable {
    private var descriptor: Int32
    /// The folder's absolute path, for a folder opened to be walked (its children's fallback); empty otherwise.
    private let path: String
    /// How many folders below the walk's start this one is.
    private let depth: Int

    /// Below this depth a walked folder keeps its descriptor until its children are opened; deeper, it lets
    /// go once listed and its children are opened by path, so a walk never holds more descriptors than this.
    static let heldDepth = 64

    /// `relative` (a plain relative path) under the open folder `parent`; nil when it can't be opened or
    /// is a link (the last name is never followed unless `followingLinks`, as a path looked up is).
    public convenience init?(_ relative: String, in parent: Int32, followingLinks: Bool = false) {
        self.init(relative, at: parent, followingLinks: followingLinks, path: "", depth: 0)
    }

    /// The folder at the absolute `path`, to walk; nil when it can't be opened or is a link.
    public convenience init?(walking path: String) {
        self.init(path, at: AT_FDCWD, followingLinks: false, path: path, depth: 0)
    }

    /// `name` opened under the descriptor `parent` (`AT_FDCWD`: the working folder, or none for an absolute name).
    private init?(_ name: String, at parent: Int32, followingLinks: Bool, path: String, depth: Int) {
        descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        self.path = path
        self.depth = depth
        guard descriptor >= 0 else { return nil }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// The folder a walk enters: `name` in `parent`, or, without a parent, the walk's start at the absolute
    /// path `name`.
    public static func entered(_ name: String, in parent: OpenFolder?) -> OpenFolder? {
        guard let parent else { return OpenFolder(walking: name) }
        return parent.child(name)
    }

    /// The walked folder's child folder `name`, opened on this folder's descriptor; nil when it can't be
    /// opened or is a link (walks never enter links).
    public func child(_ name: String) -> OpenFolder? {
        let childPath = LexicalPath.child(name, of: path)
        return descriptor >= 0
            ? OpenFolder(name, at: descriptor, followingLinks: false, path: childPath, depth: depth + 1)
            : OpenFolder(childPath, at: AT_FDCWD, followingLinks: false, path: childPath, depth: depth + 1)
    }

    /// The folder's entries (`.` and `..` never; other names starting with `.` only when `includingHidden`)
    /// and whether each is a folder itself (a link to one is not), in no particular order; empty when the
    /// folder can't be listed. `getdents64` on the open descriptor: no `fstat` as `opendir` makes.
    public func entries(includingHidden: Bool) -> [(name: String, isDirectory: Bool)] {
        guard descriptor >= 0 else { return [] }
        defer { if depth >= Self.heldDepth { letGo() } }
        guard let listed = try? ContainedRoot.typedEntryNames(descriptor, display: path) else { return [] }
        var entries: [(name: String, isDirectory: Bool)] = []
        entries.reserveCapacity(listed.count)
        for (name, kind) in listed where includingHidden || !name.hasPrefix(".") {
            entries.append((name, kind.map { $0 == .directory } ?? isRealDirectory(name)))
        }
        return entries
    }

    /// Whether the entry `name` is a folder itself (`lstat`), for a listing that does not say.
    private func isRealDirectory(_ name: String) -> Bool {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private func letGo() {
        close(descriptor)
        descriptor = -1
    }

    /// The folder's own stamp.
    public var stamp: FileStamp? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
    }

    /// The stamp of `relative` in the folder (of the entry itself, never what a link leads to).
    public func stamp(of relative: String) -> FileStamp? {
        var info = stat()
        return fstatat(descriptor, relative, &info, AT_SYMLINK_NOFOLLOW) == 0 ? FileStamp(info) : nil
    }

    /// The stamp of what the NUL-terminated path `relative` in the folder leads to (links followed, as
    /// `FileStamp.of` follows them): no `String` made, for the 200,000 stamps of a trunk-scale search.
    public func stamp(following relative: UnsafePointer<CChar>) -> FileStamp? {
        var info = stat()
        return fstatat(descriptor, relative, &info, 0) == 0 ? FileStamp(info) : nil
    }
}
