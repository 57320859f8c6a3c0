import ArgumentParser

/// Suggestions for a mistyped subcommand (`podspec lib lnt` → `lint`). swift-argument-parser already
/// suggests the closest option name for an unknown option, but reports an unknown subcommand only as an
/// "unexpected argument"; this walks the command tree first and names the closest subcommand instead,
/// like CocoaPods' `Did you mean: …` (closest by edit distance, case-insensitive).
enum DidYouMean {
    /// The error for the first argument that names no subcommand where one is expected, nil when the
    /// arguments reach a command that takes positional arguments (the parser reports everything else).
    static func unknownCommandMessage(_ arguments: [String], root: any ParsableCommand.Type) -> String? {
        var command = root
        var path = [name(of: root)]
        for argument in arguments {
            let configuration = command.configuration
            guard !argument.hasPrefix("-"), !configuration.subcommands.isEmpty else { return nil }
            if path.count == 1 && argument == "help" { return nil }
            let names = configuration.subcommands.map { ($0, [name(of: $0)] + $0.configuration.aliases) }
            if let next = names.first(where: { $0.1.contains(argument) }) {
                command = next.0
                path.append(name(of: next.0))
                continue
            }
            let candidates = names.map { $0.1[0] }
            let suggestion = closest(to: argument, in: candidates)
            // With a default subcommand the word may be its argument: speak up only for a likely typo.
            if configuration.defaultSubcommand != nil && suggestion == nil { return nil }
            var message = "[!] Unknown command: `\(argument)`\n"
            if let suggestion {
                message += "Did you mean: \(suggestion)\n"
            } else {
                message += "Commands: \(candidates.joined(separator: ", "))\n"
            }
            let usage = path.joined(separator: " ")
            return message + "\nUsage: \(usage) <subcommand>\n  See '\(usage) --help' for more information.\n"
        }
        return nil
    }

    /// The candidate closest to `word` (case-insensitive edit distance), when it is close enough to be
    /// a typo: at most a third of the longer word's length, and never more than 3 edits.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = min(3, max(1, max(word.count, best.0.count) / 3))
        return best.1 <= limit ? best.0 : nil
    }

    /// Edit distance between `a` and `b`: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters (`lsit` → `list` is one edit), each counting 1.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }

    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }
}
