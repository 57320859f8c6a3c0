import Foundation
import RubySyntax

/// `Dir.glob` inside the sandbox: `*`, `?`, `**`, `{a,b}` and `[…]`, results sorted, paths as Ruby returns them.
enum Glob {
    /// Most entries one glob may look at (a hostile `**` over a huge tree ends here).
    static let maximumEntries = 200_000

    static func match(_ pattern: String, in directory: String, sandbox: Sandbox, at position: SourcePosition) throws -> [String] {
        let absolute = pattern.hasPrefix("/")
        let base = absolute ? "/" : directory
        var results: [String] = []
        var seen: Set<String> = []
        for expanded in expandBraces(pattern) {
            let full = LexicalPath.absolute(expanded, base: base)
            let fixed = full.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }
            let start = "/" + fixed.joined(separator: "/")
            guard sandbox.contains(start) else {
                throw RefusedConstruct(
                    construct: "Dir.glob",
                    reason: "lists files outside `\(sandbox.root)`, the folder it may read (\(Sandbox.ruleSummary))",
                    position: position)
            }
            let regex = try NSRegularExpression(pattern: "^" + translate(full) + "$")
            for candidate in entries(under: start) where regex.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil {
                let shown = absolute ? candidate : relativePath(candidate, from: directory)
                if seen.insert(shown).inserted { results.append(shown) }
            }
        }
        return results.sorted()
    }

    /// `start` itself and everything below it (symlinked folders are not followed), at most `maximumEntries`.
    static func entries(under start: String) -> [String] {
        guard FileManager.default.fileExists(atPath: start) else { return [] }
        var out = [start]
        let enumerator = FileManager.default.enumerator(atPath: start)
        while out.count <= maximumEntries, let relative = enumerator?.nextObject() as? String {
            out.append(start == "/" ? "/" + relative : start + "/" + relative)
        }
        return out
    }

    static func relativePath(_ path: String, from directory: String) -> String {
        if path.hasPrefix(directory + "/") { return String(path.dropFirst(directory.count + 1)) }
        return path
    }

    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
        let options = pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
        let prefix = pattern[..<open], suffix = pattern[pattern.index(after: close)...]
        return options.flatMap { expandBraces(String(prefix) + $0 + String(suffix)) }
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
            case "[": out += "["
            case "]": out += "]"
            default: out += NSRegularExpression.escapedPattern(for: String(c))
            }
        }
        return out
    }
}
