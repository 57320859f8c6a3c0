import Foundation
import PodspecReader

/// The folder holding every added spec repo: `~/.cocoapods/repos`, or `CP_REPOS_DIR` when set (else
/// `$CP_HOME_DIR/repos`), so `pod` and `podspec` share the same repos.
public struct ReposDirectory: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// The repos folder for an environment (`CP_REPOS_DIR`, else `$CP_HOME_DIR/repos`, else
    /// `$HOME/.cocoapods/repos`).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let override = environment["CP_REPOS_DIR"], !override.isEmpty {
            path = SpecRepository.absolute(override)
        } else if let home = environment["CP_HOME_DIR"], !home.isEmpty {
            path = SpecRepository.absolute((home as NSString).appendingPathComponent("repos"))
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            path = (home as NSString).appendingPathComponent(".cocoapods/repos")
        }
    }

    /// A repos folder at `path`.
    public init(path: String) {
        self.path = SpecRepository.absolute(path)
    }

    /// Every repo (sub-folder), sorted case-insensitively by name as CocoaPods lists them.
    public func repositories() -> [SpecRepository] {
        DirectoryListing.subdirectories(of: path)
            .sorted { a, b in
                let (la, lb) = (a.lowercased(), b.lowercased())
                return la == lb ? SpecRepository.rubyOrder(a, b) : SpecRepository.rubyOrder(la, lb)
            }
            .map { SpecRepository(path: path + "/" + $0) }
    }

    /// The repo named `name`, nil when `name` isn't a valid repo name or no such folder is in the repos
    /// folder. A link there to a folder elsewhere is a repo, as `repositories()` and `pod` count it: the
    /// repos folder is the user's own set-up (`ln -s ~/work/specs ~/.cocoapods/repos/specs`), and `name`
    /// is one visible folder name, so nothing from outside can lead it anywhere else.
    public func repository(named name: String) -> SpecRepository? {
        guard (try? ReposDirectory.checkName(name)) != nil,
            DirectoryListing.isDirectory((path as NSString).appendingPathComponent(name))
        else { return nil }
        return SpecRepository(path: (path as NSString).appendingPathComponent(name))
    }
}
