import CLibGit2

extension Repository {
    /// Moves the current branch to `commit` and makes the index and work tree match it, discarding
    /// every uncommitted change to tracked files (`git reset --hard <commit>`). Untracked files stay.
    /// Used to roll back a failed push.
    public func resetHard(to commit: OID) throws {
        try reset(to: commit, kind: GIT_RESET_HARD)
    }

    /// Moves the current branch to `commit`, keeping the index and work tree (`git reset --soft`).
    public func resetSoft(to commit: OID) throws {
        try reset(to: commit, kind: GIT_RESET_SOFT)
    }

    private func reset(to commit: OID, kind: git_reset_t) throws {
        var raw = commit.raw
        var object: OpaquePointer?
        try check(git.object_lookup(&object, pointer, &raw, GIT_OBJECT_COMMIT), "git_object_lookup")
        guard let object else { throw GitError(kind: .notFound, message: "no commit \(commit)") }
        defer { git.object_free(object) }
        var options = git_checkout_options()
        try check(
            git.checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)), "git_checkout_options_init")
        options.checkout_strategy = GIT_CHECKOUT_FORCE.rawValue
        try check(git.reset(pointer, object, kind, &options), "git_reset")
    }
}
