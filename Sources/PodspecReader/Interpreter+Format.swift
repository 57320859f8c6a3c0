import Foundation
import PodspecModel
import RubySyntax

/// `format`, `sprintf` and `String#%` with Ruby's directives: flags (`-`, `0`, `+`, space, `#`), width and
/// precision (digits or `*`), `%<name>` and `%{name}` references, positional `%1$s`, and the conversions
/// `s p c d i u x X o b B f e E g G a A %`.
extension Interpreter {
    func format(_ template: String, _ values: [RValue]) throws -> String {
        var out = ""
        var chars = Array(template)[...]
        var nextValue = 0
        func argument(_ position: Int? = nil) throws -> RValue {
            if let position {
                guard position >= 1, position <= values.count else {
                    throw RubyError("ArgumentError", "invalid index - \(position)$")
                }
                return values[position - 1]
            }
            guard nextValue < values.count else { throw RubyError("ArgumentError", "too few arguments") }
            defer { nextValue += 1 }
            return values[nextValue]
        }
        func named(_ name: String) throws -> RValue {
            guard values.count == 1, case .hash(let hash) = values[0] else {
                throw RubyError("ArgumentError", "one hash required")
            }
            guard let value = hash[.symbol(name)] else { throw RubyError("KeyError", "key<\(name)> not found") }
            return value
        }
        while let c = chars.popFirst() {
            guard c == "%" else {
                out.append(c)
                continue
            }
            var spec = FormatSpec()
            var value: RValue? = nil
            var conversion: Character? = nil
            parsing: while let n = chars.popFirst() {
                switch n {
                case " ", "#", "+", "-", "0": spec.flags.insert(n)
                case "<", "{":
                    let close: Character = n == "<" ? ">" : "}"
                    guard let end = chars.firstIndex(of: close) else {
                        throw RubyError("ArgumentError", "malformed name - unmatched parenthesis")
                    }
                    let reference = try named(String(chars[..<end]))
                    chars = chars[chars.index(after: end)...]
                    if n == "{" {
                        value = .string(toS(reference))
                        conversion = "s"
                        break parsing
                    }
                    value = reference
                case "*":
                    guard case .integer(let width) = try argument() else {
                        throw RubyError("TypeError", "no implicit conversion into Integer")
                    }
                    if width < 0 { spec.flags.insert("-") }
                    spec.width = abs(width)
                case "1"..."9":
                    var digits = String(n)
                    while let d = chars.first, d.isNumber { digits.append(chars.removeFirst()) }
                    let number = Int(digits) ?? Int.max
                    if chars.first == "$" {
                        chars.removeFirst()
                        value = try argument(number)
                    } else {
                        spec.width = number
                    }
                case ".":
                    if chars.first == "*" {
                        chars.removeFirst()
                        guard case .integer(let precision) = try argument() else {
                            throw RubyError("TypeError", "no implicit conversion into Integer")
                        }
                        spec.precision = precision < 0 ? nil : precision
                    } else {
                        var digits = ""
                        while let d = chars.first, d.isNumber { digits.append(chars.removeFirst()) }
                        spec.precision = Int(digits) ?? (digits.isEmpty ? 0 : Int.max)
                    }
                default:
                    conversion = n
                    break parsing
                }
            }
            guard let conversion else {
                throw RubyError("ArgumentError", "incomplete format specifier; use %% (double %) instead")
            }
            try Interpreter.checkFormatField(spec.width, spec.precision)
            if conversion == "%" {
                out.append("%")
                continue
            }
            guard "spcdiuxXobBfeEgGaA".contains(conversion) else {
                throw RubyError("ArgumentError", "malformed format string - %\(conversion)")
            }
            out += try formatted(value ?? argument(), conversion, spec)
            try Interpreter.checkSize(out.utf8.count)
        }
        return out
    }

    /// One directive's flags, width and precision.
    struct FormatSpec {
        var flags: Set<Character> = []
        var width: Int? = nil
        var precision: Int? = nil

        /// `text` padded to the width: on the right with `-`, else on the left (with zeros after the sign when
        /// `zeros` is allowed and the `0` flag is given).
        func padded(_ text: String, sign: String = "", zeros: Bool = false) -> String {
            let length = sign.count + text.count
            guard let width, width > length else { return sign + text }
            let fill = width - length
            if flags.contains("-") { return sign + text + String(repeating: " ", count: fill) }
            if zeros, flags.contains("0") { return sign + String(repeating: "0", count: fill) + text }
            return String(repeating: " ", count: fill) + sign + text
        }
    }

    /// One value converted by one directive.
    private func formatted(_ value: RValue, _ conversion: Character, _ spec: FormatSpec) throws -> String {
        switch conversion {
        case "s", "p":
            var text = conversion == "s" ? toS(value) : try Interpreter.inspectChecked(value)
            if let precision = spec.precision { text = String(text.prefix(precision)) }
            return spec.padded(text)
        case "c":
            switch value {
            case .integer(let code):
                guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)), code >= 0 else {
                    throw RubyError("RangeError", "\(code) out of char range")
                }
                return spec.padded(String(Character(scalar)))
            case .string(let text): return spec.padded(String(text.prefix(1)))
            default: throw RubyError.implicitConversion(value, into: "Integer")
            }
        case "f", "e", "E", "g", "G", "a", "A":
            let number = try Interpreter.formatFloat(value)
            let sign =
                number.sign == .minus ? "-" : spec.flags.contains("+") ? "+" : spec.flags.contains(" ") ? " " : ""
            guard number.isFinite else {
                return spec.padded(number.isNaN ? "NaN" : "Inf", sign: number.isNaN ? "" : sign)
            }
            guard conversion == "a" || conversion == "A" else {
                return spec.padded(Interpreter.floatText(number.magnitude, conversion, spec), sign: sign, zeros: true)
            }
            let flags = spec.flags.sorted().map(String.init).joined()
            let width = spec.width.map(String.init) ?? ""
            let precision = spec.precision.map { ".\($0)" } ?? ""
            return String(format: "%" + flags + width + precision + String(conversion), number)
        default:
            let number = try Interpreter.formatInteger(value)
            let radix = ["x": 16, "X": 16, "o": 8, "b": 2, "B": 2][conversion] ?? 10
            let signed = radix == 10 || spec.flags.contains("+") || spec.flags.contains(" ")
            var digits: String
            var sign = ""
            if number < 0 && !signed {
                // Ruby shows a negative number without a sign flag as its two's complement: `..f01` for -255.
                digits = ".." + Interpreter.twosComplement(number, radix: radix)
            } else {
                digits = String(number.magnitude, radix: radix)
                sign = number < 0 ? "-" : spec.flags.contains("+") ? "+" : spec.flags.contains(" ") ? " " : ""
            }
            if conversion == "X" { digits = digits.uppercased() }
            if let precision = spec.precision, digits.count < precision {
                digits = String(repeating: "0", count: precision - digits.count) + digits
            }
            if spec.flags.contains("#"), number != 0 {
                switch conversion {
                case "x", "X", "b", "B": sign += "0" + String(conversion)
                case "o" where !digits.hasPrefix("0"): sign += "0"
                default: break
                }
            }
            return spec.padded(digits, sign: sign, zeros: spec.precision == nil)
        }
    }

    /// A finite magnitude as `%f`, `%e` or `%g` (`%E`, `%G`) prints it, its digits rounded as Ruby rounds them
    /// (`RubyFloatDigits`); `#` keeps the point (and pads `%g` to its precision).
    static func floatText(_ magnitude: Double, _ conversion: Character, _ spec: FormatSpec) -> String {
        let alternate = spec.flags.contains("#")
        let upper = conversion.isUppercase
        func rounded(_ count: Int, fixed: Bool) -> (digits: [UInt8], point: Int) {
            magnitude == 0 ? ([], 1) : RubyFloatDigits.rounded(magnitude, count: count, fixed: fixed)
        }
        switch conversion {
        case "f":
            let precision = spec.precision ?? 6
            let (digits, point) = rounded(precision, fixed: true)
            return fixedText(digits, point, precision, alternate: alternate)
        case "e", "E":
            let precision = spec.precision ?? 6
            let (digits, point) = rounded(precision + 1, fixed: false)
            return exponentText(digits, point, precision, alternate: alternate, upper: upper)
        default:
            let significant = max(spec.precision ?? 6, 1)
            let (digits, point) = rounded(significant, fixed: false)
            let exponent = digits.isEmpty ? 0 : point - 1
            // Without `#`, `%g` shows the digits dtoa gives (trailing zeros dropped, as a rule), not `significant`.
            let shown = alternate ? significant : max(digits.count, 1)
            if exponent < -4 || exponent >= significant {
                return exponentText(digits, point, shown - 1, alternate: alternate, upper: upper)
            }
            return fixedText(digits, point, max(shown - 1 - exponent, 0), alternate: alternate)
        }
    }

    /// `digits` (`0.digits × 10^point`) with `precision` digits after the point.
    static func fixedText(_ digits: [UInt8], _ point: Int, _ precision: Int, alternate: Bool) -> String {
        func digit(_ i: Int) -> Character { i >= 0 && i < digits.count ? Character(String(digits[i])) : "0" }
        let whole = point > 0 ? String((0..<point).map(digit)) : "0"
        let fraction = String((0..<precision).map { digit(point + $0) })
        return whole + (precision > 0 || alternate ? "." : "") + fraction
    }

    /// `digits` (`0.digits × 10^point`) as `d.ddde+XX` with `precision` digits after the point.
    static func exponentText(_ digits: [UInt8], _ point: Int, _ precision: Int, alternate: Bool, upper: Bool)
        -> String
    {
        func digit(_ i: Int) -> Character { i < digits.count ? Character(String(digits[i])) : "0" }
        let exponent = digits.isEmpty ? 0 : point - 1
        let fraction = String((1..<(precision + 1)).map(digit))
        let magnitude = String(abs(exponent))
        return String(digit(0)) + (precision > 0 || alternate ? "." : "") + fraction + (upper ? "E" : "e")
            + (exponent < 0 ? "-" : "+") + (magnitude.count < 2 ? "0" : "") + magnitude
    }

    /// The digits of a negative number's two's complement in `radix`, one leading all-ones digit kept.
    static func twosComplement(_ number: Int, radix: Int) -> String {
        let top = Character(String(radix - 1, radix: radix))
        var width = String(number.magnitude, radix: radix).count + 1
        var text = ""
        while true {
            let modulus = (0..<width).reduce(Int128(1)) { product, _ in product * Int128(radix) }
            text = String(modulus + Int128(number), radix: radix)
            if text.count == width, text.first == top { break }
            width += 1
        }
        return String(top) + text.drop { $0 == top }
    }

    /// A `%d` argument: integers as they are, floats truncated, strings as `Integer()` reads them.
    static func formatInteger(_ value: RValue) throws -> Int {
        switch value {
        case .integer(let i): return i
        case .float(let d): return try CheckedInteger.fromFloat(d.rounded(.towardZero))
        case .string(let text):
            guard let number = try parseInteger(text, base: 0) else {
                throw RubyError("ArgumentError", "invalid value for Integer(): \(inspect(value))")
            }
            return number
        default: throw RubyError("TypeError", "can't convert \(typeNameForConversion(value)) into Integer")
        }
    }

    /// A `%f` argument: numbers, and strings as `Float()` reads them.
    static func formatFloat(_ value: RValue) throws -> Double {
        switch value {
        case .integer(let i): return Double(i)
        case .float(let d): return d
        case .string(let text):
            guard let d = parseFloat(text) else {
                throw RubyError("ArgumentError", "invalid value for Float(): \(inspect(value))")
            }
            return d
        default: throw RubyError("TypeError", "can't convert \(typeNameForConversion(value)) into Float")
        }
    }

    /// Refuses a `format` width or precision over `InterpreterLimits.maximumStringBytes` (Ruby's "width
    /// too big" past its own int limit); Foundation's formatter would allocate it or crash.
    static func checkFormatField(_ width: Int?, _ precision: Int?) throws {
        if let width, width > InterpreterLimits.maximumStringBytes { throw RubyError("ArgumentError", "width too big") }
        if let precision, precision > InterpreterLimits.maximumStringBytes {
            throw RubyError("ArgumentError", "precision too big")
        }
    }
}
