import Foundation
import Git
import PodspecReader

/// What `repo list` shows of a repo's git state: the remote URL, the branch, whether it is a git repo.
public struct RepoGitInfo: Sendable, Equatable {
    /// Whether the repo has a `.git` with at least one commit (CocoaPods' `git?`).
    public let isGit: Bool
    /// `remote.origin.url`, else `file://<repo>/.git` when `.git` exists, else nil.
    public let url: String?
    /// The current branch (`git name-rev --name-only HEAD`), `unknown` when HEAD is detached.
    public let branch: String

    public init(repository path: String) {
        let gitFolder = (path as NSString).appendingPathComponent(".git")
        guard DirectoryListing.exists(gitFolder), let repository = try? Repository.open(at: path) else {
            isGit = false
            url = nil
            branch = "unknown"
            return
        }
        let head = try? repository.head()
        isGit = head?.commit != nil
        url = (try? repository.remoteURL()).flatMap { $0 } ?? "file://\(path)/.git"
        branch = head?.branch ?? "unknown"
    }

    /// CocoaPods' type line: `git (main)` or `file system`.
    public var typeDescription: String { isGit ? "git (\(branch))" : "file system" }
}
