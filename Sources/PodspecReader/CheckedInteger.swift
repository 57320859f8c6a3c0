import Foundation

/// Integer arithmetic that reports overflow as Ruby's RangeError instead of trapping: Ruby would move to
/// a Bignum, which this reader does not have (64-bit integers cover every real podspec).
enum CheckedInteger {
    /// `a op b` for `+ - * / % **`, with Ruby's floored division and modulo.
    static func apply(_ op: String, _ a: Int, _ b: Int) throws -> Int {
        switch op {
        case "+": return try checked(a.addingReportingOverflow(b), op, a, b)
        case "-": return try checked(a.subtractingReportingOverflow(b), op, a, b)
        case "*": return try checked(a.multipliedReportingOverflow(by: b), op, a, b)
        case "/":
            guard b != 0 else { throw RubyError("ZeroDivisionError", "divided by 0") }
            let (q, overflow) = a.dividedReportingOverflow(by: b)
            if overflow { throw tooLarge(op, a, b) }
            return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
        case "%":
            guard b != 0 else { throw RubyError("ZeroDivisionError", "divided by 0") }
            let (r, _) = a.remainderReportingOverflow(dividingBy: b)
            return (r != 0 && (r < 0) != (b < 0)) ? r + b : r
        default: return try power(a, b)
        }
    }

    /// `a ** b` by squaring, each product checked.
    static func power(_ a: Int, _ b: Int) throws -> Int {
        guard b >= 0 else {
            throw RubyError(
                "RangeError", "negative integer exponents are not supported (\(a) ** \(b) is a Rational in Ruby)")
        }
        var result = 1, base = a, exponent = b
        while exponent > 0 {
            if exponent & 1 == 1 { result = try checked(result.multipliedReportingOverflow(by: base), "**", a, b) }
            exponent >>= 1
            if exponent > 0 { base = try checked(base.multipliedReportingOverflow(by: base), "**", a, b) }
        }
        return result
    }

    /// A float's integer part (`to_i`, `Integer()`, `floor`…), or RangeError when it is not a 64-bit integer.
    static func fromFloat(_ d: Double) throws -> Int {
        if d.isNaN { throw RubyError("FloatDomainError", "NaN") }
        if d.isInfinite { throw RubyError("FloatDomainError", d < 0 ? "-Infinity" : "Infinity") }
        guard let i = Int(exactly: d.rounded(.towardZero)) else {
            throw RubyError("RangeError", "float \(d) out of range of integer (bignums are not supported)")
        }
        return i
    }

    private static func checked(_ result: (partialValue: Int, overflow: Bool), _ op: String, _ a: Int, _ b: Int) throws
        -> Int
    {
        if result.overflow { throw tooLarge(op, a, b) }
        return result.partialValue
    }

    static func tooLarge(_ op: String, _ a: Int, _ b: Int) -> RubyError {
        RubyError("RangeError", "integer \(a) \(op) \(b) is out of 64-bit range (bignums are not supported)")
    }
}
