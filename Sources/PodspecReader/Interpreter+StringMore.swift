import Foundation
import RubySyntax

/// `String` methods of Ruby's beyond the common ones: affixes, `partition`, `rindex`, `succ`, `unpack`, and
/// the `Comparable` ones.
extension Interpreter {
    func stringMoreMethod(_ s: String, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        let arg0 = args.first
        switch name {
        case "delete_prefix", "delete_suffix":
            guard case .string(let affix)? = arg0 else {
                throw RubyError.implicitConversion(arg0 ?? .nilValue, into: "String")
            }
            let count = RubyCharacters.count(affix)
            if name == "delete_prefix" {
                return .string(RubyCharacters.hasPrefix(s, affix) ? RubyCharacters.dropFirst(s, count) : s)
            }
            return .string(RubyCharacters.hasSuffix(s, affix) ? RubyCharacters.dropLast(s, count) : s)
        case "partition", "rpartition":
            guard let separator = arg0 else { throw RubyError.argumentCount(given: 0, expected: "1") }
            let found: Range<String.Index>?
            if case .regex(let re, _) = separator {
                let matches = try re.boundedMatches(in: s, limit: name == "partition" ? 1 : Int.max)
                found = (name == "partition" ? matches.first : matches.last).flatMap { Range($0.range, in: s) }
            } else {
                guard case .string(let text) = separator else {
                    throw RubyError.implicitConversion(separator, into: "String")
                }
                found = s.range(of: text, options: name == "partition" ? [] : .backwards)
            }
            guard let found else {
                return .array(
                    name == "partition"
                        ? [.string(s), .string(""), .string("")] : [.string(""), .string(""), .string(s)])
            }
            return .array([
                .string(String(s[..<found.lowerBound])), .string(String(s[found])),
                .string(String(s[found.upperBound...])),
            ])
        case "rindex":
            guard let needle = arg0 else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
            let chars = Array(s)
            var limit = chars.count
            if args.count > 1, case .integer(let start) = args[1] {
                limit = start < 0 ? chars.count + start : min(start, chars.count)
                if limit < 0 { return .nilValue }
            }
            if case .regex(let re, _) = needle {
                // The last match that starts at or before the limit.
                var last: RValue = .nilValue
                for m in try re.boundedMatches(in: s) {
                    guard let r = Range(m.range, in: s) else { continue }
                    let start = s.distance(from: s.startIndex, to: r.lowerBound)
                    if start > limit { break }
                    last = .integer(start)
                }
                return last
            }
            guard case .string(let text) = needle else { throw RubyError.implicitConversion(needle, into: "String") }
            let target = Array(text)
            var start = min(limit, chars.count - target.count)
            while start >= 0 {
                if chars[start..<start + target.count].elementsEqual(target) { return .integer(start) }
                start -= 1
            }
            return .nilValue
        case "ascii_only?": return .bool(s.unicodeScalars.allSatisfy(\.isASCII))
        case "each_byte":
            return try withBreak {
                for byte in s.utf8 { _ = try yieldBlock(block, [.integer(Int(byte))], node: node) }
                return .string(s)
            }
        case "succ", "next": return .string(Interpreter.successor(of: s))
        case "unpack", "unpack1":
            guard case .string(let template)? = arg0 else {
                throw RubyError.implicitConversion(arg0 ?? .nilValue, into: "String")
            }
            let values = try Interpreter.unpack(s, template)
            return name == "unpack" ? .array(values) : values.first ?? .nilValue
        case "between?":
            guard args.count == 2 else { throw RubyError.argumentCount(given: args.count, expected: "2") }
            return .bool(
                try Interpreter.ordering(.string(s), args[0]) >= 0 && Interpreter.ordering(.string(s), args[1]) <= 0)
        case "clamp": return try clamped(.string(s), args)
        case "upto":
            guard case .string(let last)? = arg0 else {
                throw RubyError.implicitConversion(arg0 ?? .nilValue, into: "String")
            }
            let values = try Interpreter.stringRange(s, last, exclusive: args.count > 1 && args[1].isTruthy)
            return try withBreak {
                for value in values { _ = try yieldBlock(block, [value], node: node) }
                return .string(s)
            }
        default: return nil
        }
    }

    /// Ruby's `String#succ`: the rightmost letter or digit is incremented, carrying to the left over letters and
    /// digits (`"az"` → `"ba"`, `"zz"` → `"aaa"`, `"a9"` → `"b0"`, `"1.9"` → `"2.0"`); a string with none
    /// increments its last character.
    static func successor(of s: String) -> String {
        var chars = Array(s.unicodeScalars)
        guard !chars.isEmpty else { return "" }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        var carry: (position: Int, scalar: Unicode.Scalar)? = nil
        var lastWrapped: Unicode.Scalar? = nil
        var previousWasOther = false
        var index = chars.count - 1
        while index >= 0 {
            let c = chars[index]
            // A carry does not cross from digits to letters (or back) over a character that is neither.
            if previousWasOther, let wrapped = lastWrapped,
                isLetter(wrapped) ? isDigit(c) : isLetter(c)
            {
                break
            }
            guard isDigit(c) || isLetter(c) else {
                previousWasOther = true
                index -= 1
                continue
            }
            previousWasOther = false
            switch c {
            case "9": (chars[index], carry) = ("0", (index, "1"))
            case "z": (chars[index], carry) = ("a", (index, "a"))
            case "Z": (chars[index], carry) = ("A", (index, "A"))
            default:
                chars[index] = Unicode.Scalar(c.value + 1) ?? c
                return String(String.UnicodeScalarView(chars))
            }
            lastWrapped = chars[index]
            index -= 1
        }
        if let carry {
            chars.insert(carry.scalar, at: carry.position)
            return String(String.UnicodeScalarView(chars))
        }
        // No letter or digit: the last character that can be incremented is.
        for position in chars.indices.reversed() {
            var value = chars[position].value + 1
            if (0xD800...0xDFFF).contains(value) { value = 0xE000 }
            if let next = Unicode.Scalar(value) {
                chars[position] = next
                return String(String.UnicodeScalarView(chars))
            }
        }
        return s
    }

    /// `String#unpack` for the byte and character directives (`C`, `c`, `U`, `a`, `A`), each with a count or `*`.
    static func unpack(_ s: String, _ template: String) throws -> [RValue] {
        let bytes = Array(s.utf8)
        var byteIndex = 0
        var out: [RValue] = []
        var directives = Array(template)[...]
        while let directive = directives.popFirst() {
            if directive.isWhitespace { continue }
            var count = 1
            var all = false
            if directives.first == "*" {
                all = true
                directives.removeFirst()
            } else if let digits = Int(String(directives.prefix { $0.isNumber })) {
                count = digits
                directives.removeFirst(String(digits).count)
            }
            switch directive {
            case "C", "c":
                let n = all ? bytes.count - byteIndex : count
                for _ in 0..<max(0, n) {
                    guard byteIndex < bytes.count else { out.append(.nilValue); continue }
                    let byte = bytes[byteIndex]
                    out.append(.integer(directive == "C" ? Int(byte) : Int(Int8(bitPattern: byte))))
                    byteIndex += 1
                }
            case "U":
                let start = String(decoding: bytes[byteIndex...], as: UTF8.self).unicodeScalars
                for scalar in start.prefix(all ? Int.max : count) {
                    out.append(.integer(Int(scalar.value)))
                    byteIndex += String(scalar).utf8.count
                }
            case "a", "A":
                let n = all ? bytes.count - byteIndex : min(count, bytes.count - byteIndex)
                var text = String(decoding: bytes[byteIndex..<byteIndex + n], as: UTF8.self)
                if directive == "A" {
                    while let last = text.last, last == " " || last == "\0" { text.removeLast() }
                }
                out.append(.string(text))
                byteIndex += n
            default:
                throw RubyError("ArgumentError", "unknown unpack directive '\(directive)' in '\(template)'")
            }
        }
        return out
    }

    /// A String's bang method: the plain method's result, or nil when it changed nothing (Ruby's rule;
    /// `reverse!`, `succ!` and `next!` always answer the string). The call site rebinds the variable the
    /// string came from, as for `<<`.
    func stringBang(_ s: String, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue
    {
        let plain = String(name.dropLast())
        let result = try stringMethod(s, plain, args, block, node: node) ?? .nilValue
        if ["reverse", "succ", "next"].contains(plain) { return result }
        if plain == "sub" || plain == "gsub" {
            // A substitution answers the string whenever the pattern matched, even with an equal text.
            let matched: Bool
            switch args.first {
            case .regex(let re, _)?: matched = try re.boundedFirstMatch(in: s) != nil
            case .string(let text)?: matched = text.isEmpty || s.contains(text)
            default: matched = false
            }
            return matched ? result : .nilValue
        }
        if case .string(let changed) = result, changed == s { return .nilValue }
        return result
    }
}
