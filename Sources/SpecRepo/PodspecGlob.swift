import Foundation
import PodspecLint
import Trust

/// The podspec files a `--include-podspecs` or `--external-podspecs` glob names (`*`, `?`, `[…]`,
/// `{a,b}`, `**/`; the file patterns' matcher). Every folder is listed through a `ContainedRoot`:
/// links are not followed into, and an include glob cannot leave the podspec's folder.
public enum PodspecGlob {
    /// `--include-podspecs`: the files under `folder` (the linted podspec's) that `pattern` matches.
    /// - Throws: `SpecRepoError` when the pattern is absolute or climbs out with `..`.
    public static func inside(_ folder: String, pattern: String) throws -> [String] {
        let components: [String]
        do {
            components = try ContainedRoot.components(of: pattern)
        } catch {
            throw SpecRepoError(
                "--include-podspecs=\(pattern) must name podspecs inside `\(folder)` (the linted podspec's folder): "
                    + "\(error.message) Use --external-podspecs for podspecs elsewhere.")
        }
        return try files(components, under: folder, option: "--include-podspecs")
    }

    /// `--external-podspecs`: the files `pattern` (absolute, or relative to `currentFolder`) matches.
    /// - Throws: `SpecRepoError` for a `..` after the first wildcard, or a folder that can't be read.
    public static func anywhere(_ pattern: String, currentFolder: String) throws -> [String] {
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var base = pattern.hasPrefix("/") ? "/" : currentFolder
        while let first = parts.first, parts.count > 1, !hasWildcard(first) {
            base = (base as NSString).appendingPathComponent(first)
            parts.removeFirst()
        }
        guard !parts.contains("..") else {
            throw SpecRepoError("--external-podspecs=\(pattern): `..` may only come before the first wildcard.")
        }
        return try files(parts, under: base, option: "--external-podspecs")
    }

    /// The regular files under `base` whose path relative to it matches `components`; the folders
    /// before the first wildcard are walked to, and only what is under them is listed. A folder that
    /// does not exist matches nothing (as pod's glob); one reached through a link leading out is refused.
    static func files(_ components: [String], under base: String, option: String) throws -> [String] {
        let literal = Array(components.prefix { !hasWildcard($0) })
        do {
            let root = try ContainedRoot(base)
            if literal.count == components.count {
                let relative = components.joined(separator: "/")
                return try root.kind(of: relative) == .file ? [try root.resolvedPath(relative)] : []
            }
            let folder = literal.joined(separator: "/")
            guard try root.kind(of: folder) == .directory else { return [] }
            let start = try ContainedRoot(try root.resolvedPath(folder))
            let rest = components.dropFirst(literal.count).joined(separator: "/")
            let listed = try start.files(under: "").sorted()
            return PathList.matching(rest, among: listed).map { start.path + "/" + $0 }
        } catch  where error.kind == .notFound {
            return []
        } catch {
            throw SpecRepoError("\(option): cannot read `\(base)`: \(error.message)")
        }
    }

    /// Whether a path component has a glob character.
    static func hasWildcard(_ component: String) -> Bool {
        component.contains { "*?[{\\".contains($0) }
    }
}
