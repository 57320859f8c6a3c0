/// One reference a remote advertises, as `git ls-remote` lists it.
public struct RemoteReference: Sendable, Hashable {
    /// The full name: `HEAD`, `refs/heads/main`, `refs/tags/1.0`, `refs/tags/1.0^{}` (a tag's commit).
    public let name: String
    public let id: OID
    /// For `HEAD`, the branch it points to (`refs/heads/main`) when the server says.
    public let symbolicTarget: String?

    public init(name: String, id: OID, symbolicTarget: String? = nil) {
        self.name = name
        self.id = id
        self.symbolicTarget = symbolicTarget
    }
}

/// Everything a remote advertises, with look-ups for what a podspec's `:git` source names: a
/// `:branch`, a `:tag` or a `:commit`.
public struct RemoteReferences: Sendable, Equatable {
    public let all: [RemoteReference]

    public init(_ all: [RemoteReference]) {
        self.all = all
    }

    /// The commit branch `name` (short, like `main`, or full) points to, nil when there is no such branch.
    public func branch(_ name: String) -> OID? {
        let full = name.hasPrefix("refs/heads/") ? name : "refs/heads/\(name)"
        return all.first { $0.name == full }?.id
    }

    /// The commit tag `name` points to (peeled through an annotated tag), nil when there is no such tag.
    public func tag(_ name: String) -> OID? {
        let full = name.hasPrefix("refs/tags/") ? name : "refs/tags/\(name)"
        return (all.first { $0.name == full + "^{}" } ?? all.first { $0.name == full })?.id
    }

    /// Whether some advertised reference points at a commit whose id starts with `prefix` (a full or
    /// abbreviated hex id). A commit that no branch or tag points at can't be seen without fetching.
    public func advertises(commit prefix: String) -> Bool {
        let lowered = prefix.lowercased()
        return !lowered.isEmpty && all.contains { $0.id.hex.hasPrefix(lowered) }
    }

    /// The branch HEAD points to (short name), when the server tells.
    public var defaultBranch: String? {
        guard let target = all.first(where: { $0.name == "HEAD" })?.symbolicTarget else { return nil }
        return Repository.shortBranchName(target)
    }

    /// Short names of all branches.
    public var branches: [String] {
        all.filter { $0.name.hasPrefix("refs/heads/") }.map { String($0.name.dropFirst("refs/heads/".count)) }
    }

    /// Short names of all tags.
    public var tags: [String] {
        all.filter { $0.name.hasPrefix("refs/tags/") && !$0.name.hasSuffix("^{}") }
            .map { String($0.name.dropFirst("refs/tags/".count)) }
    }
}
