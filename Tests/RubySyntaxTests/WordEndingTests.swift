import Testing

@testable import RubySyntax

/// `Parser.endsInWordCharacter` reads the last bytes of ASCII names; it must agree with the rule on the last
/// Character (a letter, a number or `_`) that it falls back to for the others.
struct WordEndingTests {
    /// The rule on Characters alone.
    static func lastCharacterIsWordCharacter(_ name: String) -> Bool {
        name.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }

    static let names = [
        "", "a", "_", "1", "?", "!", "=", "name", "name?", "name!", "source_files", "a_", "x9", "[]",
        "a very long attribute name_", "café", "naïve?", "名前", "e\u{301}", "a\u{301}?", "ok\u{1F600}",
        "z\u{0660}",
    ]

    @Test(arguments: names)
    func agreesWithTheCharacterRule(_ name: String) {
        #expect(Parser.endsInWordCharacter(name) == WordEndingTests.lastCharacterIsWordCharacter(name))
    }

    /// Names the lexer reads as one identifier, among them ones whose last character is not their last byte
    /// (`\u{600}` joins the letter after it) and ones of one byte (the source byte before them is not theirs).
    static let identifiers = [
        "a", "_", "x9", "name", "name?", "name!", "source_files", "café", "naïve?", "名前", "e\u{301}",
        "a\u{301}?", "z\u{0660}", "b\u{600}a", "\u{600}a", "é", "éa", "aé",
    ]

    /// `identifierEndsInWordCharacter` reads an identifier's last bytes in the source: it must agree with
    /// `endsInWordCharacter` of its name, whatever comes before it (`.`, a space, a line end, a non-ASCII name).
    @Test(arguments: identifiers, ["", "s.", "s. ", "s.\n", "é."])
    func identifierAgreesWithItsName(_ name: String, before: String) throws {
        let parser = try LevelParse.parser(over: before + name + " = 1", depth: 0)
        // The last identifier so named: the attribute's, not a receiver of the same name.
        let token = parser.tokens.last { token in
            if case .identifier(let value) = token.kind { parser.values[value] == name } else { false }
        }
        guard let token else {
            Issue.record("no identifier \(name.debugDescription) after \(before.debugDescription)")
            return
        }
        #expect(parser.identifierEndsInWordCharacter(token, named: name) == Parser.endsInWordCharacter(name))
    }
}
