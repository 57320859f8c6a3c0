import Testing

@testable import Trust

@Suite struct PrintableTextTests {
    @Test func controlCharactersBecomeVisibleEscapes() {
        #expect(PrintableText.escaped("a\u{1B}]0;pwned\u{07}\u{1B}[2Jb") == "a\\u{1b}]0;pwned\\u{7}\\u{1b}[2Jb")
        #expect(PrintableText.escaped("\u{9B}31m\u{7F}") == "\\u{9b}31m\\u{7f}")
        #expect(PrintableText.escaped("line\n\tnext\r") == "line\\u{a}\\u{9}next\\u{d}")
        #expect(PrintableText.escaped("line\n\tnext\r", keepingLayout: true) == "line\n\tnext\\u{d}")
        #expect(PrintableText.escaped("Ünïcödé ✓") == "Ünïcödé ✓")
    }
}
