#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folder listings that say what each entry is, through the checked walk of `ContainedRoot`.
extension ContainedRoot {
    /// One name in a folder and what it is there, links not followed.
    public struct ListedEntry: Equatable, Sendable {
        public let name: String
        /// What the entry itself is; nil for a symbolic link.
        public let kind: EntryKind?
        public var isLink: Bool { kind == nil }
    }

    /// The entries of the folder `relative` (links inside followed to reach it), each with its own kind
    /// (`lstat`: a link is reported as a link, never followed), without `.` and `..`.
    public func listing(of relative: String) throws(ContainmentError) -> [ListedEntry] {
        try withFolder(relative) { folder, _ throws(ContainmentError) in
            try Self.typedEntryNames(folder, display: relative).compactMap { name, type in
                guard let kind = type ?? Self.kind(of: name, in: folder) else { return nil }
                switch kind {
                case .directory: return ListedEntry(name: name, kind: .directory)
                case .file: return ListedEntry(name: name, kind: .file)
                case .link: return ListedEntry(name: name, kind: nil)
                case .other: return ListedEntry(name: name, kind: .other)
                }
            }
        }
    }

    /// The names of the folders in `relative` not starting with `.`, a link counted as the folder it
    /// leads to while it stays inside. Throws, naming it, for a link that leads outside.
    public func subfolders(of relative: String) throws(ContainmentError) -> [String] {
        var folders: [String] = []
        for entry in try listing(of: relative) where !entry.name.hasPrefix(".") {
            if entry.kind == .directory {
                folders.append(entry.name)
            } else if entry.isLink {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if try kind(of: path) == .directory { folders.append(entry.name) }
            }
        }
        return folders
    }
}
