import Testing

import PodspecModel

/// `unicodeScalarCount` (counted on UTF-8 bytes) against the scalar view it replaces.
@Suite struct UnicodeScalarCountTests {
    @Test(arguments: [
        "", "a", "Pod.", "  ", "é", "e\u{301}", "日本語の説明", "🙂👍🏽", "🇫🇷", "mixed ascii and ünïcödé 🙂\n\t",
        String(repeating: "x", count: 141), String(repeating: "ß🙂", count: 100),
        "\u{0}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
        // (Scalars across the eight-byte words the count reads, and a tail of each length.)
        "1234567é", "123456é", "1234567🙂89", "ééééé", "a🙂🙂🙂🙂", "12345678", "123456789", "abcdefghijklmno",
        "\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{80}\u{80}",
    ])
    func matchesScalarView(_ text: String) {
        #expect(text.unicodeScalarCount == text.unicodeScalars.count)
    }
}
