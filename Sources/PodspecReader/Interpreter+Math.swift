import Foundation
import RubySyntax

/// Ruby's `Math` module (its functions and `PI`, `E`) and `Integer`'s number theory: `pow` with a modulus,
/// `digits`, `gcd`, `lcm`, `bit_length`, `Integer.sqrt`.
extension Interpreter {
    /// `Math::PI` and `Math::E`; nil for another name.
    static func mathConstant(_ name: String) -> RValue? {
        switch name {
        case "PI": .float(Double.pi)
        case "E": .float(M_E)
        default: nil
        }
    }

    /// `Math.name(args)`: Ruby's `Math::DomainError` outside a function's domain; nil for another name.
    func mathFunction(_ name: String, _ args: [RValue]) throws -> RValue? {
        let unary: [String: (Double) -> Double] = [
            "sqrt": { $0.squareRoot() }, "cbrt": Interpreter.cubeRoot, "exp": exp, "log2": log2, "log10": log10,
            "sin": sin,
            "cos": cos, "tan": tan, "asin": asin, "acos": acos, "atan": atan, "sinh": sinh, "cosh": cosh,
            "tanh": tanh,
        ]
        let domains: [String: ClosedRange<Double>] = [
            "sqrt": 0...Double.infinity, "log2": 0...Double.infinity, "log10": 0...Double.infinity,
            "log": 0...Double.infinity, "asin": -1...1, "acos": -1...1,
        ]
        let binary: [String: (Double, Double) -> Double] = ["atan2": atan2, "hypot": hypot]
        let expected = binary[name] != nil ? "2" : name == "log" ? "1..2" : "1"
        guard unary[name] != nil || binary[name] != nil || name == "log" else { return nil }
        let numbers = try args.map { try Interpreter.mathArgument($0) }
        guard numbers.count == (binary[name] != nil ? 2 : 1) || (name == "log" && numbers.count == 2) else {
            throw RubyError.argumentCount(given: args.count, expected: expected)
        }
        for x in numbers where domains[name].map({ !$0.contains(x) && !x.isNaN }) ?? false {
            throw RubyError("Math::DomainError", "Numerical argument is out of domain - \(name)")
        }
        if let f = unary[name] { return .float(f(numbers[0])) }
        if let f = binary[name] { return .float(f(numbers[0], numbers[1])) }
        return .float(
            numbers.count == 2 ? Foundation.log(numbers[0]) / Foundation.log(numbers[1]) : Foundation.log(numbers[0]))
    }

    /// `Math.cbrt`: the C library's cube root with one Newton step, as Ruby refines glibc's inexact one.
    static func cubeRoot(_ x: Double) -> Double {
        let r = cbrt(x)
        guard r.isFinite, !(x == 0 && r == 0) else { return r }
        return (2.0 * r + (x / r / r)) / 3.0
    }

    /// A `Math` function's argument: a number, or Ruby's TypeError.
    static func mathArgument(_ value: RValue) throws -> Double {
        if let d = value.doubleValue { return d }
        throw RubyError("TypeError", "can't convert \(typeNameForConversion(value)) into Float")
    }

    /// `Integer#pow`, `digits`, `gcd`, `lcm` and `bit_length`; nil for a Float receiver.
    func integerMathMethod(_ v: RValue, _ name: String, _ args: [RValue], node: Node) throws -> RValue? {
        guard case .integer(let n) = v else { return nil }
        switch name {
        case "pow":
            guard args.count == 2 else {
                guard let exponent = args.first else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
                return try numericMethod(v, "**", [exponent], nil, node: node)
            }
            guard case .integer(let exponent) = args[0], case .integer(let modulus) = args[1] else {
                throw RubyError("TypeError", "Integer#pow() 2nd argument not allowed unless all arguments are integers")
            }
            if exponent < 0 {
                throw RubyError(
                    "RangeError", "Integer#pow() 1st argument cannot be negative when 2nd argument specified")
            }
            if modulus == 0 { throw RubyError("ZeroDivisionError", "divided by 0") }
            return .integer(Interpreter.modularPower(n, exponent, modulus))
        case "digits":
            var base = 10
            if let arg = args.first {
                base = try CheckedInteger.fromFloat(try Interpreter.mathArgument(arg))
                if base < 0 { throw RubyError("ArgumentError", "negative radix") }
                if base < 2 { throw RubyError("ArgumentError", "invalid radix \(base)") }
            }
            if n < 0 { throw RubyError("Math::DomainError", "out of domain") }
            var digits: [RValue] = [.integer(n % base)]
            var rest = n / base
            while rest > 0 {
                digits.append(.integer(rest % base))
                rest /= base
            }
            return .array(digits)
        case "gcd", "lcm":
            guard case .integer(let m)? = args.first else {
                throw RubyError("TypeError", "not an integer")
            }
            let divisor = Interpreter.gcd(n.magnitude, m.magnitude)
            guard name == "lcm" else { return .integer(try Interpreter.exactInteger(divisor, name)) }
            if divisor == 0 { return .integer(0) }
            let (product, overflow) = (n.magnitude / divisor).multipliedReportingOverflow(by: m.magnitude)
            if overflow {
                throw RubyError("RangeError", "\(n).lcm(\(m)) is out of 64-bit range (bignums are not supported)")
            }
            return .integer(try Interpreter.exactInteger(product, name))
        case "bit_length":
            return .integer(Int.bitWidth - (n < 0 ? (~n).leadingZeroBitCount : n.leadingZeroBitCount))
        default: return nil
        }
    }

    /// `Integer.sqrt(n)`: the integer square root.
    static func integerSquareRoot(_ value: RValue) throws -> RValue {
        let n = try formatInteger(value)
        if n < 0 { throw RubyError("Math::DomainError", "Numerical argument is out of domain - \"isqrt\"") }
        var root = Int(Double(n).squareRoot())
        while root * root > n { root -= 1 }
        while (root + 1).multipliedReportingOverflow(by: root + 1).partialValue <= n,
            !(root + 1).multipliedReportingOverflow(by: root + 1).overflow
        {
            root += 1
        }
        return .integer(root)
    }

    /// `base ** exponent % modulus`, with the sign of `modulus` as Ruby's `%` gives it.
    static func modularPower(_ base: Int, _ exponent: Int, _ modulus: Int) -> Int {
        let m = modulus.magnitude
        func multiply(_ a: UInt, _ b: UInt) -> UInt { m.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder }
        var result: UInt = 1 % m
        var square = base.magnitude % m
        if base < 0 { square = (m - square) % m }
        var rest = exponent
        while rest > 0 {
            if rest & 1 == 1 { result = multiply(result, square) }
            square = multiply(square, square)
            rest >>= 1
        }
        // The residue in 0..<|m|, then moved to the modulus's sign.
        let residue = Int(result)
        return modulus < 0 && residue != 0 ? residue + modulus : residue
    }

    static func gcd(_ a: UInt, _ b: UInt) -> UInt { b == 0 ? a : gcd(b, a % b) }

    /// A 64-bit integer from a magnitude, or the RangeError of a result only a Bignum holds.
    static func exactInteger(_ magnitude: UInt, _ name: String) throws -> Int {
        guard let value = Int(exactly: magnitude) else {
            throw RubyError("RangeError", "the result of \(name) is out of 64-bit range (bignums are not supported)")
        }
        return value
    }
}
