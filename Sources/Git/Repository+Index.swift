import CLibGit2

extension Repository {
    /// The repository's index, read from disk.
    public func index() throws -> Index {
        var index: OpaquePointer?
        try check(git.repository_index(&index, pointer), "git_repository_index")
        guard let index else { throw GitError(kind: .notFound, message: "repository has no index") }
        return Index(owning: index, repository: self)
    }

    /// Stages `paths` like `git add <paths>` (see `Index.add(paths:)`).
    public func add(paths: [String]) throws {
        try index().add(paths: paths)
    }
}
