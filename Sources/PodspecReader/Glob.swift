import Foundation
import RubySyntax
import Trust

/// `Dir.glob` inside the sandbox: `*`, `?`, `**`, `{a,b}` and `[…]`, results sorted, paths as Ruby returns them.
/// Version-control metadata (`.git`, `.hg`, `.svn`) is never listed.
enum Glob {
    static func match(_ pattern: String, in directory: String, sandbox: Sandbox, at position: SourcePosition) throws
        -> [String]
    {
        let absolute = pattern.hasPrefix("/")
        let base = absolute ? "/" : directory
        var results: [String] = []
        var seen: Set<String> = []
        for expanded in try expandBraces(pattern) {
            let full = LexicalPath.absolute(expanded, base: base)
            let fixed = full.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }
            let start = "/" + fixed.joined(separator: "/")
            let access = sandbox.access(to: start)
            if access == .versionControlMetadata { continue }  // listed as if it were not there
            guard access == .inside else {
                throw RefusedConstruct(
                    construct: "Dir.glob",
                    reason: "lists files outside `\(sandbox.root)`, the folder it may read (\(Sandbox.ruleSummary))",
                    position: position)
            }
            let regex: NSRegularExpression
            do {
                regex = try NSRegularExpression(pattern: "^" + translate(full) + "$")
            } catch {
                throw RubyError("ArgumentError", "invalid glob pattern: \(pattern)", at: position)
            }
            for candidate in try entries(under: start) where try regex.boundedFirstMatch(in: candidate) != nil {
                let shown = absolute ? candidate : relativePath(candidate, from: directory)
                if seen.insert(shown).inserted { results.append(shown) }
            }
        }
        return results.sorted()
    }

    /// `start` itself and everything below it (symlinked folders are not followed, version-control metadata
    /// is skipped); more than `InterpreterLimits.maximumDirectoryEntries` is an error, not a partial list.
    static func entries(under start: String) throws -> [String] {
        guard DirectoryListing.exists(start) else { return [] }
        var out = [start]
        // Each folder is opened on its parent's descriptor (see `OpenFolder`), the start by its path.
        var pending: [(path: String, name: String, parent: OpenFolder?)] =
            DirectoryListing.isRealDirectory(start) ? [(start, start, nil)] : []
        while let (folderPath, name, parent) = pending.popLast() {
            guard let folder = OpenFolder.entered(name, in: parent) else { continue }
            for entry in folder.entries(includingHidden: true) where !Sandbox.isVersionControlFolder(entry.name) {
                let path = LexicalPath.child(entry.name, of: folderPath)
                out.append(path)
                guard out.count <= InterpreterLimits.maximumDirectoryEntries else {
                    throw RubyError(
                        "RuntimeError",
                        "Dir.glob: more than \(InterpreterLimits.maximumDirectoryEntries) files to look at")
                }
                if entry.isDirectory { pending.append((path, entry.name, folder)) }
            }
        }
        return out
    }

    static func relativePath(_ path: String, from directory: String) -> String {
        if path.hasPrefix(directory + "/") { return String(path.dropFirst(directory.count + 1)) }
        return path
    }

    /// The patterns `{a,b}` alternatives stand for, at most `InterpreterLimits.maximumBraceExpansions`.
    static func expandBraces(_ pattern: String) throws -> [String] {
        var done: [String] = []
        var pending = [pattern]
        while let next = pending.popLast() {
            guard let open = next.firstIndex(of: "{"), let close = next[open...].firstIndex(of: "}") else {
                done.append(next)
                continue
            }
            let options = next[next.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            let prefix = next[..<open], suffix = next[next.index(after: close)...]
            pending.append(contentsOf: options.reversed().map { String(prefix) + $0 + String(suffix) })
            guard done.count + pending.count <= InterpreterLimits.maximumBraceExpansions else {
                throw RubyError(
                    "ArgumentError",
                    "Dir.glob: braces expand to more than \(InterpreterLimits.maximumBraceExpansions) patterns")
            }
        }
        return done
    }

    static func translate(_ glob: String) -> String {
        var out = ""
        var chars = Array(glob)[...]
        while let c = chars.popFirst() {
            switch c {
            case "*":
                if chars.first == "*" {
                    chars = chars.dropFirst()
                    if chars.first == "/" {
                        chars = chars.dropFirst()
                        out += "(?:[^/]*/)*"
                    } else {
                        out += ".*"
                    }
                } else {
                    out += "[^/]*"
                }
            case "?": out += "[^/]"
            // A `[` without its `]` is a literal (Ruby's glob matches it as written).
            case "[": out += chars.contains("]") ? "[" : "\\["
            case "]": out += "]"
            default: out += escaped(c)
            }
        }
        return out
    }

    /// `c` as `NSRegularExpression.escapedPattern(for:)` escapes it: a backslash before each of `*?+[(){}^$|\./`.
    /// An ASCII character is done here (Foundation's call cost some 2,500 instructions a character); another
    /// keeps Foundation's answer (a cluster such as `.` with a combining mark has a character to escape inside).
    static func escaped(_ c: Character) -> String {
        guard let ascii = c.asciiValue else { return NSRegularExpression.escapedPattern(for: String(c)) }
        return patternMetacharacters.contains(ascii) ? "\\" + String(c) : String(c)
    }

    /// The characters `NSRegularExpression.escapedPattern(for:)` escapes (CoreFoundation's list).
    private static let patternMetacharacters = Array("*?+[(){}^$|\\./".utf8)
}
