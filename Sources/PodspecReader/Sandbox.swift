import Foundation

/// Where a podspec may read files: its repository (the enclosing git work tree), else its folder.
public struct Sandbox: Sendable {
    public let root: String

    public init(root: String) {
        self.root = (root as NSString).standardizingPath
    }

    /// The sandbox for a podspec: the nearest ancestor folder holding `.git`, else the podspec's folder.
    public static func forPodspec(at path: String) -> Sandbox {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).standardizingPath
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: (candidate as NSString).appendingPathComponent(".git")) {
                return Sandbox(root: candidate)
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { break }
            candidate = parent
        }
        return Sandbox(root: folder)
    }

    /// Whether `path` (absolute, symlinks resolved) is inside the sandbox.
    public func contains(_ path: String) -> Bool {
        let resolved = (path as NSString).resolvingSymlinksInPath
        let base = (root as NSString).resolvingSymlinksInPath
        return resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }
}
