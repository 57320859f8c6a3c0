import Foundation
import RubySyntax

/// Regexp's class methods: `Regexp.escape`/`quote` (Ruby's escaping, not ICU's), `Regexp.union` and
/// `Regexp.last_match` (the MatchData of the last `=~`/`match`, what `$~` holds).
extension Interpreter {
    func regexpClassMethod(_ name: String, _ args: [RValue], at position: SourcePosition) throws -> RValue? {
        switch name {
        case "escape", "quote":
            switch args.first {
            case .string(let text)?, .symbol(let text)?: return .string(Interpreter.regexpEscape(text))
            default: throw RubyError.implicitConversion(args.first ?? .nilValue, into: "String")
            }
        case "union": return try regexpUnion(args, at: position)
        case "last_match":
            let match = globals["$~"] ?? .nilValue
            guard let index = args.first, case .matchData(let groups, let names, _) = match else { return match }
            return try matchDataMethod(groups, names: names, "[]", [index]) ?? .nilValue
        default: return nil
        }
    }

    /// Ruby's `Regexp.escape`: the metacharacters and space get a backslash; newline, tab, return, form
    /// feed and vertical tab become `\n`, `\t`, `\r`, `\f`, `\v`.
    static func regexpEscape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "[", "]", "{", "}", "(", ")", "|", "-", "*", ".", "\\", "?", "+", "^", "$", "#", " ":
                out += "\\" + String(scalar)
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{0C}": out += "\\f"
            case "\u{0B}": out += "\\v"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `Regexp.union(a, b)` or `Regexp.union([a, b])`: strings escaped, patterns embedded with their options
    /// (`(?i-mx:…)`); one pattern is returned as it is, none is `/(?!)/`.
    func regexpUnion(_ args: [RValue], at position: SourcePosition) throws -> RValue {
        var parts = args
        if parts.count == 1, case .array(let list) = parts[0] { parts = list.items }
        if parts.count == 1, case .regex = parts[0] { return parts[0] }
        let sources = try parts.map { part -> String in
            switch part {
            case .regex(let re, let source): return Interpreter.embeddedRegex(re, source)
            case .string(let text): return Interpreter.regexpEscape(text)
            default: throw RubyError.implicitConversion(part, into: "String")
            }
        }
        return try makeRegex(sources.isEmpty ? "(?!)" : sources.joined(separator: "|"), options: "", at: position)
    }

    /// A pattern as Ruby's `Regexp#to_s` embeds it: `(?i-mx:source)`.
    static func embeddedRegex(_ re: CompiledRegex, _ source: String) -> String {
        let flags: [(Character, NSRegularExpression.Options)] = [
            ("m", .dotMatchesLineSeparators), ("i", .caseInsensitive), ("x", .allowCommentsAndWhitespace),
        ]
        let on = String(flags.filter { re.options.contains($0.1) }.map(\.0))
        let off = String(flags.filter { !re.options.contains($0.1) }.map(\.0))
        return "(?\(on)\(off.isEmpty ? "" : "-" + off):\(source))"
    }
}
