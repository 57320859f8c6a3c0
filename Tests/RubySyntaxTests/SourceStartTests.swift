import Testing

@testable import RubySyntax

/// `=begin … =end` and `__END__` at the very start of the source, which `tokenize()` checks before its loop.
struct SourceStartTests {
    /// The kinds of the tokens of `source`, or the error's text.
    func kinds(_ source: String) -> String {
        var lexer = Lexer(source: source)
        do {
            return try lexer.tokenize().map { "\($0.kind.rubyDescription)" }.joined(separator: " ")
        } catch {
            return "error: \(error)"
        }
    }

    @Test func embeddedDocumentAtStartIsSkipped() {
        #expect(kinds("=begin\nnot code (\n=end\nfoo") == "local variable or method end-of-input")
        #expect(kinds("=begin\n=end") == "end-of-input")
    }

    @Test func endMarkerAtStartEndsTheSource() {
        #expect(kinds("__END__\nfoo (") == "end-of-input")
        #expect(kinds("__END__") == "end-of-input")
    }

    @Test func unterminatedEmbeddedDocumentAtStartThrows() {
        #expect(kinds("=begin\nx").hasPrefix("error: "))
    }

    @Test func markersNotAtStartOfLineAreCode() {
        #expect(kinds(" __END__") == "local variable or method end-of-input")
        #expect(kinds("__END__x") == "local variable or method end-of-input")
        #expect(kinds("=beginx").hasPrefix("'=' "))
    }
}
