#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole folder tree listed at once through the checked walk of `ContainedRoot`: one walk to the
/// folder, then one open handle per folder below it (never a walk from the root per folder), which is
/// what makes a 500,000-podspec spec repo affordable to list.
extension ContainedRoot {
    /// One entry of a tree: its path relative to the folder listed, and what it is itself (nil for a
    /// symbolic link, which is listed, never followed).
    public struct TreeEntry: Equatable, Sendable {
        public let relative: String
        public let kind: EntryKind?

        public init(relative: String, kind: EntryKind?) {
            self.relative = relative
            self.kind = kind
        }
    }

    /// Every entry under the folder `relative` (links inside followed to reach it), folders before what
    /// they hold, names starting with `.` skipped (and not entered), at most `maximumDepth` deep; `direct`
    /// says whether the folder was reached without following a link.
    public func tree(of relative: String) throws(ContainmentError) -> (entries: [TreeEntry], direct: Bool) {
        let components = try Self.components(of: relative)
        return try withFolder(relative) { folder, real throws(ContainmentError) in
            var entries: [TreeEntry] = []
            try Self.collectTree(in: folder, prefix: "", depth: 0, into: &entries, display: relative)
            return (entries, real == components)
        }
    }

    private static func collectTree(
        in folder: Int32, prefix: String, depth: Int, into entries: inout [TreeEntry], display: String
    ) throws(ContainmentError) {
        guard depth < maximumDepth else {
            throw ContainmentError(.tooLarge, path: display, message: "`\(printable(display))` is nested too deeply.")
        }
        for (name, type) in try typedEntryNames(folder, display: display) where !name.hasPrefix(".") {
            let path = prefix.isEmpty ? name : prefix + "/" + name
            switch type ?? kind(of: name, in: folder) {
            case .directory:
                entries.append(TreeEntry(relative: path, kind: .directory))
                let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { continue }
                defer { close(child) }
                try collectTree(in: child, prefix: path, depth: depth + 1, into: &entries, display: display)
            case .file: entries.append(TreeEntry(relative: path, kind: .file))
            case .link: entries.append(TreeEntry(relative: path, kind: nil))
            case .other: entries.append(TreeEntry(relative: path, kind: .other))
            case nil: continue
            }
        }
    }

    /// What the entry `name` of an open folder is itself (`lstat`), nil when it is gone.
    static func kind(of name: String, in folder: Int32) -> Kind? {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? kind(info.st_mode) : nil
    }
}
