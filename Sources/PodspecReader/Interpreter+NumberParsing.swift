import Foundation

/// `Integer()` and `Float()` as Ruby reads strings (`rb_int_parse_cstr`, `rb_cstr_to_dbl` with their strict
/// check): surrounding whitespace, one sign, a base prefix (`0x`, `0b`, `0o`, `0d`, a leading `0` for octal),
/// single underscores between digits, and nothing else; `exception: false` answers nil instead of raising.
extension Interpreter {
    /// `Integer(value)`, `Integer(string, base)`, with an optional `exception: false`.
    func integerConversion(_ arguments: [RValue]) throws -> RValue {
        var args = arguments
        let raises = Interpreter.takeExceptionOption(&args)
        guard let value = args.first else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
        do {
            let base = args.count > 1 ? args[1] : .nilValue
            if base.isNil { return .integer(try Interpreter.formatInteger(value)) }
            guard case .string(let text) = value else {
                throw RubyError("ArgumentError", "base specified for non string value")
            }
            guard case .integer(let radix) = base else { throw RubyError.implicitConversion(base, into: "Integer") }
            guard let number = try Interpreter.parseInteger(text, base: radix) else {
                throw RubyError("ArgumentError", "invalid value for Integer(): \(Interpreter.inspect(value))")
            }
            return .integer(number)
        } catch is RubyError where !raises {
            return .nilValue
        }
    }

    /// `Float(value)`, with an optional `exception: false`.
    func floatConversion(_ arguments: [RValue]) throws -> RValue {
        var args = arguments
        let raises = Interpreter.takeExceptionOption(&args)
        guard let value = args.first else { throw RubyError.argumentCount(given: 0, expected: "1") }
        do {
            return .float(try Interpreter.formatFloat(value))
        } catch is RubyError where !raises {
            return .nilValue
        }
    }

    /// Removes a trailing `exception:` option; whether to raise.
    static func takeExceptionOption(_ args: inout [RValue]) -> Bool {
        guard case .hash(let options)? = args.last, let flag = options[.symbol("exception")] else { return true }
        args.removeLast()
        return flag.isTruthy
    }

    /// The integer `text` spells in `base` (0 or -1: from its prefix, else 10), nil when it is not one.
    static func parseInteger(_ text: String, base requested: Int) throws -> Int? {
        if requested < -1 || requested == 1 || requested > 36 {
            throw RubyError("ArgumentError", "invalid radix \(requested)")
        }
        var body = Interpreter.strippedForNumber(text)[...]
        var negative = false
        if let sign = body.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            body.removeFirst()
        }
        var base = requested
        let prefixes: [Character: Int] = ["x": 16, "b": 2, "o": 8, "d": 10]
        if body.first == "0", body.count > 1, let letter = body.dropFirst().first?.lowercased().first,
            let prefixBase = prefixes[letter], base <= 0 || base == prefixBase
        {
            base = prefixBase
            body.removeFirst(2)
        } else if base <= 0 {
            base = body.first == "0" && body.count > 1 ? 8 : 10
        }
        var value = 0
        var afterUnderscore = true
        for c in body {
            if c == "_" {
                if afterUnderscore { return nil }
                afterUnderscore = true
                continue
            }
            guard let digit = c.digitValue, digit < base else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: base)
            let (sum, carry) = shifted.addingReportingOverflow(negative ? -digit : digit)
            if overflow || carry {
                throw RubyError("RangeError", "integer \(text) is out of 64-bit range (bignums are not supported)")
            }
            value = sum
            afterUnderscore = false
        }
        return body.isEmpty || afterUnderscore ? nil : value
    }

    /// The float `text` spells: decimal digits with an optional fraction and exponent, or hexadecimal
    /// after `0x`; nil when it is not one.
    static func parseFloat(_ text: String) -> Double? {
        let body = Interpreter.strippedForNumber(text)
        let unsigned = body.hasPrefix("-") || body.hasPrefix("+") ? body.dropFirst() : body[...]
        if unsigned.lowercased().hasPrefix("0x") {
            guard unsigned.count > 2, !unsigned.contains("_"), !unsigned.contains(".") || unsigned.contains("p")
            else { return nil }
            return Double(body)
        }
        let digits = #"[0-9]+(?:_[0-9]+)*"#
        let pattern = #"^[+-]?(?:\#(digits)(?:\.\#(digits))?|\.\#(digits))(?:[eE][+-]?\#(digits))?$"#
        guard body.range(of: pattern, options: .regularExpression) != nil else { return nil }
        return Double(body.replacingOccurrences(of: "_", with: ""))
    }

    /// `text` without the whitespace Ruby allows around a number.
    static func strippedForNumber(_ text: String) -> String {
        let spaces: Set<Character> = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\r\n"]
        return String(text.drop { spaces.contains($0) }.reversed().drop { spaces.contains($0) }.reversed())
    }
}

extension Character {
    /// The value of an ASCII digit or letter as a digit (`a` and `A` are 10, up to 35), nil otherwise.
    var digitValue: Int? {
        guard let code = asciiValue else { return nil }
        switch code {
        case 48...57: return Int(code) - 48
        case 65...90: return Int(code) - 55
        case 97...122: return Int(code) - 87
        default: return nil
        }
    }
}
