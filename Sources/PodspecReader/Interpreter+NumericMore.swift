import Foundation
import RubySyntax

/// `Integer` and `Float` methods beyond arithmetic: `divmod`, `fdiv`, `div`, `modulo`, and `round`,
/// `floor`, `ceil`, `truncate` with a number of digits, as Ruby 3.1 computes them.
extension Interpreter {
    func numericMoreMethod(_ v: RValue, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        switch name {
        case "divmod", "div", "modulo":
            guard let other = args.first else { throw RubyError.argumentCount(given: 0, expected: "1") }
            if case .integer(let a) = v, case .integer(let b) = other {
                let q = try CheckedInteger.apply("/", a, b), r = try CheckedInteger.apply("%", a, b)
                return name == "divmod" ? .array([.integer(q), .integer(r)]) : .integer(name == "div" ? q : r)
            }
            guard let a = v.doubleValue, let b = other.doubleValue else {
                throw RubyError(
                    "TypeError", "\(Interpreter.typeNameForConversion(other)) can't be coerced into \(v.className)")
            }
            if b == 0, name != "modulo" { throw RubyError("ZeroDivisionError", "divided by 0") }
            // Ruby's flodivmod: the remainder takes the divisor's sign, the quotient is floored.
            var r = fmod(a, b)
            var q = b == 0 ? a / b : ((a - r) / b).rounded()
            if b * r < 0 {
                r += b
                q -= 1
            }
            if name == "modulo" { return .float(r) }
            let quotient = RValue.integer(try CheckedInteger.fromFloat(q))
            return name == "divmod" ? .array([quotient, .float(r)]) : quotient
        case "fdiv":
            guard let a = v.doubleValue, let b = args.first?.doubleValue else {
                throw RubyError.implicitConversion(args.first ?? .nilValue, into: "Float")
            }
            return .float(a / b)
        case "round", "floor", "ceil", "truncate": return try roundedNumber(v, name, args)
        case "step":
            guard let limit = args.first?.doubleValue else {
                throw RubyError.implicitConversion(args.first ?? .nilValue, into: "Integer")
            }
            let unit = args.count > 1 ? args[1] : .integer(1)
            guard let size = unit.doubleValue else { throw RubyError.implicitConversion(unit, into: "Integer") }
            if size == 0 { throw RubyError("ArgumentError", "step can't be 0") }
            return try withBreak {
                if case .integer(let start) = v, case .integer(let end)? = args.first, case .integer(let step) = unit {
                    guard abs((Double(end) - Double(start)) / Double(step)) < 1_000_000 else {
                        throw RubyError("RangeError", "too many iterations")
                    }
                    for i in stride(from: start, through: end, by: step) {
                        _ = try yieldBlock(block, [.integer(i)], node: node)
                    }
                } else if let start = v.doubleValue {
                    // Ruby's ruby_float_step: a counted number of values, the last one never past the limit.
                    let count = Interpreter.floatStepCount(start, limit, size, exclusive: false)
                    guard count < 1_000_000 else { throw RubyError("RangeError", "too many iterations") }
                    for i in stride(from: 0, to: count, by: 1) {
                        let value = Double(i) * size + start
                        _ = try yieldBlock(
                            block, [.float(size >= 0 ? min(value, limit) : max(value, limit))], node: node)
                    }
                }
                return v
            }
        default: return nil
        }
    }

    /// `round`/`floor`/`ceil`/`truncate` with digits (`3.14159.round(2)`, `1234.round(-2)`) and `half:`.
    private func roundedNumber(_ v: RValue, _ name: String, _ args: [RValue]) throws -> RValue {
        var digits = 0
        var half = "up"
        for arg in args {
            switch arg {
            case .integer(let n): digits = n
            case .hash(let options) where name == "round":
                switch options[.symbol("half")] {
                case .symbol(let mode)? where ["up", "even", "down"].contains(mode): half = mode
                case nil, .nilValue?: break
                case let other?: throw RubyError("ArgumentError", "invalid rounding mode: \(toS(other))")
                }
            default: throw RubyError.implicitConversion(arg, into: "Integer")
            }
        }
        switch v {
        case .integer(let i):
            guard digits < 0 else { return v }
            guard -digits < 19 else { return .integer(0) }
            let unit = try CheckedInteger.power(10, -digits)
            return .integer(try Interpreter.roundInteger(i, unit, name, half: half))
        case .float(let x):
            if digits > 0 {
                guard x != 0, x.isFinite else { return v }
                let exponent = x.exponent + 1  // frexp's binary exponent
                if digits >= 17 - (exponent > 0 ? exponent / 4 : exponent / 3 - 1) { return v }
                return .float(Interpreter.roundFloat(x, pow(10, Double(digits)), name, half: half))
            }
            guard x.isFinite else {
                throw RubyError("FloatDomainError", x.isNaN ? "NaN" : x < 0 ? "-Infinity" : "Infinity")
            }
            if digits == 0 {
                return .integer(try CheckedInteger.fromFloat(Interpreter.roundFloat(x, 1, name, half: half)))
            }
            let truncated = try CheckedInteger.fromFloat(
                Interpreter.roundFloat(x, 1, name == "round" ? "truncate" : name, half: half))
            guard -digits < 19 else { return .integer(0) }
            let unit = try CheckedInteger.power(10, -digits)
            if name == "round" {
                return .integer(
                    try CheckedInteger.fromFloat(Interpreter.roundFloat(x, 1 / Double(unit), name, half: half)))
            }
            return .integer(try Interpreter.roundInteger(truncated, unit, name, half: half))
        default: return v
        }
    }

    /// `x` rounded to a multiple of `1 / scale` the way Ruby 3.1's `round_half_up`, `rb_float_floor` and
    /// `rb_float_ceil` do it (correcting the error of `x * scale`).
    static func roundFloat(_ x: Double, _ scale: Double, _ name: String, half: String) -> Double {
        let xs = x * scale
        switch name {
        case "floor", "ceil", "truncate":
            let down = name == "floor" || (name == "truncate" && x > 0)
            let whole = down ? xs.rounded(.down) : xs.rounded(.up)
            if scale == 1 { return whole }
            let neighbour = (down ? whole + 1 : whole - 1) / scale
            return down ? (neighbour > x ? whole / scale : neighbour) : (neighbour < x ? whole / scale : neighbour)
        default:
            var f: Double
            switch half {
            case "even": f = xs.rounded(.toNearestOrEven)
            case "down": f = (xs - xs.rounded(.towardZero)).magnitude == 0.5 ? xs.rounded(.towardZero) : xs.rounded()
            default: f = xs.rounded()
            }
            if scale == 1 { return f }
            if half == "up" {
                if x > 0, (f + 0.5) / scale <= x { f += 1 }
                if x < 0, (f - 0.5) / scale >= x { f -= 1 }
            }
            return f / scale
        }
    }

    /// An integer rounded to a multiple of `unit` (a power of ten).
    static func roundInteger(_ i: Int, _ unit: Int, _ name: String, half: String) throws -> Int {
        let remainder = try CheckedInteger.apply("%", i, unit)  // floored: 0 ..< unit
        let down = i - remainder
        switch name {
        case "floor": return down
        case "ceil": return remainder == 0 ? down : try CheckedInteger.apply("+", down, unit)
        case "truncate": return remainder == 0 || i >= 0 ? down : try CheckedInteger.apply("+", down, unit)
        default:
            let up = try CheckedInteger.apply("+", down, unit)
            if remainder * 2 < unit { return down }
            if remainder * 2 > unit { return up }
            switch half {
            case "even": return (down / unit) % 2 == 0 ? down : up
            case "down": return i >= 0 ? down : up
            default: return i >= 0 ? up : down
            }
        }
    }

    /// `Comparable#clamp(min, max)` and `clamp(range)`, for numbers and strings.
    func clamped(_ v: RValue, _ args: [RValue]) throws -> RValue {
        var bounds = args
        if args.count == 1, case .range(let lo, let hi, let exclusive) = args[0] {
            if exclusive, !hi.isNil { throw RubyError("ArgumentError", "cannot clamp with an exclusive range") }
            bounds = [lo, hi]
        }
        guard bounds.count == 2 else { throw RubyError.argumentCount(given: args.count, expected: "1..2") }
        let (lo, hi) = (bounds[0], bounds[1])
        if !lo.isNil, !hi.isNil, try Interpreter.ordering(lo, hi) > 0 {
            throw RubyError("ArgumentError", "min argument must be smaller than max argument")
        }
        if !lo.isNil, try Interpreter.ordering(v, lo) < 0 { return lo }
        if !hi.isNil, try Interpreter.ordering(v, hi) > 0 { return hi }
        return v
    }
}
