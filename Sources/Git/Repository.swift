import CLibGit2

/// A git repository on disk; owns a `git_repository`. Not thread-safe: use one instance per thread.
public final class Repository {
    let pointer: OpaquePointer

    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        git.repository_free(pointer)
    }

    /// Opens the repository whose work tree (or git folder, for a bare one) is `path`; with
    /// `searchingParents`, the one containing `path`, like `git -C path` finds it.
    public static func open(at path: String, searchingParents: Bool = false) throws -> Repository {
        try LibGit2.ensureInitialized()
        var repository: OpaquePointer?
        let flags = searchingParents ? 0 : GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue
        try check(git.repository_open_ext(&repository, path, flags, nil), "git_repository_open")
        guard let repository else { throw GitError(kind: .notFound, message: "no repository at \(path)") }
        return Repository(owning: repository)
    }

    /// Creates an empty repository at `path` (`git init [--bare] [-b branch]`).
    public static func create(at path: String, bare: Bool = false, initialBranch: String? = nil) throws -> Repository {
        try LibGit2.ensureInitialized()
        var options = git_repository_init_options()
        try check(
            git.repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION)),
            "git_repository_init_options_init")
        options.flags = GIT_REPOSITORY_INIT_MKPATH.rawValue | (bare ? GIT_REPOSITORY_INIT_BARE.rawValue : 0)
        var repository: OpaquePointer?
        try withOptionalCString(initialBranch) { branch in
            options.initial_head = branch
            try check(git.repository_init_ext(&repository, path, &options), "git_repository_init_ext")
        }
        guard let repository else {
            throw GitError(kind: .failure, message: "could not create a repository at \(path)")
        }
        return Repository(owning: repository)
    }

    /// Whether the repository has no work tree.
    public var isBare: Bool { git.repository_is_bare(pointer) == 1 }

    /// The work tree's path with a trailing `/`, nil for a bare repository.
    public var workingDirectory: String? { swiftString(git.repository_workdir(pointer)) }

    /// The git folder's path (`.git/` or the bare repository itself) with a trailing `/`.
    public var gitDirectory: String { swiftString(git.repository_path(pointer)) ?? "" }

    /// The repository's configuration, for reading and writing.
    public func config() throws -> Config {
        var config: OpaquePointer?
        try check(git.repository_config(&config, pointer), "git_repository_config")
        guard let config else { throw GitError(kind: .notFound, message: "repository has no configuration") }
        return Config(owning: config)
    }

    /// The commit with id `id`.
    public func commit(_ id: OID) throws -> Commit {
        var raw = id.raw
        var commit: OpaquePointer?
        try check(git.commit_lookup(&commit, pointer, &raw), "git_commit_lookup")
        guard let commit else { throw GitError(kind: .notFound, message: "no commit \(id)") }
        return Commit(owning: commit, repository: self)
    }

    /// The object id a revision names (`HEAD`, `origin/main`, `v1.0^{commit}`, a hex id, …).
    public func resolve(_ revision: String) throws -> OID {
        var object: OpaquePointer?
        try check(git.revparse_single(&object, pointer, revision), "git_revparse_single")
        guard let object else { throw GitError(kind: .notFound, message: "revision \(revision) not found") }
        defer { git.object_free(object) }
        var peeled: OpaquePointer?
        if git.object_peel(&peeled, object, GIT_OBJECT_COMMIT) == 0, let peeled {
            defer { git.object_free(peeled) }
            if let id = git.object_id(peeled) { return OID(id.pointee) }
        }
        guard let id = git.object_id(object) else {
            throw GitError(kind: .notFound, message: "revision \(revision) has no id")
        }
        return OID(id.pointee)
    }

    /// Whether `descendant` has `ancestor` in its history (a commit is not its own descendant).
    public func isDescendant(_ descendant: OID, of ancestor: OID) throws -> Bool {
        var commit = descendant.raw
        var base = ancestor.raw
        return try check(git.graph_descendant_of(pointer, &commit, &base), "git_graph_descendant_of") == 1
    }

    /// The best common ancestor of two commits, nil when their histories are unrelated.
    public func mergeBase(_ one: OID, _ two: OID) throws -> OID? {
        var out = git_oid()
        var first = one.raw
        var second = two.raw
        let result = git.merge_base(&out, pointer, &first, &second)
        if result == GIT_ENOTFOUND.rawValue { return nil }
        try check(result, "git_merge_base")
        return OID(out)
    }
}
