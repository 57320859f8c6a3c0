import Foundation
import RubySyntax

/// Ruby's `MatchData`: numbered and named groups (`m[1]`, `m[:name]`, `m["name"]`, `named_captures`).
extension Interpreter {
    /// A match's groups and its `MatchData` value. As in Ruby, a pattern with named groups numbers only those:
    /// its plain parentheses do not capture.
    func matchValue(_ m: NSTextCheckingResult, in s: String, regex re: CompiledRegex) -> (
        groups: [String?], value: RValue
    ) {
        func group(_ i: Int) -> String? { Range(m.range(at: i), in: s).map { String(s[$0]) } }
        let whole = Range(m.range, in: s) ?? s.startIndex..<s.startIndex
        let edges = (pre: String(s[..<whole.lowerBound]), post: String(s[whole.upperBound...]))
        let named = Interpreter.namedGroups(in: re.expression.pattern)
        guard !named.isEmpty else {
            let groups = (0..<m.numberOfRanges).map(group)
            return (groups, .matchData(groups, edges: edges))
        }
        var groups: [String?] = [group(0)]
        var names: [String: Int] = [:]
        for (name, index) in named where index < m.numberOfRanges {
            if names[name] == nil { names[name] = groups.count }
            groups.append(group(index))
        }
        return (groups, .matchData(groups, names: names, edges: edges))
    }

    /// The named groups of an ICU pattern, in order, with their ICU group numbers.
    static func namedGroups(in pattern: String) -> [(name: String, index: Int)] {
        var result: [(name: String, index: Int)] = []
        var chars = Array(pattern)[...]
        var group = 0
        var inClass = false
        while let c = chars.popFirst() {
            switch c {
            case "\\": _ = chars.popFirst()
            case "[": inClass = true
            case "]": inClass = false
            case "(" where !inClass:
                guard chars.first == "?" else {
                    group += 1
                    continue
                }
                let rest = chars.dropFirst()
                guard let open = rest.first, open == "<" || open == "'" else { continue }
                let nameStart = rest.dropFirst()
                guard let first = nameStart.first, first.isLetter || first == "_" else { continue }  // (?<= (?<!
                let close: Character = open == "<" ? ">" : "'"
                let name = String(nameStart.prefix { $0 != close })
                group += 1
                result.append((name, group))
            default: break
            }
        }
        return result
    }

    /// `MatchData` methods.
    func matchDataMethod(
        _ groups: [String?], names: [String: Int], _ name: String, _ args: [RValue],
        edges: (pre: String, post: String) = ("", "")
    ) throws -> RValue? {
        func value(_ i: Int) -> RValue { groups[i].map { .string($0) } ?? .nilValue }
        switch name {
        case "[]":
            switch args.first {
            case .integer(let i)?:
                let index = i < 0 ? groups.count + i : i
                return index >= 0 && index < groups.count ? value(index) : .nilValue
            case .string(let key)?, .symbol(let key)?:
                guard let index = names[key] else {
                    throw RubyError("IndexError", "undefined group name reference: \(key)")
                }
                return value(index)
            default: return .nilValue
            }
        case "to_a": return .array(groups.indices.map(value))
        case "captures": return .array(groups.indices.dropFirst().map(value))
        case "named_captures":
            let out = RHash()
            for (key, index) in names.sorted(by: { $0.value < $1.value }) { out[.string(key)] = value(index) }
            return .hash(out)
        case "names": return .array(names.sorted(by: { $0.value < $1.value }).map { .string($0.key) })
        case "to_s": return .string(groups.first.flatMap { $0 } ?? "")
        case "pre_match": return .string(edges.pre)
        case "post_match": return .string(edges.post)
        default: return nil
        }
    }
}
