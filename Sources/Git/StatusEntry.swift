import CLibGit2

/// How a path differs from HEAD (in the index) and from the index (in the work tree).
public struct FileStatus: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let indexNew = FileStatus(rawValue: GIT_STATUS_INDEX_NEW.rawValue)
    public static let indexModified = FileStatus(rawValue: GIT_STATUS_INDEX_MODIFIED.rawValue)
    public static let indexDeleted = FileStatus(rawValue: GIT_STATUS_INDEX_DELETED.rawValue)
    public static let indexRenamed = FileStatus(rawValue: GIT_STATUS_INDEX_RENAMED.rawValue)
    public static let indexTypeChange = FileStatus(rawValue: GIT_STATUS_INDEX_TYPECHANGE.rawValue)
    /// Untracked.
    public static let workTreeNew = FileStatus(rawValue: GIT_STATUS_WT_NEW.rawValue)
    public static let workTreeModified = FileStatus(rawValue: GIT_STATUS_WT_MODIFIED.rawValue)
    public static let workTreeDeleted = FileStatus(rawValue: GIT_STATUS_WT_DELETED.rawValue)
    public static let workTreeTypeChange = FileStatus(rawValue: GIT_STATUS_WT_TYPECHANGE.rawValue)
    public static let workTreeRenamed = FileStatus(rawValue: GIT_STATUS_WT_RENAMED.rawValue)
    public static let ignored = FileStatus(rawValue: GIT_STATUS_IGNORED.rawValue)
    public static let conflicted = FileStatus(rawValue: GIT_STATUS_CONFLICTED.rawValue)

    /// Any change staged in the index.
    public static let staged: FileStatus = [.indexNew, .indexModified, .indexDeleted, .indexRenamed, .indexTypeChange]

    /// A file git doesn't track yet.
    public var isUntracked: Bool { contains(.workTreeNew) && isDisjoint(with: .staged) }
}

/// One changed, untracked or conflicted path, as `git status --porcelain` lists it.
public struct StatusEntry: Sendable, Hashable {
    /// The path relative to the work tree (the new path of a rename).
    public let path: String
    public let status: FileStatus

    public init(path: String, status: FileStatus) {
        self.path = path
        self.status = status
    }
}

extension Repository {
    /// The paths that differ from HEAD: staged, unstaged and (unless excluded) untracked files, listed
    /// one by one inside untracked folders. Ignored files are never listed.
    public func status(includeUntracked: Bool = true) throws -> [StatusEntry] {
        var options = git_status_options()
        try check(git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)), "git_status_options_init")
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
        var flags = GIT_STATUS_OPT_RENAMES_HEAD_TO_INDEX.rawValue | GIT_STATUS_OPT_SORT_CASE_SENSITIVELY.rawValue
        if includeUntracked {
            flags |= GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
        }
        options.flags = flags
        var list: OpaquePointer?
        try check(git_status_list_new(&list, pointer, &options), "git_status_list_new")
        guard let list else { return [] }
        defer { git_status_list_free(list) }
        var entries: [StatusEntry] = []
        for index in 0..<git_status_list_entrycount(list) {
            guard let entry = git_status_byindex(list, index)?.pointee else { continue }
            let delta = entry.index_to_workdir ?? entry.head_to_index
            guard let delta,
                let path = swiftString(delta.pointee.new_file.path) ?? swiftString(delta.pointee.old_file.path)
            else { continue }
            entries.append(StatusEntry(path: path, status: FileStatus(rawValue: entry.status.rawValue)))
        }
        return entries
    }

    /// Whether nothing differs from HEAD (`git status --porcelain` prints nothing).
    public func isClean(includeUntracked: Bool = true) throws -> Bool {
        try status(includeUntracked: includeUntracked).isEmpty
    }
}
