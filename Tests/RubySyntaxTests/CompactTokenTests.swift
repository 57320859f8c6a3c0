import Testing

@testable import RubySyntax

/// A token keeps its range in 32-bit fields and a common name by its `CommonNames` slot: both must give back
/// what the lexer found.
struct CompactTokenTests {
    @Test func rangeComesBackAsGiven() {
        let start = SourcePosition(offset: Lexer.maximumSize - 2, line: 300_000, column: 70_000)
        let end = SourcePosition(offset: Lexer.maximumSize, line: 300_001, column: 1)
        var token = Token(.newline, SourceRange(start: start, end: end), spaceBefore: true)
        #expect(token.range == SourceRange(start: start, end: end))
        let moved = SourceRange(start: SourcePosition(offset: 0, line: 1, column: 1), end: start)
        token.range = moved
        #expect(token.range == moved)
        #expect(token.spaceBefore)
    }

    /// Token ranges across lines, after multi-byte characters, in a heredoc and at newlines (whose ends are worked
    /// out without a search) are the positions the lexer finds for their offsets.
    @Test func tokenRangesMatchTheirOffsets() throws {
        let source = "a = 'é'\n  b = <<~X\n    ü\n  X\nc.d(\"#{e}\") # f\n\n\nx = [1,\n 2]\ny\n"
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        #expect(tokens.filter { if case .newline = $0.kind { true } else { false } }.count == 5)
        for token in tokens {
            #expect(token.range.start == Lexer(source: source).position(token.range.start.offset))
            #expect(token.range.end == Lexer(source: source).position(token.range.end.offset))
        }
    }

    /// Common names are read from `CommonNames`, not stored; other names are stored once each.
    @Test func commonNamesAreNotStored() throws {
        var lexer = Lexer(source: "s.name = spec.version + naïve_name\nsource_files: other")
        let names = try lexer.tokenize().compactMap { token -> String? in
            switch token.kind {
            case .identifier(let value), .constant(let value), .label(let value): lexer.values[value]
            default: nil
            }
        }
        #expect(names == ["s", "name", "spec", "version", "naïve_name", "source_files", "other"])
        #expect(lexer.values.texts == ["naïve_name", "other"])
    }
}
