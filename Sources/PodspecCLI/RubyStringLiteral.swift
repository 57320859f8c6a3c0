/// A value written inside a double-quoted Ruby string literal in a generated podspec: `\`, `"` and `#`
/// (so `#{…}`, `#@x`, `#$x` never interpolate) are escaped, control characters become `\u{…}`. Read
/// back by Ruby or our reader, the literal yields exactly the value; nothing in it can end the string.
enum RubyStringLiteral {
    /// The escaped contents, without the surrounding quotes.
    static func escaped(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "#": result += "\\#"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
