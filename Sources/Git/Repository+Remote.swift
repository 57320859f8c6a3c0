import CLibGit2
import Trust

extension Repository {
    /// Clones `url` into `path` (`git clone [--branch branch] url path`) and checks out `branch`, or the
    /// remote's default branch when nil. A clone of an empty repository is on an unborn branch named by
    /// `init.defaultBranch` (else `master`): libgit2 1.5 can't learn an empty remote's default branch.
    public static func clone(
        from url: String, to path: String, branch: String? = nil, bare: Bool = false,
        options: TransferOptions = TransferOptions()
    ) throws -> Repository {
        try VerboseLog.step("$ git clone \(redacted(url)) \(path)\(branch.map { " (branch \($0))" } ?? "")") {
            try cloneLogged(from: url, to: path, branch: branch, bare: bare, options: options)
        }
    }

    private static func cloneLogged(
        from url: String, to path: String, branch: String?, bare: Bool, options: TransferOptions
    ) throws -> Repository {
        try withRemoteCallbacks(options) { _, callbacks in
            var cloneOptions = git_clone_options()
            try check(
                git.clone_options_init(&cloneOptions, UInt32(GIT_CLONE_OPTIONS_VERSION)), "git_clone_options_init")
            cloneOptions.bare = bare ? 1 : 0
            cloneOptions.fetch_opts.callbacks = callbacks
            var repository: OpaquePointer?
            try withOptionalCString(branch) { branch in
                cloneOptions.checkout_branch = branch
                try check(git.clone(&repository, url, path, &cloneOptions), "git_clone")
            }
            guard let repository else {
                throw GitError(kind: .failure, message: "clone of \(redacted(url)) produced nothing")
            }
            return Repository(owning: repository)
        }
    }

    /// The remote named `name`.
    public func remote(named name: String = "origin") throws -> Remote {
        var remote: OpaquePointer?
        try check(git.remote_lookup(&remote, pointer, name), "git_remote_lookup")
        guard let remote else { throw GitError(kind: .notFound, message: "no remote named \(name)") }
        return Remote(owning: remote, repository: self)
    }

    /// Adds a remote (`git remote add name url`).
    @discardableResult
    public func addRemote(named name: String, url: String) throws -> Remote {
        var remote: OpaquePointer?
        try check(git.remote_create(&remote, pointer, name, url), "git_remote_create")
        guard let remote else { throw GitError(kind: .failure, message: "could not add remote \(name)") }
        return Remote(owning: remote, repository: self)
    }

    /// The URL of remote `name` (`git config --get remote.origin.url`), nil when there is no such remote.
    public func remoteURL(named name: String = "origin") throws -> String? {
        do {
            return try remote(named: name).url
        } catch let error as GitError where error.kind == .notFound || error.code == GIT_EINVALIDSPEC.rawValue {
            return nil
        }
    }

    /// Changes the URL of remote `name` (`git remote set-url name url`).
    public func setRemoteURL(_ url: String, forRemote name: String = "origin") throws {
        try check(git.remote_set_url(pointer, name, url), "git_remote_set_url")
    }

    /// Fetches remote `name` (`git fetch origin`), updating `refs/remotes/<name>/…`. While the current
    /// branch has no commits (a clone of an empty repository), HEAD is moved to the remote's default
    /// branch, as `git clone` would have named it.
    public func fetch(remote name: String = "origin", prune: Bool = false, options: TransferOptions = TransferOptions())
        throws
    {
        let remote = try remote(named: name)
        try remote.fetch(prune: prune, options: options)
        try adoptDefaultBranchIfUnborn(of: remote)
    }

    private func adoptDefaultBranchIfUnborn(of remote: Remote) throws {
        let head = try head()
        guard head.isUnborn else { return }
        var buffer = git_buf()
        defer { git.buf_dispose(&buffer) }
        guard git.remote_default_branch(&buffer, remote.pointer) == 0, let branch = swiftString(buffer.ptr),
            branch.hasPrefix("refs/heads/"), branch != head.reference
        else { return }
        try check(git.repository_set_head(pointer, branch), "git_repository_set_head")
    }

    /// Pushes `branch` (the current branch when nil) to the branch of the same name on remote `name`
    /// (`git push origin HEAD`). See `Remote.push(refspecs:options:)` for the errors.
    public func push(
        branch: String? = nil, to name: String = "origin", force: Bool = false,
        options: TransferOptions = TransferOptions()
    ) throws {
        guard let branch = try branch ?? head().branch else {
            throw GitError(kind: .failure, message: "HEAD is detached: name the branch to push")
        }
        let reference = branch.hasPrefix("refs/") ? branch : "refs/heads/\(branch)"
        try remote(named: name).push(refspecs: ["\(force ? "+" : "")\(reference):\(reference)"], options: options)
    }
}
