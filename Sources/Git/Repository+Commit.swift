import CLibGit2

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Repository {
    /// Commits the index on the current branch (`git commit --no-verify -m message`) and returns the new
    /// commit's id. The author and committer are `signature`, or `defaultSignature()` when nil.
    @discardableResult
    public func commit(message: String, signature: Signature? = nil) throws -> OID {
        let signature = try signature ?? defaultSignature()
        let index = try index()
        let treeID = try index.writeTree()
        var rawTree = treeID.raw
        var tree: OpaquePointer?
        try check(git.tree_lookup(&tree, pointer, &rawTree), "git_tree_lookup")
        guard let tree else { throw GitError(kind: .notFound, message: "tree \(treeID) not found") }
        defer { git.tree_free(tree) }

        let parent = try head().commit.map { try commit($0) }
        var parents: [OpaquePointer?] = parent.map { [$0.pointer] } ?? []
        var oid = git_oid()
        let normalized = message.hasSuffix("\n") ? message : message + "\n"
        _ = try parents.withUnsafeMutableBufferPointer { buffer in
            try check(
                git.commit_create(
                    &oid, pointer, "HEAD", signature.pointer, signature.pointer, nil, normalized, tree,
                    buffer.count, buffer.baseAddress),
                "git_commit_create")
        }
        return OID(oid)
    }

    /// The signature for new commits: `user.name` and `user.email` from git's configuration (the
    /// repository's, then `~/.gitconfig`, then the system's); when one is missing, the login name and
    /// `login@hostname`, so a commit never fails for want of configuration.
    public func defaultSignature() throws -> Signature {
        let config = try? config()
        let name = (try? config?.string(forKey: "user.name")).flatMap { $0 }.flatMap { $0.isEmpty ? nil : $0 }
        let email = (try? config?.string(forKey: "user.email")).flatMap { $0 }.flatMap { $0.isEmpty ? nil : $0 }
        let login = Self.loginName()
        return try Signature(name: name ?? login, email: email ?? "\(login)@\(Self.hostName())")
    }

    static func loginName() -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name {
            let login = String(cString: name)
            if !login.isEmpty { return login }
        }
        return "podspec"
    }

    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }
}
