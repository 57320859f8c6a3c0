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

    /// Ruby's `Float#to_s`: shortest round-trip digits, `1.0e+20` style beyond 1e16, `1.0e-05` below 1e-4.
    public static func formatFloat(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        if d == 0 { return d.sign == .minus ? "-0.0" : "0.0" }
        let magnitude = abs(d)
        if magnitude >= 1e16 || magnitude < 1e-4 {
            // Swift's description gives e.g. "1e+20" or "1.5e-05"; Ruby wants "1.0e+20", "1.5e-05".
            var s = "\(d)"
            if let e = s.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                var mantissa = String(s[..<e])
                var exponent = String(s[s.index(after: e)...])
                if !mantissa.contains(".") { mantissa += ".0" }
                let negative = exponent.hasPrefix("-")
                exponent = exponent.trimmingCharacters(in: CharacterSet(charactersIn: "+-"))
                if exponent.count < 2 { exponent = "0" + exponent }
                s = mantissa + "e" + (negative ? "-" : "+") + exponent
            }
            return s
        }
        var s = "\(d)"
        if s.contains("e") {
            // Swift switches to exponent form earlier than Ruby; print positionally.
            s = String(format: "%.17g", d)
            if let v = Double(s), v == d {} else { s = "\(d)" }
        }
        if !s.contains(".") { s += ".0" }
        return s
    }

    /// ActiveSupport's `String#strip_heredoc`: remove the smallest leading indentation
    /// of the lines that contain non-blank text. Works on bytes so `\r\n` lines behave as in Ruby.
    public static func stripHeredoc(_ s: String) -> String {
        let bytes = Array(s.utf8)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var minIndent: [UInt8]? = nil
        for line in lines {
            let indent = line.prefix { $0 == 0x20 || $0 == 0x09 }
            guard indent.count < line.count else { continue }
            let next = line[line.startIndex + indent.count]
            // `(?=\S)`: the character after the indentation must not be whitespace.
            guard ![0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B].contains(next) else { continue }
            let candidate = Array(indent)
            if let current = minIndent, !candidate.lexicographicallyPrecedes(current) { continue }
            minIndent = candidate
        }
        guard let prefix = minIndent, !prefix.isEmpty else { return s }
        let stripped = lines.map { line -> ArraySlice<UInt8> in
            line.starts(with: prefix) ? line.dropFirst(prefix.count) : line
        }
        return String(decoding: Array(stripped.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
    }

    /// Ruby's `String#strip`: leading and trailing whitespace and NUL.
    public static func strip(_ s: String) -> String {
        let ws: Set<Unicode.Scalar> = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\0"]
        let scalars = s.unicodeScalars
        guard let start = scalars.firstIndex(where: { !ws.contains($0) }),
            let end = scalars.lastIndex(where: { !ws.contains($0) })
        else { return "" }
        return String(scalars[start...end])
    }

    /// Ruby's `String#chomp` without argument.
    public static func chomp(_ s: String) -> String {
        if s.hasSuffix("\r\n") { return String(s.dropLast(2)) }
        if s.hasSuffix("\n") || s.hasSuffix("\r") { return String(s.unicodeScalars.dropLast()) }
        return s
    }
}
