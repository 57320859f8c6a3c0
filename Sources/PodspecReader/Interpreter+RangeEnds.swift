import Foundation
import RubySyntax

/// Ranges with a nil end, Ruby's beginless (`..5`) and endless (`1..`) ranges (and those ending at
/// `Float::INFINITY`, which iterate alike): indexing with them, and the methods Ruby answers for them. Iterating an endless range runs until a `break` (each block call counts
/// against `InterpreterLimits.maximumSteps`); a method that would read all of it raises Ruby's error instead
/// of running forever.
extension Interpreter {
    /// The positions `items[lo..hi]` reads among `count` (Ruby's `rb_range_beg_len`): a nil start is 0, a nil
    /// end the last position; nil when the start is outside, or an end is not an integer.
    static func rangeSpan(_ lo: RValue, _ hi: RValue, exclusive: Bool, count: Int) -> Range<Int>? {
        var start = 0
        if case .integer(let i) = lo { start = i } else if !lo.isNil { return nil }
        var end = count
        if case .integer(let i) = hi {
            end = i < 0 ? i + count : i
            if !exclusive { end = end == Int.max ? end : end + 1 }
        } else if !hi.isNil {
            return nil
        }
        if start < 0 { start += count }
        guard start >= 0, start <= count else { return nil }
        return start..<max(start, min(end, count))
    }

    /// A method of a range with a nil end; nil for the methods every object has (`==`, `class`, …).
    func openRangeMethod(_ r: RValue, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        guard case .range(let lo, let hi, let exclusive) = r else { return nil }
        func rangeError(_ what: String) -> RubyError {
            RubyError("RangeError", "cannot get the \(what) of \(lo.isNil ? "beginless" : "endless") range")
        }
        switch name {
        case "include?", "member?", "cover?", "===":
            return .bool(try caseEquals(r, args.first ?? .nilValue, at: node.range.start))
        case "begin": return lo
        case "end": return hi
        case "exclude_end?", "inspect", "to_s": return try rangeMoreMethod(r, name, args, block, node: node)
        case "first" where args.isEmpty, "min" where args.isEmpty && block == nil:
            if lo.isNil { throw rangeError(name == "first" ? "first element" : "minimum") }
            return lo
        case "last" where args.isEmpty, "max" where args.isEmpty && block == nil:
            if hi.isNil { throw rangeError(name == "last" ? "last element" : "maximum") }
            if lo.isNil, exclusive, name == "max" {
                throw RubyError("TypeError", "cannot exclude end value with non Integer begin value")
            }
            return hi
        case "size",
            "count" where args.isEmpty && block == nil:
            return lo.isNil || lo.doubleValue != nil ? .float(.infinity) : .nilValue
        default: break
        }
        if CoreMethods.objectMethods.contains(name) { return nil }
        if lo.isNil { throw RubyError("TypeError", "can't iterate from NilClass") }
        switch name {
        case "first", "take":
            guard case .integer(let n)? = args.first else {
                throw RubyError.implicitConversion(args.first ?? .nilValue, into: "Integer")
            }
            if n < 0 { throw RubyError("ArgumentError", "negative array size (or size too big)") }
            try Interpreter.checkElements(n)
            var out: [RValue] = []
            try eachOfEndless(lo) { value in
                guard out.count < n else { return false }
                out.append(value)
                return true
            }
            return .array(out)
        case "each":
            return try withBreak {
                try eachOfEndless(lo) { value in
                    _ = try yieldBlock(block, [value], node: node)
                    return true
                }
                return r
            }
        case "find", "detect":
            var found: RValue = .nilValue
            try eachOfEndless(lo) { value in
                guard try yieldBlock(block, [value], node: node).isTruthy else { return true }
                found = value
                return false
            }
            return found
        default:
            throw RubyError("RangeError", "cannot convert endless range to an array")
        }
    }

    /// Calls `body` with `start` and each value after it (integers count up, strings by `succ`) until it
    /// answers false; each call counts as a step, so a loop that never stops ends with the step limit.
    func eachOfEndless(_ start: RValue, _ body: (RValue) throws -> Bool) throws {
        var current = start
        while true {
            try countStep()
            guard try body(current) else { return }
            switch current {
            case .integer(let i):
                guard i < Int.max else { throw RubyError("RangeError", "range too large to iterate") }
                current = .integer(i + 1)
            case .string(let s): current = .string(Interpreter.successor(of: s))
            default: throw RubyError("TypeError", "can't iterate from \(current.className)")
            }
        }
    }
}
