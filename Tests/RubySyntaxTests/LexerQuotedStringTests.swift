import Testing

@testable import RubySyntax

/// `lexQuotedString` takes a `'…'` or `"…"` literal's text straight from the source bytes when nothing in it
/// is escaped or interpolated; it must give what `lexQuoted` gives, and leave the lexer where it does.
struct LexerQuotedStringTests {
    /// Literal bodies after the opening quote (closing quote included where there is one).
    static let bodies: [String] = [
        "Q", "aQ", "plain textQ rest", "café 😀Q", "#Q", "a#bQ", "#{x}Q", "a #{x} bQ", "#@ivarQ", "\\QQ",
        "a\\nbQ", "\\\\Q", "Q Q", "line\nbreakQ", "unterminated", "", "#", "\\",
        // Long enough for the eight-byte search: the quote, a backslash or `#` at each place in a word.
        "1234567Q", "12345678Q", "123456789Q", "123456789012345Q", "1234567890123456Q", "12345678\\QQ",
        "1234567#{x}Q tail", "1234567890#abcdefQ", "très long café 😀 textQ", "no quote in these sixteen bytes",
    ]

    @Test(arguments: [(UInt8(ascii: "'"), false), (UInt8(ascii: "\""), true)])
    func matchesLexQuoted(quote: UInt8, interpolate: Bool) {
        for body in Self.bodies {
            let source = Array("x = ".utf8) + [quote] + body.utf8.map { $0 == UInt8(ascii: "Q") ? quote : $0 }
            var fast = Lexer(bytes: source)
            var general = Lexer(bytes: source)
            fast.pos = 5
            general.pos = 5
            let fastResult = Result {
                let value = try fast.lexQuotedString(terminator: quote, interpolate: interpolate)
                // A plain text is kept on its own, and answers the same pieces as a list.
                if let text = fast.values.plainText(value) { #expect(fast.values[value] == [.text(text)]) }
                return fast.values[value]
            }
            let generalResult = Result {
                try general.lexQuoted(terminator: quote, opener: nil, interpolate: interpolate)
            }
            switch (fastResult, generalResult) {
            case (.success(let a), .success(let b)):
                #expect(a == b, "\(body)")
                #expect(fast.pos == general.pos, "\(body)")
            case (.failure(let a), .failure(let b)):
                #expect("\(a)" == "\(b)", "\(body)")
            default:
                Issue.record("\(body): \(fastResult) but lexQuoted gives \(generalResult)")
            }
        }
    }
}
