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
