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
        var out: [UInt8] = []
        try write(value, into: &out, depth: 0, pretty: true)
        return String(decoding: out, as: UTF8.self)
    }

    /// `JSON.dump(value)`: compact, NaN and Infinity allowed, no nesting limit.
    public static func dump(_ value: PodValue) -> String {
        var out: [UInt8] = []
        // Nothing throws in this mode.
        try? write(value, into: &out, depth: 0, pretty: false)
        return String(decoding: out, as: UTF8.self)
    }

    /// Two spaces per level, then `depth` levels deep (the text is built as bytes: appending to a
    /// `String` piece by piece cost several times more).
    private static func indent(_ depth: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    static func write(_ value: PodValue, into out: inout [UInt8], depth: Int, pretty: Bool) throws {
        switch value {
        case .null: append("null", to: &out)
        case .bool(let b): append(b ? "true" : "false", to: &out)
        case .integer(let i): out.append(contentsOf: String(i).utf8)
        case .float(let d):
            if pretty, d.isNaN || d.isInfinite {
                throw ModelError(.jsonGeneratorError, "\(RubyText.formatFloat(d)) not allowed in JSON")
            }
            out.append(contentsOf: RubyText.formatFloat(d).utf8)
        case .string(let s), .symbol(let s), .version(let s): writeString(s, into: &out)
        case .array(let items):
            let inner = depth + 1
            if pretty, inner > 100 { throw ModelError(.jsonNestingError, "nesting of \(inner) is too deep") }
            out.append(UInt8(ascii: "["))
            if pretty { out.append(UInt8(ascii: "\n")) }
            for (i, item) in items.enumerated() {
                if i > 0 {
                    out.append(UInt8(ascii: ","))
                    if pretty { out.append(UInt8(ascii: "\n")) }
                }
                if pretty { indent(inner, into: &out) }
                try write(item, into: &out, depth: inner, pretty: pretty)
            }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                indent(depth, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .hash(let h):
            let inner = depth + 1
            if pretty, inner > 100 { throw ModelError(.jsonNestingError, "nesting of \(inner) is too deep") }
            out.append(UInt8(ascii: "{"))
            for (i, (key, item)) in h.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty {
                    out.append(UInt8(ascii: "\n"))
                    indent(inner, into: &out)
                }
                writeString(key.rubyToS, into: &out)
                append(pretty ? ": " : ":", to: &out)
                try write(item, into: &out, depth: inner, pretty: pretty)
            }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                indent(depth, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON string literal as json 2.6.3's generator writes it (not ascii_only, not script_safe), as
    /// UTF-8 bytes: `"`, `\\` and control bytes escaped, everything else (UTF-8
    /// sequences included) copied as is.
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // The bytes read where the string keeps them (every native string): `withUTF8` needed a copy of the string,
        // retained and released again for every string written.
        if s.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, into: &out) }) == nil {
            var s = s
            s.withUTF8 { writeEscaped($0, into: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The bytes of a string literal's text, `bytes` escaped (see `writeString`).
    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        // Most strings need no escape: copied whole. Otherwise the bytes before the first escape are.
        let plainEnd = JSONByteScan.endOfPlainRun(bytes, from: 0)
        guard plainEnd < bytes.count else { return out.append(contentsOf: bytes) }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<plainEnd]))
        for byte in UnsafeBufferPointer(rebasing: bytes[plainEnd...]) {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"", to: &out)
            case UInt8(ascii: "\\"): append("\\\\", to: &out)
            case UInt8(ascii: "\n"): append("\\n", to: &out)
            case UInt8(ascii: "\r"): append("\\r", to: &out)
            case UInt8(ascii: "\t"): append("\\t", to: &out)
            case 0x08: append("\\b", to: &out)
            case 0x0C: append("\\f", to: &out)
            case ..<0x20:
                append("\\u00", to: &out)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
    }
}
