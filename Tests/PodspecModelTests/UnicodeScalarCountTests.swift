import Testing

import PodspecModel

/// `unicodeScalarCount` (counted on UTF-8 bytes) against the scalar view it replaces.
@Suite struct UnicodeScalarCountTests {
    @Test(arguments: [
        "", "a", "Pod.", "  ", "é", "e\u{301}", "日本語の説明", "🙂👍🏽", "🇫🇷", "mixed ascii and ünïcödé 🙂\n\t",
        String(repeating: "x", count: 141), String(repeating: "ß🙂", count: 100),
        "\u{0}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
    ])
    func matchesScalarView(_ text: String) {
        #expect(text.unicodeScalarCount == text.unicodeScalars.count)
    }
}
