import CLibGit2

/// What `Repository.integrate(upstream:)` did to the current branch.
public enum IntegrationResult: Sendable, Equatable {
    /// The branch already contained the upstream commit; nothing changed.
    case upToDate
    /// The branch had no commits of its own and now points to the upstream commit.
    case fastForwarded(to: OID)
    /// The branch's own commits were re-applied on top of the upstream commit (cherry-pick style), in
    /// order; `commits` are the new ids, the last one the new head. Commits whose changes upstream
    /// already has are dropped.
    case reapplied(commits: [OID], head: OID)
}

extension Repository {
    /// Brings the current branch up to date with `upstream` (default `refs/remotes/origin/<branch>`,
    /// as left by `fetch()`): fast-forwards when possible, else re-applies the local commits on top of
    /// the upstream commit, then resets the work tree to the result. This is how a push rejected as
    /// non-fast-forward is retried. Throws `.uncommittedChanges` when tracked files have uncommitted
    /// changes, `.conflict` (leaving the branch untouched) when a local commit doesn't apply cleanly.
    /// Commits reachable from `formerUpstream` (the upstream commit before the fetch) were on the remote
    /// once: when the remote no longer has them (a force-push removed them) they are dropped, not re-applied.
    @discardableResult
    public func integrate(upstream: String? = nil, formerUpstream: OID? = nil, signature: Signature? = nil) throws
        -> IntegrationResult
    {
        let head = try head()
        guard let upstreamName = upstream ?? head.branch.map({ "refs/remotes/origin/\($0)" }) else {
            throw GitError(kind: .failure, message: "HEAD is detached: name the upstream to integrate")
        }
        let target = try resolve(upstreamName)
        guard let local = head.commit else {
            try resetHard(to: target)
            return .fastForwarded(to: target)
        }
        // The remote dropped commits it had (a force-push): the branch is rebuilt even when it contains
        // the upstream commit, so that they don't come back.
        let dropped = try formerUpstream.map { try $0 != target && !isDescendant(target, of: $0) } ?? false
        if try !dropped && (local == target || isDescendant(local, of: target)) {
            return .upToDate
        }
        guard try status(includeUntracked: false).isEmpty else {
            throw GitError(
                kind: .uncommittedChanges, message: "the work tree has uncommitted changes; commit or reset them first")
        }
        if try isDescendant(target, of: local) {
            try resetHard(to: target)
            return .fastForwarded(to: target)
        }
        guard try mergeBase(local, target) != nil else {
            throw GitError(
                kind: .failure, message: "\(upstreamName) has no history in common with \(head.branch ?? "HEAD")")
        }
        let committer = try signature ?? defaultSignature()
        var onto = try commit(target)
        var created: [OID] = []
        for id in try localCommits(from: local, hiding: [target] + (formerUpstream.map { [$0] } ?? [])) {
            let pick = try commit(id)
            if let rewritten = try reapply(pick, onto: onto, committer: committer) {
                onto = try commit(rewritten)
                created.append(rewritten)
            }
        }
        try resetHard(to: onto.id)
        return created.isEmpty ? .fastForwarded(to: target) : .reapplied(commits: created, head: onto.id)
    }

    /// Commits reachable from `tip` but not from `hidden`, oldest first.
    private func localCommits(from tip: OID, hiding hidden: [OID]) throws -> [OID] {
        var walker: OpaquePointer?
        try check(git.revwalk_new(&walker, pointer), "git_revwalk_new")
        guard let walker else { throw GitError(kind: .failure, message: "could not walk history") }
        defer { git.revwalk_free(walker) }
        try check(
            git.revwalk_sorting(walker, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_REVERSE.rawValue),
            "git_revwalk_sorting")
        var start = tip.raw
        try check(git.revwalk_push(walker, &start), "git_revwalk_push")
        for id in hidden {
            var stop = id.raw
            try check(git.revwalk_hide(walker, &stop), "git_revwalk_hide")
        }
        var ids: [OID] = []
        var next = git_oid()
        while true {
            let result = git.revwalk_next(&next, walker)
            if result == GIT_ITEROVER.rawValue { break }
            try check(result, "git_revwalk_next")
            ids.append(OID(next))
        }
        return ids
    }

    /// Re-creates `pick`'s change on top of `onto` with the original author and message; nil when the
    /// change is already there (the commit would be empty).
    private func reapply(_ pick: Commit, onto: Commit, committer: Signature) throws -> OID? {
        guard pick.parentIDs.count <= 1 else {
            throw GitError(kind: .conflict, message: "cannot re-apply merge commit \(pick.id.short) \(pick.summary)")
        }
        var merged: OpaquePointer?
        try check(git.cherrypick_commit(&merged, pointer, pick.pointer, onto.pointer, 0, nil), "git_cherrypick_commit")
        guard let merged else { throw GitError(kind: .failure, message: "cherry-pick produced no index") }
        let index = Index(owning: merged, repository: self)
        if index.hasConflicts {
            throw GitError(
                kind: .conflict,
                message: "commit \(pick.id.short) \(pick.summary) conflicts with \(onto.id.short) \(onto.summary)")
        }
        let treeID = try index.writeTree()
        if treeID == onto.treeID { return nil }
        var rawTree = treeID.raw
        var tree: OpaquePointer?
        try check(git.tree_lookup(&tree, pointer, &rawTree), "git_tree_lookup")
        guard let tree else { throw GitError(kind: .notFound, message: "tree \(treeID) not found") }
        defer { git.tree_free(tree) }
        guard let author = git.commit_author(pick.pointer) else {
            throw GitError(kind: .failure, message: "commit \(pick.id.short) has no author")
        }
        var parents: [OpaquePointer?] = [onto.pointer]
        var oid = git_oid()
        _ = try parents.withUnsafeMutableBufferPointer { buffer in
            try check(
                git.commit_create(
                    &oid, pointer, nil, author, committer.pointer, nil, git.commit_message(pick.pointer), tree,
                    buffer.count, buffer.baseAddress),
                "git_commit_create")
        }
        return OID(oid)
    }
}
