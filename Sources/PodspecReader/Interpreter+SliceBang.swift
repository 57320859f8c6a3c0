import Foundation
import RubySyntax

/// Ruby's in-place slicing: `Array#slice!`, `Array#[]=` with a start and length or a range, and
/// `String#slice!` (the part `[]` reads, and the string without it).
extension Interpreter {
    /// `a.slice!(index)`, `a.slice!(start, length)`, `a.slice!(range)`: removes and answers what `a[...]`
    /// reads (nil, and no change, when that is nil).
    func arraySliceBang(_ a: RArray, _ args: [RValue]) throws -> RValue {
        guard let first = args.first, args.count <= 2 else {
            throw RubyError.argumentCount(given: args.count, expected: "1..2")
        }
        if case .integer(let i) = first, args.count == 1 {
            let index = i < 0 ? a.items.count + i : i
            guard index >= 0, index < a.items.count else { return .nilValue }
            return a.items.remove(at: index)
        }
        guard let span = try arraySpan(first, args.count > 1 ? args[1] : nil, count: a.items.count) else {
            return .nilValue
        }
        let removed = Array(a.items[span])
        a.items.removeSubrange(span)
        return .array(removed)
    }

    /// `a[start, length] = value` and `a[range] = value`: the positions are replaced by `value` (its elements
    /// when it is an array), with nils filling up to a start past the end.
    func arraySplice(_ a: RArray, _ args: [RValue]) throws -> RValue {
        let value = args[args.count - 1]
        let start = args[0]
        let length = args.count == 3 ? args[1] : nil
        var lower: Int
        var upper: Int
        switch (start, length) {
        case (.integer(let i), .integer(let n)?):
            if n < 0 { throw RubyError("IndexError", "negative length (\(n))") }
            lower = i < 0 ? i + a.items.count : i
            if lower < 0 {
                throw RubyError("IndexError", "index \(i) too small for array; minimum: -\(a.items.count)")
            }
            upper = lower + min(n, max(0, a.items.count - lower))
        case (.range(let lo, let hi, let exclusive), nil):
            guard let from = lo.isNil ? 0 : lo.integerValue, hi.isNil || hi.integerValue != nil else {
                throw RubyError.implicitConversion(lo.isNil ? hi : lo, into: "Integer")
            }
            lower = from < 0 ? from + a.items.count : from
            if lower < 0 { throw RubyError("RangeError", "\(Interpreter.inspect(start)) out of range") }
            var end = hi.integerValue.map { $0 < 0 ? $0 + a.items.count : $0 } ?? a.items.count
            if hi.integerValue != nil, !exclusive { end += 1 }
            upper = max(lower, min(end, max(lower, a.items.count)))
        default:
            throw RubyError.implicitConversion(length == nil ? start : (length ?? .nilValue), into: "Integer")
        }
        let replacement: [RValue] = if case .array(let other) = value { other.items } else { [value] }
        try Interpreter.checkElements(max(lower, a.items.count) + replacement.count)
        while a.items.count < lower { a.items.append(.nilValue) }
        a.items.replaceSubrange(lower..<min(upper, a.items.count), with: replacement)
        return value
    }

    /// The positions `a[first, length]` or `a[range]` reads among `count`; nil when they read nil.
    private func arraySpan(_ first: RValue, _ length: RValue?, count: Int) throws -> Range<Int>? {
        switch (first, length) {
        case (.integer(let i), .integer(let n)?):
            let start = i < 0 ? i + count : i
            guard start >= 0, start <= count, n >= 0 else { return nil }
            return start..<(start + min(n, count - start))
        case (.range(let lo, let hi, let exclusive), nil):
            return Interpreter.rangeSpan(lo, hi, exclusive: exclusive, count: count)
        default:
            throw RubyError.implicitConversion(length ?? first, into: "Integer")
        }
    }

    /// `s.slice!(...)`: what `s[...]` reads, and `s` without it (unchanged when that is nil).
    func stringSliceBang(_ s: String, _ args: [RValue]) throws -> (removed: RValue, rest: String) {
        let removed = try stringIndex(s, args)
        guard case .string(let part) = removed else { return (removed, s) }
        var rest = s
        switch args.first {
        case .string?:
            if let found = s.range(of: part) { rest.removeSubrange(found) }
        case .regex(let re, _)?:
            guard let match = try re.boundedFirstMatch(in: s) else { break }
            var group = 0
            if args.count > 1, case .integer(let g) = args[1] { group = g }
            if let found = Range(match.range(at: group), in: s) { rest.removeSubrange(found) }
        default:
            var chars = Array(s)
            let start: Int
            if case .range(let lo, let hi, let exclusive)? = args.first {
                start = Interpreter.rangeSpan(lo, hi, exclusive: exclusive, count: chars.count)?.lowerBound ?? 0
            } else if case .integer(let i)? = args.first {
                start = i < 0 ? i + chars.count : i
            } else {
                start = 0
            }
            chars.removeSubrange(start..<(start + part.count))
            rest = String(chars)
        }
        return (removed, rest)
    }
}

extension RValue {
    var integerValue: Int? { if case .integer(let i) = self { i } else { nil } }
}
