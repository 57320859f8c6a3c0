import CLibGit2

extension Repository {
    /// The index stored in the file `path`, e.g. the one git names in `GIT_INDEX_FILE` while it runs a
    /// pre-commit hook (`git commit -a` and `git commit PATH` commit a temporary index, not `.git/index`).
    public func index(file path: String) throws -> Index {
        var index: OpaquePointer?
        try check(git.index_open(&index, path), "git_index_open")
        guard let index else { throw GitError(kind: .notFound, message: "no index at \(path)") }
        return Index(owning: index, repository: self)
    }
}

extension Index {
    /// The paths whose staged content differs from HEAD's (added, modified, renamed or type-changed;
    /// deleted paths are left out), as `git diff --cached --name-only --diff-filter=d` lists them.
    public func stagedPaths() throws -> [String] {
        let head = try repository.head()
        let tree = try head.commit.map { try repository.commit($0).tree() }
        var diff: OpaquePointer?
        try check(
            git.diff_tree_to_index(&diff, repository.pointer, tree?.pointer, pointer, nil), "git_diff_tree_to_index")
        guard let diff else { return [] }
        defer { git.diff_free(diff) }
        return (0..<git.diff_num_deltas(diff)).compactMap { index in
            guard let delta = git.diff_get_delta(diff, index)?.pointee, delta.status != GIT_DELTA_DELETED else {
                return nil
            }
            return swiftString(delta.new_file.path)
        }
    }

    /// The content staged for `path` (relative to the work tree, `/`-separated), as `git show :path`
    /// prints it; nil when the index has no entry for `path` at stage 0 (untracked, removed or conflicted).
    public func stagedContents(of path: String) throws -> [UInt8]? {
        guard let entry = git.index_get_bypath(pointer, path, 0) else { return nil }
        var id = entry.pointee.id
        var blob: OpaquePointer?
        try check(git.blob_lookup(&blob, repository.pointer, &id), "git_blob_lookup")
        guard let blob else { throw GitError(kind: .notFound, message: "no blob staged for \(path)") }
        defer { git.blob_free(blob) }
        let size = Int(git.blob_rawsize(blob))
        guard size > 0, let raw = git.blob_rawcontent(blob) else { return [] }
        return Array(UnsafeRawBufferPointer(start: raw, count: size))
    }
}
