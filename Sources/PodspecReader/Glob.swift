import Foundation
import RubySyntax

/// `Dir.glob` inside the sandbox: `*`, `?`, `**`, `{a,b}` and `[…]`, results sorted, paths as Ruby returns them.
enum Glob {
    static func match(_ pattern: String, in directory: String, sandbox: Sandbox, at position: SourcePosition) throws -> [String] {
        let absolute = pattern.hasPrefix("/")
        let base = absolute ? "/" : directory
        for expanded in expandBraces(pattern) {
            let full = ((base as NSString).appendingPathComponent(expanded) as NSString).standardizingPath
            let fixed = full.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }
            let root = "/" + fixed.joined(separator: "/")
            guard sandbox.contains(root) || sandbox.contains(full) else {
                throw RefusedConstruct(construct: "Dir.glob", reason: "lists files outside the podspec's repository", position: position)
            }
        }
        var results: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: sandbox.root)
        var candidates: [String] = []
        var count = 0
        while let relative = enumerator?.nextObject() as? String {
            count += 1
            if count > 200_000 { break }
            candidates.append((sandbox.root as NSString).appendingPathComponent(relative))
        }
        for expanded in expandBraces(pattern) {
            let full = ((base as NSString).appendingPathComponent(expanded) as NSString).standardizingPath
            let regex = try NSRegularExpression(pattern: "^" + translate(full) + "$")
            for candidate in candidates where regex.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil {
                let shown = absolute ? candidate : relativePath(candidate, from: directory)
                if !results.contains(shown) { results.append(shown) }
            }
        }
        return results.sorted()
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
