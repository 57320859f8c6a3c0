import CLibGit2
import Trust

/// A remote: a named one of a repository (`origin`) or a bare URL; owns a `git_remote`.
public final class Remote {
    let pointer: OpaquePointer
    /// The repository the remote belongs to (libgit2 requires it to outlive the remote); nil for a bare URL.
    let repository: Repository?

    init(owning pointer: OpaquePointer, repository: Repository?) {
        self.pointer = pointer
        self.repository = repository
    }

    deinit {
        git.remote_free(pointer)
    }

    /// A remote for `url` outside any repository, for listing its references.
    public convenience init(url: String) throws {
        try LibGit2.ensureInitialized()
        var remote: OpaquePointer?
        try check(git.remote_create_detached(&remote, url), "git_remote_create_detached")
        guard let remote else { throw GitError(kind: .failure, message: "could not create a remote for \(url)") }
        self.init(owning: remote, repository: nil)
    }

    /// The remote's name, nil for a bare URL.
    public var name: String? { swiftString(git.remote_name(pointer)) }

    /// The fetch URL as configured, credentials included: print `redacted(url)`.
    public var url: String? { swiftString(git.remote_url(pointer)) }

    /// The references the remote advertises (`git ls-remote <url>`), without fetching anything.
    public func listReferences(options: TransferOptions = TransferOptions()) throws -> RemoteReferences {
        try VerboseLog.step("$ git ls-remote \(logged)") { try listReferencesLogged(options: options) }
    }

    private func listReferencesLogged(options: TransferOptions) throws -> RemoteReferences {
        try withRemoteCallbacks(options) { _, callbacks in
            var callbacks = callbacks
            try check(git.remote_connect(pointer, GIT_DIRECTION_FETCH, &callbacks, nil, nil), "git_remote_connect")
            defer { _ = git.remote_disconnect(pointer) }
            var heads: UnsafeMutablePointer<UnsafePointer<git_remote_head>?>?
            var count = 0
            try check(git.remote_ls(&heads, &count, pointer), "git_remote_ls")
            var references: [RemoteReference] = []
            for index in 0..<count {
                guard let head = heads?[index]?.pointee, let name = swiftString(head.name) else { continue }
                references.append(
                    RemoteReference(name: name, id: OID(head.oid), symbolicTarget: swiftString(head.symref_target)))
            }
            return RemoteReferences(references)
        }
    }

    /// Lists the references of `url` without a clone (`git ls-remote <url>`).
    public static func listReferences(at url: String, options: TransferOptions = TransferOptions()) throws
        -> RemoteReferences
    {
        try Remote(url: url).listReferences(options: options)
    }

    /// Downloads what the remote has and updates the remote-tracking references (`git fetch <remote>`),
    /// using the configured refspecs unless `refspecs` is given.
    public func fetch(refspecs: [String] = [], prune: Bool = false, options: TransferOptions = TransferOptions()) throws
    {
        try VerboseLog.step("$ git fetch \(logged)\(refspecs.map { " " + $0 }.joined())") {
            try fetchLogged(refspecs: refspecs, prune: prune, options: options)
        }
    }

    private func fetchLogged(refspecs: [String], prune: Bool, options: TransferOptions) throws {
        try withRemoteCallbacks(options) { _, callbacks in
            var fetchOptions = git_fetch_options()
            try check(
                git.fetch_options_init(&fetchOptions, UInt32(GIT_FETCH_OPTIONS_VERSION)), "git_fetch_options_init")
            fetchOptions.callbacks = callbacks
            fetchOptions.prune = prune ? GIT_FETCH_PRUNE : GIT_FETCH_PRUNE_UNSPECIFIED
            if refspecs.isEmpty {
                try check(git.remote_fetch(pointer, nil, &fetchOptions, nil), "git_remote_fetch")
            } else {
                try withStrArray(refspecs) { array in
                    try check(git.remote_fetch(pointer, array, &fetchOptions, nil), "git_remote_fetch")
                }
            }
        }
    }

    /// Uploads `refspecs` (`refs/heads/main:refs/heads/main`, `+` to force) like `git push`. Throws
    /// `.nonFastForward` when the remote has commits the local branch lacks (fetch, `integrate`, push
    /// again), `.rejected` with the server's message per reference when the server refuses otherwise.
    public func push(refspecs: [String], options: TransferOptions = TransferOptions()) throws {
        try VerboseLog.step("$ git push \(logged) \(refspecs.joined(separator: " "))") {
            try pushLogged(refspecs: refspecs, options: options)
        }
    }

    /// The remote as `--verbose` names it: `origin (https://***@host/specs.git)`, credentials redacted.
    private var logged: String {
        let location = redacted(url ?? "?")
        return name.map { "\($0) (\(location))" } ?? location
    }

    private func pushLogged(refspecs: [String], options: TransferOptions) throws {
        let updates = refspecs.compactMap(LocalUpdate.init)
        if let repository, let path = url.flatMap(Self.localPath(of:)), updates.count == refspecs.count {
            try pushLocally(updates, from: repository, to: path)
            return
        }
        try withRemoteCallbacks(options) { context, callbacks in
            var pushOptions = git_push_options()
            try check(git.push_options_init(&pushOptions, UInt32(GIT_PUSH_OPTIONS_VERSION)), "git_push_options_init")
            pushOptions.callbacks = callbacks
            try withStrArray(refspecs) { array in
                try check(git.remote_push(pointer, array, &pushOptions), "git_remote_push")
            }
            guard !context.rejections.isEmpty else { return }
            let staleMarkers = [
                "non-fast-forward", "fetch first", "stale info", "failed to update ref", "cannot lock ref",
                "failed to create locked file",
            ]
            let isNonFastForward = context.rejections.allSatisfy { rejection in
                staleMarkers.contains { rejection.message.lowercased().contains($0) }
            }
            let details = context.rejections.map { "\($0.reference) (\($0.message))" }.joined(separator: ", ")
            throw GitError(
                kind: isNonFastForward ? .nonFastForward : .rejected,
                message: "\(redacted(url ?? "the remote")) refused \(details)",
                operation: "git_remote_push", rejections: context.rejections)
        }
    }
}
