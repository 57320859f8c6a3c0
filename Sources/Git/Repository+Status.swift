import CLibGit2

extension Repository {
    /// The paths that differ from HEAD: staged, unstaged and (unless excluded) untracked files, listed
    /// one by one inside untracked folders. Ignored files are never listed. With `paths`, only under
    /// those paths (folders or files, relative to the work tree), which is much faster in a big repo.
    public func status(includeUntracked: Bool = true, paths: [String] = []) throws -> [StatusEntry] {
        var options = git_status_options()
        try check(git.status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)), "git_status_options_init")
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
        var flags = GIT_STATUS_OPT_RENAMES_HEAD_TO_INDEX.rawValue | GIT_STATUS_OPT_SORT_CASE_SENSITIVELY.rawValue
        if includeUntracked {
            flags |= GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
        }
        options.flags = flags
        var list: OpaquePointer?
        try withStrArray(paths) { pathspec in
            if !paths.isEmpty { options.pathspec = pathspec.pointee }
            try check(git.status_list_new(&list, pointer, &options), "git_status_list_new")
        }
        guard let list else { return [] }
        defer { git.status_list_free(list) }
        var entries: [StatusEntry] = []
        for index in 0..<git.status_list_entrycount(list) {
            guard let entry = git.status_byindex(list, index)?.pointee else { continue }
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
