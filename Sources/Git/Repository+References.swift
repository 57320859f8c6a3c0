import CLibGit2

extension Repository {
    /// Deletes reference `name` (`git update-ref -d`); nothing happens when it doesn't exist. Used to
    /// return a branch to unborn when a rolled-back commit was its first.
    public func removeReference(_ name: String) throws {
        let result = git_reference_remove(pointer, name)
        if result == GIT_ENOTFOUND.rawValue { return }
        try check(result, "git_reference_remove")
    }
}
