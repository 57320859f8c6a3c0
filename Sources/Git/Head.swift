import CLibGit2

/// Where HEAD points: a branch (possibly without commits yet) or a detached commit.
public struct Head: Sendable, Equatable {
    /// The commit HEAD resolves to; nil on an unborn branch (a repository without commits).
    public let commit: OID?
    /// The branch's short name (`main`), nil when HEAD is detached.
    public let branch: String?
    /// The full reference name (`refs/heads/main`), nil when HEAD is detached.
    public let reference: String?

    public var isDetached: Bool { reference == nil }
    public var isUnborn: Bool { commit == nil }
}
