import Testing

@testable import RubySyntax

/// The lexer writes its tokens into the Array `tokenize()` returns (`LexerTokenStore`): more tokens than it made
/// room for move to a larger one, and the tokens before an error stay in `tokens`.
struct LexerTokenStoreTests {
    /// One-byte tokens, more than a token per six bytes (the room first made): every one is kept, in order.
    @Test func moreTokensThanFirstRoomAreAllKept() throws {
        let count = 500
        let source = Array(repeating: "a", count: count).joined(separator: ",") + "\n"
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        #expect(tokens.count == 2 * count + 1)  // names and commas, the newline, end of input
        #expect(tokens.map(\.range) == lexer.tokens.map(\.range))
        for (index, token) in tokens.enumerated() where index < 2 * count - 1 {
            #expect(token.range.start.offset == index)
            if index % 2 == 1 { #expect(token.isPunct(",")) }
        }
        guard case .eof = tokens[tokens.count - 1].kind else {
            Issue.record("the last token is \(tokens[tokens.count - 1].kind)")
            return
        }
    }

    /// An unterminated string throws; the tokens before it are the lexer's `tokens`, also past the first room.
    @Test func tokensBeforeAnErrorAreKept() {
        let names = Array(repeating: "b", count: 200).joined(separator: ";")
        var lexer = Lexer(source: names + "\n'open")
        #expect(throws: SyntaxError.self) { try lexer.tokenize() }
        #expect(lexer.tokens.count == 2 * 200)  // names and semicolons, then the newline
        #expect(lexer.tokens.last.map { if case .newline = $0.kind { true } else { false } } == true)
    }
}
