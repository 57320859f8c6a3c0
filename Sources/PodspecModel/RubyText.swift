import Foundation

/// Ruby's textual conventions that CocoaPods' output inherits: `String#inspect`,
/// `Float#to_s`, ActiveSupport's `strip_heredoc`.
public enum RubyText {
    /// Ruby's `String#inspect` for UTF-8 strings.
    public static func inspect(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{0C}": out += "\\f"
            case "\u{0B}": out += "\\v"
            case "\u{08}": out += "\\b"
            case "\u{07}": out += "\\a"
            case "\u{1B}": out += "\\e"
            case "#":
                out += "#"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\x%02X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        // Ruby escapes `#` only when followed by `{`, `$` or `@`.
        out = out.replacingOccurrences(of: "#{", with: "\\#{").replacingOccurrences(of: "#$", with: "\\#$")
            .replacingOccurrences(of: "#@", with: "\\#@")
        return out + "\""
    }

    /// Whether `:name` prints without quotes.
    public static func isPlainSymbol(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first else { return false }
        guard first == "_" || CharacterSet.letters.contains(first) else { return false }
        var scalars = Array(s.unicodeScalars.dropFirst())
        if let last = scalars.last, "?!=".unicodeScalars.contains(last) { scalars.removeLast() }
        return scalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// Ruby's `Float#to_s`: shortest round-trip digits; positional when the decimal exponent
    /// allows (`100.0`, `123456789012345.0`, `0.0001`), else `1.0e+15`, `1.5e-05` (Ruby switches to
    /// exponent form at 16 integer digits unless the digits themselves need them, and below 1e-4).
    public static func formatFloat(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        if d == 0 { return d.sign == .minus ? "-0.0" : "0.0" }
        let (digits, decpt) = shortestDigits(abs(d))
        let sign = d < 0 ? "-" : ""
        let n = digits.count
        if decpt > 0 && decpt < n {
            return sign + String(digits.prefix(decpt)) + "." + String(digits.dropFirst(decpt))
        }
        if decpt > 0 && decpt <= 15 {
            return sign + digits + String(repeating: "0", count: decpt - n) + ".0"
        }
        if decpt <= 0 && decpt > -4 {
            return sign + "0." + String(repeating: "0", count: -decpt) + digits
        }
        let exponent = decpt - 1
        let magnitude = String(abs(exponent))
        return sign + String(digits.prefix(1)) + "." + (n > 1 ? String(digits.dropFirst()) : "0") + "e"
            + (exponent < 0 ? "-" : "+") + (magnitude.count < 2 ? "0" + magnitude : magnitude)
    }

    /// The shortest round-trip decimal digits of a positive finite `d` and the decimal point
    /// position (`d = 0.DIGITS × 10^decpt`), taken from Swift's shortest representation.
    private static func shortestDigits(_ d: Double) -> (String, Int) {
        let text = "\(d)"
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first.map(String.init) ?? text
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = pieces.first.map(String.init) ?? ""
        let fraction = pieces.count > 1 ? String(pieces[1]) : ""
        var all = Array(integer + fraction)
        var point = integer.count
        while all.first == "0" {
            all.removeFirst()
            point -= 1
        }
        while all.last == "0" { all.removeLast() }
        return (String(all), point + exponent)
    }

    /// Ruby's `String#strip`: leading and trailing whitespace and NUL (`isStripped`), cut on the UTF-8 bytes
    /// in place: every byte it removes is ASCII, so a cut between bytes is a cut between characters.
    public static func strip(_ s: String) -> String {
        var text = s
        return text.withUTF8(stripped) ?? s
    }

    /// Ruby's `String#chomp` without argument.
    public static func chomp(_ s: String) -> String {
        // By byte (both are ASCII, so the cut is a code point's end): `"\r\n"` is one Swift Character, so
        // `dropLast(2)` took a character more; and a copy of the bytes before it, not of its code points.
        let utf8 = s.utf8
        guard let last = utf8.last, last == 0x0A || last == 0x0D else { return s }
        var end = utf8.index(before: utf8.endIndex)
        if last == 0x0A, end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
        return String(decoding: utf8[..<end], as: UTF8.self)
    }
}
