/// Ruby's JSON generator (json 2.6.3, the version CocoaPods' reference output was made with):
/// `JSON.pretty_generate` (what `pod ipc spec` prints) and `JSON.dump` (compact `to_json`).
///
/// Pretty form: 2-space indent, `"key": value`, one element per line; an empty array prints as
/// `[`, an empty line, then `]` at the current indent, an empty object as `{` then `}` on the next
/// line (json < 2.8). Strings: `"` and `\` escaped, `\b \f \n \r \t` short, other control
/// characters as lowercase `\u001f`; `/`, DEL and non-ASCII raw. Floats as Ruby's `Float#to_s`;
/// symbols and versions as strings; hash keys by their `to_s`; `nil` as `null`.
public enum RubyJSONWriter {
    /// `JSON.pretty_generate(value)` (no trailing newline).
    /// - Throws: `JSON::GeneratorError` for NaN/Infinity ("NaN not allowed in JSON"),
    ///   `JSON::NestingError` beyond 100 levels.
    public static func prettyGenerate(_ value: PodValue) throws -> String {
        var out = ""
        try write(value, into: &out, depth: 0, pretty: true)
        return out
    }

    /// `JSON.dump(value)`: compact, NaN and Infinity allowed, no nesting limit.
    public static func dump(_ value: PodValue) -> String {
        var out = ""
        // Nothing throws in this mode.
        try? write(value, into: &out, depth: 0, pretty: false)
        return out
    }

    private static let indents = (0...8).map { String(repeating: "  ", count: $0) }

    private static func indent(_ depth: Int) -> String {
        depth < indents.count ? indents[depth] : String(repeating: "  ", count: depth)
    }

    private static func write(_ value: PodValue, into out: inout String, depth: Int, pretty: Bool) throws {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .float(let d):
            if pretty, d.isNaN || d.isInfinite {
                throw ModelError(.jsonGeneratorError, "\(RubyText.formatFloat(d)) not allowed in JSON")
            }
            out += RubyText.formatFloat(d)
        case .string(let s), .symbol(let s), .version(let s): writeString(s, into: &out)
        case .array(let items):
            let inner = depth + 1
            if pretty, inner > 100 { throw ModelError(.jsonNestingError, "nesting of \(inner) is too deep") }
            out += "["
            if pretty { out += "\n" }
            for (i, item) in items.enumerated() {
                if i > 0 { out += pretty ? ",\n" : "," }
                if pretty { out += indent(inner) }
                try write(item, into: &out, depth: inner, pretty: pretty)
            }
            if pretty { out += "\n" + indent(depth) }
            out += "]"
        case .hash(let h):
            let inner = depth + 1
            if pretty, inner > 100 { throw ModelError(.jsonNestingError, "nesting of \(inner) is too deep") }
            out += "{"
            for (i, (key, item)) in h.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + indent(inner) }
                writeString(key.rubyToS, into: &out)
                out += pretty ? ": " : ":"
                try write(item, into: &out, depth: inner, pretty: pretty)
            }
            if pretty { out += "\n" + indent(depth) }
            out += "}"
        }
    }

    private static let hexDigits = Array("0123456789abcdef")

    /// A JSON string literal as json 2.6.3's generator writes it (not ascii_only, not script_safe).
    public static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: appended whole, not scalar by scalar.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let v = Int(scalar.value)
                    out += "\\u00" + String(hexDigits[v >> 4]) + String(hexDigits[v & 0xF])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
