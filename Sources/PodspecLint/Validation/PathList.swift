import Foundation

/// CocoaPods' `Sandbox::PathList`: every file and folder under a pod's root, read once, and the
/// file-pattern glob over that list (reference §10, "Glob semantics"): a pattern equal to an
/// existing path matches it literally; a pattern naming a folder gets `/<dir_pattern>` appended;
/// `/**/` also matches no folder; `{a,b}` groups are expanded (not nested); each candidate is
/// matched with `File.fnmatch(p, path, FNM_CASEFOLD | FNM_PATHNAME)`; `exclude_files` (with
/// `**/*` as their folder pattern) are removed. Results are relative paths, in the list's order
/// (sorted by upper-cased path), one pattern after the other.
///
/// Ours: the contents of a `.git` folder are not listed (the folder itself is); no file pattern
/// means them and a large repository's objects would only slow the walk.
public final class PathList: @unchecked Sendable {
    /// The pod's root folder (absolute).
    public let root: String
    /// Relative paths of files (symbolic links to files included), sorted by upper-cased path.
    public let files: [String]
    /// Relative paths of folders (symbolic links to folders included, not followed).
    public let directories: [String]
    private let foldedFiles: [[UInt32]]
    private let foldedDirectories: [[UInt32]]
    private let lowercasedDirectories: Set<String>
    /// Every file's path, lower-cased (for case-insensitive look-ups, as on macOS).
    let lowercasedFiles: Set<String>
    private var cache: [CacheKey: [String]] = [:]
    private let lock = NSLock()

    private struct CacheKey: Hashable {
        var patterns: [String]
        var dirPattern: String?
        var excludes: [String]
        var includeDirectories: Bool
    }

    /// Reads the tree under `root` once.
    /// - Throws: `ValidationFailure` when `root` is not a readable folder.
    public init(root: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationFailure("Attempt to read non existent folder `\(root)`.")
        }
        self.root = root
        var files: [String] = []
        var directories: [String] = []
        PathList.walk(root, relative: "", files: &files, directories: &directories)
        files = PathList.sortedByUppercase(files)
        directories = PathList.sortedByUppercase(directories)
        self.files = files
        self.directories = directories
        foldedFiles = files.map(FilenamePattern.fold)
        foldedDirectories = directories.map(FilenamePattern.fold)
        lowercasedDirectories = Set(directories.map { $0.lowercased() })
        lowercasedFiles = Set(files.map { $0.lowercased() })
    }

    /// Ruby's `sort_by!(&:upcase)`: byte order of the upper-cased paths.
    static func sortedByUppercase(_ paths: [String]) -> [String] {
        paths.map { (Array($0.uppercased().utf8), $0) }
            .sorted { $0.0.lexicographicallyPrecedes($1.0) }
            .map(\.1)
    }

    private static func walk(_ absolute: String, relative: String, files: inout [String], directories: inout [String]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { return }
        for name in entries {
            let path = absolute + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                files.append(rel)  // a dangling link is still listed, as Dir.glob does
                continue
            }
            if isDirectory.boolValue {
                directories.append(rel)
                let isLink = PathText.isSymbolicLink(path)
                if !isLink && name != ".git" {
                    walk(path, relative: rel, files: &files, directories: &directories)
                }
            } else {
                files.append(rel)
            }
        }
    }

    /// The absolute path of a relative one.
    public func absolute(_ relative: String) -> String { root + "/" + relative }

    /// `relative_glob(patterns, dir_pattern:, exclude_patterns:, include_dirs:)`, de-duplicated.
    public func glob(
        _ patterns: [String], dirPattern: String? = nil, excluding excludes: [String] = [],
        includeDirectories: Bool = false
    ) -> [String] {
        guard !patterns.isEmpty else { return [] }
        let key = CacheKey(
            patterns: patterns, dirPattern: dirPattern, excludes: excludes, includeDirectories: includeDirectories)
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        var list = match(patterns, dirPattern: dirPattern, includeDirectories: includeDirectories)
        if !excludes.isEmpty {
            let excluded = Set(match(excludes, dirPattern: "**/*", includeDirectories: includeDirectories))
            list.removeAll { excluded.contains($0) }
        }
        var seen = Set<String>()
        list = list.filter { seen.insert($0).inserted }
        lock.lock()
        cache[key] = list
        lock.unlock()
        return list
    }

    private func match(_ patterns: [String], dirPattern: String?, includeDirectories: Bool) -> [String] {
        var exact = Set(files)
        if includeDirectories { exact.formUnion(directories) }
        var result: [String] = []
        for var pattern in patterns {
            if exact.contains(pattern) {
                result.append(pattern)
                continue
            }
            if let dirPattern, isDirectory(pattern) {
                if !pattern.hasSuffix("/") { pattern += "/" }
                pattern += dirPattern
            }
            let matchers = PathList.equivalentPatterns(pattern).map(FilenamePattern.init)
            func select(_ names: [String], _ folded: [[UInt32]]) -> [String] {
                var selected: [String] = []
                for index in names.indices where matchers.contains(where: { $0.matches(folded: folded[index]) }) {
                    selected.append(names[index])
                }
                return selected
            }
            if includeDirectories {
                // `files + dirs`: every matching file, then every matching folder.
                result += select(files, foldedFiles) + select(directories, foldedDirectories)
            } else {
                result += select(files, foldedFiles)
            }
        }
        return result
    }

    /// `directory?`: a folder of the list, compared case-insensitively, one trailing `/` ignored.
    func isDirectory(_ pattern: String) -> Bool {
        var lowered = pattern.lowercased()
        if lowered.hasSuffix("/") { lowered.removeLast() }
        return lowercasedDirectories.contains(lowered)
    }

    /// `dir_glob_equivalent_patterns`: `/**/` → `{/**/,/}`, then every `{…}` group (first `{` to the
    /// next `}`) expanded, each group's text replaced everywhere it occurs.
    static func equivalentPatterns(_ pattern: String) -> [String] {
        let pattern = pattern.replacingOccurrences(of: "/**/", with: "{/**/,/}")
        var sets: [(String, [String])] = []
        var index = pattern.startIndex
        while let open = pattern[index...].firstIndex(of: "{") {
            guard let close = pattern[open...].firstIndex(of: "}") else { break }
            let set = String(pattern[open...close])
            let inner = set.filter { $0 != "{" && $0 != "}" }
            // Ruby's `"".split(',', -1)` is `[]`: an empty group matches nothing.
            let values =
                inner.isEmpty ? [] : inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if !sets.contains(where: { $0.0 == set }) { sets.append((set, values)) }
            index = pattern.index(after: close)
        }
        var patterns = [pattern]
        for (set, values) in sets {
            patterns = patterns.flatMap { old in values.map { old.replacingOccurrences(of: set, with: $0) } }
        }
        return patterns
    }
}
