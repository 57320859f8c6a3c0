import CLibGit2

/// A tree (a directory snapshot) read from a repository; owns a `git_tree`.
public final class Tree: RepositoryHandle {
    init(owning pointer: OpaquePointer, repository: Repository) {
        super.init(owning: pointer, repository: repository, free: git.tree_free)
    }

    public var id: OID {
        guard let oid = git.tree_id(pointer) else { return OID(git_oid()) }
        return OID(oid.pointee)
    }

    /// The names of the tree's direct entries, in git's order.
    public var entryNames: [String] {
        (0..<git.tree_entrycount(pointer)).compactMap { index in
            git.tree_entry_byindex(pointer, index).flatMap { swiftString(git.tree_entry_name($0)) }
        }
    }

    /// Whether `path` (e.g. `Specs/Foo/1.0/Foo.podspec`) names a file or folder in this tree.
    public func contains(path: String) -> Bool {
        var entry: OpaquePointer?
        guard git.tree_entry_bypath(&entry, pointer, path) == 0, let entry else { return false }
        git.tree_entry_free(entry)
        return true
    }
}
