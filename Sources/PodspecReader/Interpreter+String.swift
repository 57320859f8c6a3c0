import Foundation
import PodspecModel
import RubySyntax

extension Interpreter {
    func nsRange(_ s: String) -> NSRange { NSRange(s.startIndex..., in: s) }

    /// Ruby's `String` methods that podspecs use.
    func stringMethod(_ s: String, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        let arg0 = args.first
        switch name {
        // First: a `switch` over Strings compares the cases in turn, and a `Find.find` block matches each path.
        case "=~", "match", "match?":
            let re: CompiledRegex
            switch arg0 {
            case .regex(let r, _): re = r
            case .string(let p): re = try CompiledRegex(literal: p)
            default: return .nilValue
            }
            guard let m = try re.boundedFirstMatch(in: s) else {
                if name == "match?" { return .bool(false) }
                setLastMatch(.nilValue, groups: [])
                return .nilValue
            }
            if name == "match?" { return .bool(true) }
            let (groups, match) = matchValue(m, in: s, regex: re)
            setLastMatch(match, groups: groups.map { $0.map { .string($0) } ?? .nilValue })
            if name == "=~" {
                // Ruby's index counts characters (code points), not UTF-16 units.
                let start = String.Index(utf16Offset: m.range.location, in: s)
                return .integer(s.unicodeScalars.distance(from: s.unicodeScalars.startIndex, to: start))
            }
            return match
        case "to_s", "to_str": return .string(s)
        case "strip_heredoc": return .string(RubyText.stripHeredoc(s))
        case "to_sym", "intern": return .symbol(s)
        case "to_i":
            if let base = arg0 {
                guard case .integer(let radix) = base else { throw RubyError.implicitConversion(base, into: "Integer") }
                return .integer(try RubyIntegerText.value(of: s, base: radix))
            }
            return .integer(try RubyIntegerText.value(of: s, base: 10))
        case "to_f": return .float(Double(RubyText.strip(s)) ?? 0)
        case "strip": return .string(RubyText.strip(s))
        case "lstrip": return .string(String(s.drop { $0.isWhitespace }))
        case "rstrip": return .string(String(s.reversed().drop { $0.isWhitespace }.reversed()))
        case "chomp":
            if let suffix = arg0.map(toS) {
                return .string(
                    RubyCharacters.hasSuffix(s, suffix) ? RubyCharacters.dropLast(s, RubyCharacters.count(suffix)) : s)
            }
            return .string(RubyText.chomp(s))
        case "chop": return .string(RubyCharacters.chop(s))
        case "upcase": return .string(s.uppercased())
        case "downcase": return .string(s.lowercased())
        case "capitalize": return .string(s.prefix(1).uppercased() + s.dropFirst().lowercased())
        // A character's other case can be longer (`ß` is `SS`): joined as strings, never forced into a Character.
        case "swapcase": return .string(s.map { $0.isUppercase ? $0.lowercased() : $0.uppercased() }.joined())
        case "length", "size": return .integer(RubyCharacters.count(s))
        case "bytesize": return .integer(s.utf8.count)
        case "empty?": return .bool(s.isEmpty)
        case "include?": return .bool(RubyCharacters.contains(s, toS(arg0 ?? .nilValue)))
        case "start_with?":
            return .bool(
                try args.contains { a in
                    if case .regex(let re, _) = a { return try re.boundedFirstMatch(in: s, options: .anchored) != nil }
                    return RubyCharacters.hasPrefix(s, toS(a))
                })
        case "end_with?": return .bool(args.contains { RubyCharacters.hasSuffix(s, toS($0)) })
        case "+":
            guard case .string(let other) = arg0 else {
                throw RubyError(
                    "TypeError",
                    "no implicit conversion of \(arg0.map(Interpreter.typeNameForConversion) ?? "nil") into String")
            }
            try Interpreter.checkSize(s.utf8.count + other.utf8.count)
            return .string(s + other)
        case "*":
            guard case .integer(let n) = arg0, n >= 0 else { throw RubyError("ArgumentError", "negative argument") }
            if s.isEmpty || n == 0 { return .string("") }
            try Interpreter.checkSize(Interpreter.product(s.utf8.count, n))
            return .string(String(repeating: s, count: n))
        case "%": return .string(try format(s, arg0.map { if case .array(let a) = $0 { a.items } else { [$0] } } ?? []))
        case "concat":
            let tail = args.map(toS).joined()
            try Interpreter.checkSize(s.utf8.count + tail.utf8.count)
            return .string(s + tail)
        case "<=>": return Interpreter.compare(.string(s), arg0 ?? .nilValue).map { .integer($0) } ?? .nilValue
        case "<", ">", "<=", ">=":
            guard let c = Interpreter.compare(.string(s), arg0 ?? .nilValue) else {
                throw RubyError(
                    "ArgumentError", "comparison of String with \(Interpreter.inspect(arg0 ?? .nilValue)) failed")
            }
            return .bool(name == "<" ? c < 0 : name == ">" ? c > 0 : name == "<=" ? c <= 0 : c >= 0)
        case "sub", "gsub":
            return .string(try substitute(s, args, block, global: name.hasPrefix("g"), node: node))
        case "tr":
            guard args.count == 2 else { return nil }
            return .string(translate(s, from: toS(args[0]), to: toS(args[1])))
        case "delete":
            let chars = Set(toS(arg0 ?? .nilValue))
            return .string(s.filter { !chars.contains($0) })
        case "squeeze":
            var out = ""
            let kept = arg0.map(toS)
            for c in s where out.last != c || (kept.map { !$0.contains(c) } ?? false) { out.append(c) }
            return .string(out)
        case "split": return .array(try split(s, arg0, limit: args.count > 1 ? args[1] : nil))
        case "lines": return .array(lines(s).map { .string($0) })
        case "each_line":
            for l in lines(s) { _ = try yieldBlock(block, [.string(l)], node: node) }
            return .string(s)
        case "chars": return .array(RubyCharacters.characters(s).map { .string($0) })
        case "bytes": return .array(s.utf8.map { .integer(Int($0)) })
        case "each_char":
            for c in RubyCharacters.characters(s) { _ = try yieldBlock(block, [.string(c)], node: node) }
            return .string(s)
        case "reverse": return .string(RubyCharacters.reversed(s))
        case "center", "ljust", "rjust":
            guard case .integer(let width) = arg0, width > RubyCharacters.count(s) else { return .string(s) }
            let pad = args.count > 1 ? toS(args[1]) : " "
            guard !pad.isEmpty else { throw RubyError("ArgumentError", "zero width padding") }
            try Interpreter.checkSize(Interpreter.product(width, pad.utf8.count))
            let total = width - RubyCharacters.count(s)
            func padding(_ n: Int) -> String { String(String(repeating: pad, count: n).prefix(n)) }
            if name == "ljust" { return .string(s + padding(total)) }
            if name == "rjust" { return .string(padding(total) + s) }
            return .string(padding(total / 2) + s + padding(total - total / 2))
        case "[]", "slice": return try stringIndex(s, args)
        case "slice!": return try stringSliceBang(s, args).removed
        case "index":
            // `index(needle, start)` searches from character `start` (counted from the end when negative).
            guard let needle = arg0.map(toS) else { return .nilValue }
            var from = 0
            if args.count > 1, case .integer(let start) = args[1] { from = start < 0 ? s.count + start : start }
            guard from >= 0, from <= s.count else { return .nilValue }
            let origin = s.index(s.startIndex, offsetBy: from)
            guard let r = s.range(of: needle, range: origin..<s.endIndex) else { return .nilValue }
            return .integer(s.distance(from: s.startIndex, to: r.lowerBound))
        case "count": return .integer(s.filter { toS(arg0 ?? .nilValue).contains($0) }.count)
        case "scan":
            guard let pattern = arg0 else { return nil }
            let re: CompiledRegex
            if case .regex(let r, _) = pattern {
                re = r
            } else {
                re = try CompiledRegex(literal: toS(pattern))
            }
            let matches = try re.boundedMatches(in: s)
            func found(_ m: NSTextCheckingResult) -> RValue {
                if m.numberOfRanges > 1 {
                    return .array(
                        (1..<m.numberOfRanges).map { i in
                            Range(m.range(at: i), in: s).map { .string(String(s[$0])) } ?? .nilValue
                        })
                }
                return Range(m.range, in: s).map { .string(String(s[$0])) } ?? .nilValue
            }
            guard block != nil else { return .array(matches.map(found)) }
            // With a block each match is yielded (with `$~` set) and the receiver returned, as in Ruby.
            for m in matches {
                globals["$~"] = matchValue(m, in: s, regex: re).value
                lastMatchIsStoredFailure = false
                _ = try yieldBlock(block, [found(m)], node: node)
            }
            return .string(s)
        case "encoding": return .string("UTF-8")
        case "force_encoding", "encode", "unicode_normalize", "scrub", "b", "+@", "-@", "dup", "freeze":
            return .string(s)
        case "casecmp?": return .bool(s.lowercased() == toS(arg0 ?? .nilValue).lowercased())
        case "casecmp":
            return Interpreter.compare(.string(s.lowercased()), .string(toS(arg0 ?? .nilValue).lowercased())).map {
                .integer($0)
            }
        case "ord": return .integer(Int(s.unicodeScalars.first?.value ?? 0))
        case "hex": return .integer(try RubyIntegerText.hex(s))
        case "oct": return .integer(try RubyIntegerText.oct(s))
        case "replace": return .string(toS(arg0 ?? .nilValue))
        case "prepend":
            let head = args.map(toS).joined()
            try Interpreter.checkSize(s.utf8.count + head.utf8.count)
            return .string(head + s)
        case "insert":
            guard case .integer(let i) = arg0, args.count > 1 else { return nil }
            var copy = s
            let idx =
                i < 0
                ? copy.index(copy.endIndex, offsetBy: max(-copy.count, i + 1))
                : copy.index(copy.startIndex, offsetBy: min(i, copy.count))
            let inserted = toS(args[1])
            try Interpreter.checkSize(s.utf8.count + inserted.utf8.count)
            copy.insert(contentsOf: inserted, at: idx)
            return .string(copy)
        case "ascii_only?", "between?", "clamp", "delete_prefix", "delete_suffix", "each_byte", "next", "partition",
            "rindex", "rpartition", "succ", "unpack", "unpack1", "upto":
            return try stringMoreMethod(s, name, args, block, node: node)
        case "capitalize!", "chomp!", "chop!", "delete!", "delete_prefix!", "delete_suffix!", "downcase!", "gsub!",
            "lstrip!", "next!", "reverse!", "rstrip!", "squeeze!", "strip!", "sub!", "succ!", "swapcase!", "tr!",
            "upcase!":
            return try stringBang(s, name, args, block, node: node)
        case "crypt": return nil
        default: return nil
        }
    }

    static func typeNameForConversion(_ v: RValue) -> String {
        switch v {
        case .nilValue: "nil"
        case .bool(let b): b ? "true" : "false"
        default: v.className
        }
    }

    func lines(_ s: String) -> [String] {
        var out: [String] = []
        var current = ""
        for c in s {
            current.append(c)
            if c == "\n" || c == "\r\n" {
                out.append(current)
                current = ""
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    func translate(_ s: String, from: String, to: String) -> String {
        func expand(_ set: String) -> [Character] {
            let chars = Array(set)
            var out: [Character] = []
            var i = 0
            while i < chars.count {
                if i + 2 < chars.count, chars[i + 1] == "-", let a = chars[i].unicodeScalars.first?.value,
                    let b = chars[i + 2].unicodeScalars.first?.value, a <= b
                {
                    out += (a...b).compactMap { Unicode.Scalar($0).map(Character.init) }
                    i += 3
                } else {
                    out.append(chars[i])
                    i += 1
                }
            }
            return out
        }
        let f = expand(from), t = expand(to)
        return String(
            s.map { c in
                guard let i = f.firstIndex(of: c) else { return c }
                return t.isEmpty ? c : t[min(i, t.count - 1)]
            })
    }

    func split(_ s: String, _ separator: RValue?, limit: RValue?) throws -> [RValue] {
        var parts: [String]
        // A negative limit keeps trailing empty fields.
        let keepsEmpty: Bool = if case .integer(let n)? = limit { n < 0 } else { false }
        switch separator {
        case nil, .nilValue?:
            parts = s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r\n" || $0 == "\r" })
                .map(String.init)
        case .string(let sep)?:
            if sep == " " {
                parts = s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
            } else if sep.isEmpty {
                parts = s.map { String($0) }
            } else {
                parts = s.utf8.split(separator: Array(sep.utf8), omittingEmptySubsequences: false).map {
                    String(decoding: $0, as: UTF8.self)
                }
                while !keepsEmpty && parts.last == "" { parts.removeLast() }
            }
        case .regex(let re, _)?:
            var out: [String] = []
            var last = s.startIndex
            for m in try re.boundedMatches(in: s) {
                guard let r = Range(m.range, in: s) else { continue }
                if r.isEmpty && r.lowerBound == last { continue }
                out.append(String(s[last..<r.lowerBound]))
                last = r.upperBound
            }
            out.append(String(s[last...]))
            while !keepsEmpty && out.last == "" { out.removeLast() }
            parts = out
        default:
            parts = [s]
        }
        if case .integer(let n)? = limit, n > 0, parts.count > n, case .string(let sep)? = separator {
            parts = Array(parts.prefix(n - 1)) + [parts.dropFirst(n - 1).joined(separator: sep)]
        }
        return parts.map { .string($0) }
    }

    func stringIndex(_ s: String, _ args: [RValue]) throws -> RValue {
        let chars = Array(s.unicodeScalars)
        switch args.first {
        case .integer(let i)?:
            let idx = i < 0 ? chars.count + i : i
            if args.count > 1, case .integer(let len) = args[1] {
                guard idx >= 0, idx <= chars.count, len >= 0 else { return .nilValue }
                return .string(RubyCharacters.slice(chars, idx..<(len > chars.count - idx ? chars.count : idx + len)))
            }
            guard idx >= 0, idx < chars.count else { return .nilValue }
            return .string(String(chars[idx]))
        case .range(let lo, let hi, let exclusive)?:
            guard let span = Interpreter.rangeSpan(lo, hi, exclusive: exclusive, count: chars.count) else {
                return .nilValue
            }
            return .string(RubyCharacters.slice(chars, span))
        case .string(let sub)?:
            return RubyCharacters.contains(s, sub) ? .string(sub) : .nilValue
        case .regex(let re, _)?:
            guard let m = try re.boundedFirstMatch(in: s) else { return .nilValue }
            var group = 0
            if args.count > 1, case .integer(let g) = args[1] { group = g }
            guard group < m.numberOfRanges, let r = Range(m.range(at: group), in: s) else { return .nilValue }
            return .string(String(s[r]))
        case let other?:
            throw RubyError.implicitConversion(other, into: "Integer")
        case nil:
            throw RubyError.argumentCount(given: 0, expected: "1..2")
        }
    }

    /// `sub` / `gsub` with a string or regex pattern and a string, hash or block replacement.
    func substitute(_ s: String, _ args: [RValue], _ block: BlockArgument?, global: Bool, node: Node) throws -> String {
        guard let pattern = args.first else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
        let re: CompiledRegex
        switch pattern {
        case .regex(let r, _): re = r
        default: re = try CompiledRegex(literal: toS(pattern))
        }
        let isRegex: Bool = { if case .regex = pattern { return true } else { return false } }()
        var result = ""
        var last = s.startIndex
        let matches = try re.boundedMatches(in: s, limit: global ? Int.max : 1)
        for m in global ? matches : Array(matches.prefix(1)) {
            guard let r = Range(m.range, in: s) else { continue }
            result += s[last..<r.lowerBound]
            let matched = String(s[r])
            let groups: [String] = (0..<m.numberOfRanges).map { i in
                Range(m.range(at: i), in: s).map { String(s[$0]) } ?? ""
            }
            if args.count > 1 {
                switch args[1] {
                case .hash(let h): result += toS(h[.string(matched)] ?? .nilValue)
                default: result += expandReplacement(toS(args[1]), groups: groups, regex: isRegex)
                }
            } else if block != nil {
                setLastMatch(matchValue(m, in: s, regex: re).value, groups: groups.map { .string($0) })
                result += toS(try yieldBlock(block, [.string(matched)], node: node))
            }
            last = r.upperBound
            try Interpreter.checkSize(result.utf8.count)
        }
        result += s[last...]
        try Interpreter.checkSize(result.utf8.count)
        return result
    }

    /// Sets `$~` to `match` and `$1`… to its groups (`groups[0]` is the whole match's). Ruby reads the numbered
    /// groups from `$~`, so one an earlier match set that this one lacks (every one, when nothing matched) reads nil.
    /// A failed match after a failed match changes nothing and returns at once: a `Find.find` block testing
    /// 45,000 paths wrote `$~` into `globals` (a hashed String key) on each.
    func setLastMatch(_ match: RValue, groups: [RValue]) {
        let failed: Bool
        if case .nilValue = match, groups.count <= 1 { failed = true } else { failed = false }
        if failed && lastMatchIsStoredFailure { return }
        globals["$~"] = match
        for i in 1..<max(groups.count, numberedGroupCount + 1) {
            globals["$\(i)"] = i < groups.count ? groups[i] : nil
        }
        numberedGroupCount = max(groups.count - 1, 0)
        lastMatchIsStoredFailure = failed
    }

    func expandReplacement(_ replacement: String, groups: [String], regex: Bool) -> String {
        var out = ""
        var chars = Array(replacement)[...]
        while let c = chars.first {
            chars = chars.dropFirst()
            if c == "\\", let n = chars.first {
                if let d = n.wholeNumberValue {
                    chars = chars.dropFirst()
                    out += d < groups.count ? groups[d] : ""
                    continue
                }
                if n == "\\" {
                    chars = chars.dropFirst()
                    out.append("\\")
                    continue
                }
            }
            out.append(c)
        }
        return out
    }
}
