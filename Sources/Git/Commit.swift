import CLibGit2

/// A commit read from a repository; owns a `git_commit` (and keeps its repository alive).
public final class Commit: RepositoryHandle {
    init(owning pointer: OpaquePointer, repository: Repository) {
        super.init(owning: pointer, repository: repository, free: git.commit_free)
    }

    public var id: OID {
        guard let oid = git.commit_id(pointer) else { return OID(git_oid()) }
        return OID(oid.pointee)
    }

    /// The full message, trailing newline included.
    public var message: String { swiftString(git.commit_message(pointer)) ?? "" }

    /// The first paragraph of the message, on one line.
    public var summary: String { swiftString(git.commit_summary(pointer)) ?? "" }

    public var author: SignatureInfo? { git.commit_author(pointer).map(SignatureInfo.init) }
    public var committer: SignatureInfo? { git.commit_committer(pointer).map(SignatureInfo.init) }

    public var treeID: OID {
        guard let oid = git.commit_tree_id(pointer) else { return OID(git_oid()) }
        return OID(oid.pointee)
    }

    public var parentIDs: [OID] {
        (0..<git.commit_parentcount(pointer)).compactMap { index in
            git.commit_parent_id(pointer, index).map { OID($0.pointee) }
        }
    }

    /// The commit's tree.
    public func tree() throws -> Tree {
        var tree: OpaquePointer?
        try check(git.commit_tree(&tree, pointer), "git_commit_tree")
        guard let tree else { throw GitError(kind: .notFound, message: "commit \(id) has no tree") }
        return Tree(owning: tree, repository: repository)
    }
}
