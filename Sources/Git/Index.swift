import CLibGit2

/// The staging area of a repository (or an in-memory index from a cherry-pick); owns a `git_index`.
public final class Index: RepositoryHandle {
    init(owning pointer: OpaquePointer, repository: Repository) {
        super.init(owning: pointer, repository: repository, free: git.index_free)
    }

    /// The number of staged entries.
    public var count: Int { git.index_entrycount(pointer) }

    /// Whether a merge or cherry-pick left conflicts in the index.
    public var hasConflicts: Bool { git.index_has_conflicts(pointer) == 1 }

    /// Stages `paths` like `git add <paths>`: files, or folders with everything in them, new,
    /// modified and deleted files alike. Ignored files are left out. Writes the index to disk.
    public func add(paths: [String]) throws {
        try withStrArray(paths) { pathspec in
            try check(
                git.index_add_all(pointer, pathspec, GIT_INDEX_ADD_DEFAULT.rawValue, nil, nil), "git_index_add_all")
            try check(git.index_update_all(pointer, pathspec, nil, nil), "git_index_update_all")
        }
        try write()
    }

    /// Stages the files at `files` (relative to the work tree) as they are on disk, one by one, without
    /// scanning the rest of the work tree. Writes the index to disk.
    public func add(files: [String]) throws {
        for file in files {
            try check(git.index_add_bypath(pointer, file), "git_index_add_bypath")
        }
        try write()
    }

    /// Stages every change in the work tree (`git add -A`). Writes the index to disk.
    public func addAll() throws {
        try add(paths: ["*"])
    }

    /// Unstages and untracks `paths` (`git rm --cached`). Writes the index to disk.
    public func remove(paths: [String]) throws {
        try withStrArray(paths) { pathspec in
            try check(git.index_remove_all(pointer, pathspec, nil, nil), "git_index_remove_all")
        }
        try write()
    }

    /// Unstages everything (an empty index, as on an unborn branch). Writes the index to disk.
    public func clear() throws {
        try check(git.index_clear(pointer), "git_index_clear")
        try write()
    }

    /// Saves the index to `.git/index`.
    public func write() throws {
        try check(git.index_write(pointer), "git_index_write")
    }

    /// Writes the index's content as tree objects into the repository and returns the root tree's id.
    public func writeTree() throws -> OID {
        var oid = git_oid()
        try check(git.index_write_tree_to(&oid, pointer, repository.pointer), "git_index_write_tree_to")
        return OID(oid)
    }
}
