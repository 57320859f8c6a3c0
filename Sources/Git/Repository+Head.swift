import CLibGit2

extension Repository {
    /// The current HEAD: its commit and branch.
    public func head() throws -> Head {
        var reference: OpaquePointer?
        let result = git.repository_head(&reference, pointer)
        if result == GIT_EUNBORNBRANCH.rawValue || result == GIT_ENOTFOUND.rawValue {
            // An unborn branch: HEAD is a symbolic reference to a branch that doesn't exist yet.
            var symbolic: OpaquePointer?
            try check(git.reference_lookup(&symbolic, pointer, "HEAD"), "git_reference_lookup")
            guard let symbolic else { throw GitError(kind: .notFound, message: "repository has no HEAD") }
            defer { git.reference_free(symbolic) }
            let target = swiftString(git.reference_symbolic_target(symbolic))
            return Head(commit: nil, branch: target.map(Self.shortBranchName), reference: target)
        }
        try check(result, "git_repository_head")
        guard let reference else { throw GitError(kind: .notFound, message: "repository has no HEAD") }
        defer { git.reference_free(reference) }
        let commit = git.reference_target(reference).map { OID($0.pointee) }
        if git.repository_head_detached(pointer) == 1 {
            return Head(commit: commit, branch: nil, reference: nil)
        }
        let name = swiftString(git.reference_name(reference))
        return Head(commit: commit, branch: name.map(Self.shortBranchName), reference: name)
    }

    static func shortBranchName(_ reference: String) -> String {
        reference.hasPrefix("refs/heads/") ? String(reference.dropFirst("refs/heads/".count)) : reference
    }
}
