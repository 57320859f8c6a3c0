/// One changed, untracked or conflicted path, as `git status --porcelain` lists it.
public struct StatusEntry: Sendable, Hashable {
    /// The path relative to the work tree (the new path of a rename).
    public let path: String
    public let status: FileStatus

    public init(path: String, status: FileStatus) {
        self.path = path
        self.status = status
    }
}
