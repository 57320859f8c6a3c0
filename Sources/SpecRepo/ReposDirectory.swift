import Foundation

/// The folder holding every added spec repo: `~/.cocoapods/repos`, or `CP_REPOS_DIR` when set,
/// so `pod` and `podspec` share the same repos.
public struct ReposDirectory: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// The repos folder for an environment (`CP_REPOS_DIR`, else `$HOME/.cocoapods/repos`).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let override = environment["CP_REPOS_DIR"], !override.isEmpty {
            path = override
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            path = (home as NSString).appendingPathComponent(".cocoapods/repos")
        }
    }
}
