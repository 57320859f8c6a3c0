import PodspecModel
import Testing

@testable import PodspecReader

/// `Interpreter.storedText` answers plain one-line values without `strip_heredoc.strip`; it must answer as
/// that composition does, for every value.
@Suite struct StoredTextTests {
    @Test(arguments: [
        "", " ", "a", "é", " a", "a ", "\ta", "a\t", "a\n", "\na", "a\nb", "  a\n  b", "a\n  b\n", "a\u{0}", "\u{0}a",
        "a\r", "\ra", "a\u{0B}", "\u{0C}a", "a b", "\u{301}a", "a\u{301}", "\u{00A0}a\u{00A0}", "🇫🇷 x 🇫🇷", "a\r\nb",
        "  indented heredoc\n  second line\n",
    ])
    func answersAsStripHeredocThenStrip(text: String) {
        #expect(Interpreter.storedText(text) == RubyText.strip(RubyText.stripHeredoc(text)))
    }

    @Test func plainLinesTakeTheShortcut() {
        #expect(Interpreter.isPlainLine("A pod that does things."))
        #expect(Interpreter.isPlainLine("é"))
        #expect(!Interpreter.isPlainLine("a\nb"))
        #expect(!Interpreter.isPlainLine(" a"))
        #expect(!Interpreter.isPlainLine(""))
    }
}
