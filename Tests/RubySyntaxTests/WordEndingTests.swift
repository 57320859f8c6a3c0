import Testing

@testable import RubySyntax

/// `Parser.endsInWordCharacter` reads the last bytes of ASCII names; it must agree with the rule on the last
/// Character (a letter, a number or `_`) that it falls back to for the others.
struct WordEndingTests {
    /// The rule on Characters alone.
    static func lastCharacterIsWordCharacter(_ name: String) -> Bool {
        name.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }

    @Test(arguments: [
        "", "a", "_", "1", "?", "!", "=", "name", "name?", "name!", "source_files", "a_", "x9", "[]",
        "a very long attribute name_", "café", "naïve?", "名前", "e\u{301}", "a\u{301}?", "ok\u{1F600}",
        "z\u{0660}",
    ])
    func agreesWithTheCharacterRule(_ name: String) {
        #expect(Parser.endsInWordCharacter(name) == WordEndingTests.lastCharacterIsWordCharacter(name))
    }
}
