import Testing

@testable import PodspecModel

/// `c99Identifier` returns a name that is an identifier already as it is; that shortcut must answer as building the
/// identifier does, for every name.
@Suite struct RubyTextC99IdentifierTests {
    static let names = [
        "", "a", "_", "__", "a__b", "_a", "a_", "a_b", "Abc123", "1abc", "9", "a1", "a-b", "a.b", "a b", "é", "aé",
        "Ä", "a\n1b", "a\nb", "\n", "A_B_C", "a@b", "a[b", "a`b", "a{b", "Z", "z", "FirebaseCore", "lottie-ios",
        "0_0", "a\u{301}", "🇫🇷",
    ]

    @Test(arguments: names)
    func shortcutAnswersAsBuilding(name: String) {
        let built = RubyText.builtC99Identifier(name)
        #expect(RubyText.c99Identifier(name) == built)
        let kept = Array(name.utf8).withUnsafeBufferPointer(RubyText.isKeptByC99Identifier)
        #expect(kept == (built == name))
    }

    @Test func buildsIdentifiers() {
        #expect(RubyText.c99Identifier("lottie-ios") == "lottie_ios")
        #expect(RubyText.c99Identifier("1abc") == "_1abc")
        #expect(RubyText.c99Identifier("a__b") == "a_b")
        #expect(RubyText.c99Identifier("FirebaseCore") == "FirebaseCore")
    }
}
