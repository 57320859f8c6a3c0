import Foundation
import PodspecModel
import Trust

/// The folder a podspec may read files from (read-only), and the check every read goes through.
///
/// The rule: inside a git work tree, the work tree (the nearest ancestor holding `.git`). Outside one, the
/// package the podspec ships in (the nearest ancestor folder holding `package.json` or `pubspec.yaml`: React
/// Native's `ReactCommon/fabric/graphics/React-graphics.podspec` reads `../../../package.json`) or the
/// podspec's folder's ancestor two levels up (a library installed under `node_modules/`, or a package copied
/// out of its monorepo, reads `../package.json` or `../app/package.json`), whichever is higher; but never the
/// home folder itself, a folder containing it, or `/`: the walk up stops one level below those. Paths are
/// compared with symlinks resolved, so a link cannot lead a read outside.
public struct Sandbox: Sendable {
    /// The allowed folder, absolute, symlinks resolved.
    public let root: String

    public init(root: String) {
        self.init(resolvedRoot: Sandbox.resolved(root))
    }

    /// A sandbox whose root is already absolute, standardized and free of symlinks.
    private init(resolvedRoot: String) {
        root = resolvedRoot
    }

    /// How many folders above the podspec's own a podspec outside a git work tree may read.
    public static let levelsAboveOutsideGit = 2

    /// Files that mark a package's root folder outside git (npm's and Dart's manifests).
    public static let packageManifests = ["package.json", "pubspec.yaml"]

    /// The rule in a few words, for refusal messages.
    public static let ruleSummary =
        "its git work tree, else its package (the nearest folder above holding package.json or pubspec.yaml) "
        + "or two folders above its own, whichever is higher, never the home folder or above"

    /// The sandbox for the podspec at `path` (absolute). `HOME` comes from `environment`, else the process's.
    public static func forPodspec(at path: String, environment: [String: String] = [:]) -> Sandbox {
        // The folder by bytes: Foundation's `deletingLastPathComponent` cost some 50,000 instructions a call.
        // Every folder below is `folder` or one above it, so symlink-free like it: none is resolved again.
        let folder = resolved(LexicalPath.parent(of: LexicalPath.standardize(path)))
        if let workTree = enclosingWorkTree(of: folder) { return Sandbox(resolvedRoot: workTree) }
        let home = resolved(environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
        let folders = allowedFolders(from: folder, home: home)
        let twoUp = folders[min(levelsAboveOutsideGit, folders.count - 1)]
        // The nearest package root widens the sandbox when it is above the two levels.
        if let package = folders.first(where: isPackageRoot),
            package != twoUp, isSameOrAncestor(package, of: twoUp)
        {
            return Sandbox(resolvedRoot: package)
        }
        return Sandbox(resolvedRoot: twoUp)
    }

    /// `folder` and the folders above it, nearest first, that a sandbox may be: the walk up stops before
    /// `/`, home and any folder containing home.
    static func allowedFolders(from folder: String, home: String) -> [String] {
        [folder] + selfAndAncestors(of: folder).dropFirst().prefix { $0 != "/" && !isSameOrAncestor($0, of: home) }
    }

    /// `folder` (absolute and standardized) and every folder above it, nearest first, up to `/`.
    static func selfAndAncestors(of folder: String) -> UnfoldFirstSequence<String> {
        sequence(first: folder) { current in
            let parent = LexicalPath.parent(of: current)
            return parent == current || parent.isEmpty ? nil : parent
        }
    }

    /// Whether `folder` holds an entry named `name` (a file or a folder).
    static func holds(_ folder: String, _ name: String) -> Bool {
        FileManager.default.fileExists(atPath: LexicalPath.child(name, of: folder))
    }

    /// Whether `folder` holds a package manifest (see `packageManifests`).
    static func isPackageRoot(_ folder: String) -> Bool {
        packageManifests.contains { holds(folder, $0) }
    }

    /// The nearest folder at or above `folder` that holds `.git` (a folder, or a file for worktrees and submodules).
    static func enclosingWorkTree(of folder: String) -> String? {
        selfAndAncestors(of: folder).first { holds($0, ".git") }
    }

    /// What a podspec may do with a path: read it, or not because it is version-control metadata or outside.
    public enum Access: Sendable {
        case inside
        case versionControlMetadata
        case outside
    }

    /// Whether `path` (absolute) is version-control metadata (see `isVersionControlMetadata`), else inside the
    /// sandbox once its symlinks are resolved. The path is resolved once for both answers, and not at all when
    /// its written form names version-control metadata already.
    public func access(to path: String) -> Access {
        if Sandbox.hasVersionControlComponent(LexicalPath.standardize(path), below: "") {
            return .versionControlMetadata
        }
        let real = Sandbox.resolved(path)
        if Sandbox.hasVersionControlComponent(real, below: root) { return .versionControlMetadata }
        return Sandbox.isSameOrAncestor(root, of: real) ? .inside : .outside
    }

    /// Whether `path` (absolute) is inside the sandbox once its symlinks are resolved, and not in
    /// version-control metadata (see `isVersionControlMetadata`).
    public func contains(_ path: String) -> Bool {
        access(to: path) == .inside
    }

    /// Folders (or files: a worktree's `.git` is one) a podspec never reads or lists: a spec repo's
    /// `.git/config` can hold a remote URL with a password.
    public static let versionControlFolders = [".git", ".hg", ".svn"]

    /// Whether the entry `name` is one of `versionControlFolders` (a walk skips it); told by its first byte for
    /// most names.
    static func isVersionControlFolder(_ name: String) -> Bool {
        name.utf8.first == UInt8(ascii: ".") && versionControlFolders.contains(name)
    }

    /// Whether `path` (absolute), as written or with its symlinks resolved, is or is inside a `.git`, `.hg` or
    /// `.svn` below the sandbox's root.
    public func isVersionControlMetadata(_ path: String) -> Bool {
        access(to: path) == .versionControlMetadata
    }

    /// Whether a component of `path` after `folder` is a version-control folder's name.
    static func hasVersionControlComponent(_ path: String, below folder: String) -> Bool {
        // An ASCII path is scanned by its bytes, in place (the folder it starts with is ASCII too, its
        // Characters its bytes): split by Characters, a long path cost tens of thousands of instructions.
        // Elsewhere Characters decide, as a `/` a combining mark follows is no separator.
        if ASCIIText.isASCII(path) {
            let start = folder.isEmpty || !path.hasPrefix(folder) ? 0 : folder.utf8.count
            var path = path
            return path.withUTF8 { hasVersionControlName(among: UnsafeBufferPointer(rebasing: $0[start...])) }
        }
        let rest = folder.isEmpty || !path.hasPrefix(folder) ? Substring(path) : path.dropFirst(folder.count)
        return rest.split(separator: "/").contains { versionControlFolders.contains(String($0)) }
    }

    /// Whether a `/`-separated component of `bytes` (ASCII) is a version-control folder's name.
    private static func hasVersionControlName(among bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var componentStart = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
            let component = UnsafeBufferPointer(rebasing: bytes[componentStart..<end])
            if versionControlNames.contains(where: { $0.count == component.count && $0.elementsEqual(component) }) {
                return true
            }
            componentStart = end + 1
        }
        return false
    }

    /// `versionControlFolders` as bytes.
    private static let versionControlNames = versionControlFolders.map { Array($0.utf8) }

    static func isSameOrAncestor(_ folder: String, of path: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` made absolute and standardized, with every symlink in its existing part resolved (what
    /// `realpath` makes of the longest existing prefix; the missing rest is appended as written).
    static func resolved(_ path: String) -> String {
        ResolvedPaths.resolve(LexicalPath.standardize(path))
    }
}
