import CLibGit2

extension Repository {
    /// Deletes reference `name` (`git update-ref -d`); nothing happens when it doesn't exist. Used to
    /// return a branch to unborn when a rolled-back commit was its first.
    public func removeReference(_ name: String) throws {
        let result = git.reference_remove(pointer, name)
        if result == GIT_ENOTFOUND.rawValue { return }
        try check(result, "git_reference_remove")
    }
}

extension Repository {
    /// Creates reference `name` pointing at `commit` (`git update-ref name commit`), failing when it exists.
    public func createReference(_ name: String, pointingAt commit: OID, message: String) throws {
        var reference: OpaquePointer?
        var id = commit.raw
        try check(git.reference_create(&reference, pointer, name, &id, 0, message), "git_reference_create")
        git.reference_free(reference)
    }
}
