import Testing

@testable import RubySyntax

/// The parser keeps the index of the last token (the end of input) rather than counting the tokens at each step:
/// `advance()` and `peekToken(_:)` must stop there, and names read through `TokenValues` (common ones from its own
/// copy of `CommonNames.table`) must be the lexer's.
struct TokenCursorTests {
    @Test func advanceAndPeekStopAtTheEndOfInput() throws {
        var parser = try LevelParse.parser(over: "s.name = 'x'", depth: 0)
        #expect(parser.lastTokenIndex == parser.tokens.count - 1)
        guard case .eof = parser.tokens[parser.lastTokenIndex].kind else {
            Issue.record("the last token is \(parser.tokens[parser.lastTokenIndex].kind)")
            return
        }
        for _ in 0..<(parser.tokens.count + 3) { parser.advance() }
        #expect(parser.index == parser.lastTokenIndex)
        #expect(parser.atEOF)
        #expect(parser.peekToken(5).range == parser.current.range)
        var single = try LevelParse.parser(over: "", depth: 0)
        #expect(single.lastTokenIndex == 0)
        single.advance()
        #expect(single.index == 0)
    }

    @Test func namesReadBackAsTheyWereWritten() throws {
        var lexer = Lexer(source: "s.source_files = spec.deployment_target(unusual_name, ünïcode)")
        let tokens = try lexer.tokenize()
        let names = tokens.compactMap { token -> String? in
            switch token.kind {
            case .identifier(let name), .constant(let name): lexer.values[name]
            default: nil
            }
        }
        #expect(names == ["s", "source_files", "spec", "deployment_target", "unusual_name", "ünïcode"])
    }
}
