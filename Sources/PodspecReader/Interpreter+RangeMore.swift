import Foundation
import RubySyntax

/// `Range` methods of Ruby's that are not `Enumerable`'s (`step`, `to_s`, `inspect`, `exclude_end?`), and the
/// values of a range of strings.
extension Interpreter {
    func rangeMoreMethod(_ r: RValue, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        guard case .range(let lo, let hi, let exclusive) = r else { return nil }
        switch name {
        case "to_s": return .string(toS(lo) + (exclusive ? "..." : "..") + toS(hi))
        case "inspect": return .string(try Interpreter.inspectChecked(r))
        case "exclude_end?": return .bool(exclusive)
        case "step":
            guard let unit = args.first, let size = unit.doubleValue else {
                throw RubyError.implicitConversion(args.first ?? .nilValue, into: "Integer")
            }
            if size == 0 { throw RubyError("ArgumentError", "step can't be 0") }
            if size < 0 { throw RubyError("ArgumentError", "step can't be negative") }
            return try withBreak {
                if case .integer(let step) = unit, !lo.isFloat, !hi.isFloat {
                    for (i, value) in try iterate(r, at: node.range.start).enumerated() where i % step == 0 {
                        _ = try yieldBlock(block, [value], node: node)
                    }
                } else if let start = lo.doubleValue, let end = hi.doubleValue {
                    let count = Interpreter.floatStepCount(start, end, size, exclusive: exclusive)
                    guard count < 1_000_000 else { throw RubyError("RangeError", "range too large to iterate") }
                    for i in stride(from: 0, to: count, by: 1) {
                        let value = Double(i) * size + start
                        _ = try yieldBlock(block, [.float(!exclusive && value > end ? end : value)], node: node)
                    }
                } else {
                    throw RubyError.implicitConversion(unit, into: "Integer")
                }
                return r
            }
        default: return nil
        }
    }

    /// How many values `(start..end).step(unit)` yields for floats: Ruby's `ruby_float_step_size`, which
    /// allows for the rounding error of `(end - start) / unit`.
    static func floatStepCount(_ start: Double, _ end: Double, _ unit: Double, exclusive: Bool) -> Double {
        var n = (end - start) / unit
        let err = min(0.5, (abs(start) + abs(end) + abs(end - start)) / abs(unit) * Double.ulpOfOne)
        if unit.isInfinite { return unit > 0 ? (start <= end ? 1 : 0) : (start >= end ? 1 : 0) }
        if exclusive {
            if n <= 0 { return 0 }
            n = n < 1 ? 0 : (n - err).rounded(.down)
            let d = (n + 1) * unit + start
            if start < end ? d < end : start > end ? d > end : false { n += 1 }
            return n
        }
        if n < 0 { return 0 }
        return (n + err).rounded(.down) + 1
    }

    /// The values of `lo..hi` for strings, as Ruby's `String#upto` makes them: one-character ASCII ends step
    /// by character code, digit strings by number (keeping their width), others by `succ` until the end or
    /// a longer string.
    static func stringRange(_ lo: String, _ hi: String, exclusive: Bool) throws -> [RValue] {
        var out: [RValue] = []
        func add(_ s: String) throws {
            out.append(.string(s))
            guard out.count < 1_000_000 else { throw RubyError("RangeError", "range too large to iterate") }
        }
        if lo.utf8.count == 1, hi.utf8.count == 1, let a = lo.unicodeScalars.first?.value,
            let b = hi.unicodeScalars.first?.value, a < 128, b < 128
        {
            guard a <= b, !(exclusive && a == b) else { return [] }
            for code in a...(exclusive ? b - 1 : b) { try add(String(UnicodeScalar(UInt8(code)))) }
            return out
        }
        if !lo.isEmpty, !hi.isEmpty, lo.allSatisfy(\.isASCIIDigit), hi.allSatisfy(\.isASCIIDigit),
            let a = Int(lo), let b = Int(hi)
        {
            guard a <= b, !(exclusive && a == b) else { return [] }
            for n in a...(exclusive ? b - 1 : b) {
                let digits = String(n)
                try add(String(repeating: "0", count: max(0, lo.count - digits.count)) + digits)
            }
            return out
        }
        guard let order = compare(.string(lo), .string(hi)), order <= 0, !(exclusive && order == 0) else { return [] }
        let afterEnd = successor(of: hi)
        var current = lo
        while current != afterEnd {
            let next: String? = exclusive || current != hi ? successor(of: current) : nil
            try add(current)
            guard let next else { break }
            current = next
            if exclusive && current == hi { break }
            if current.count > hi.count || current.isEmpty { break }
        }
        return out
    }
}

extension RValue {
    var isFloat: Bool { if case .float = self { true } else { false } }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
