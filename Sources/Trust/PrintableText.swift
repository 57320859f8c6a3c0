/// Text from outside data made safe to print on a terminal: control characters (C0, DEL, C1 — ESC
/// sequences can retitle a window, clear the screen or fake output) shown as visible `\u{1b}`
/// escapes instead. The one function every printer of podspec-derived text goes through.
public enum PrintableText {
    /// `text` with control characters escaped; line feeds and tabs are kept when `keepingLayout`
    /// (multi-line messages), escaped otherwise.
    public static func escaped(_ text: String, keepingLayout: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLayout) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLayout) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingLayout: Bool) -> Bool {
        let value = scalar.value
        if keepingLayout && (value == 0x0A || value == 0x09) { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
