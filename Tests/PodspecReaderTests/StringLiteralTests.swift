import Testing

import RubySyntax

/// A plain literal is kept as its text (`StringLiteral.text`) and evaluated without `Interpreter.interpolate`;
/// it must read as the same literal written with parts (an empty `#{}` before it, or cut in adjacent literals).
@Suite struct StringLiteralTests {
    @Test func plainTextIsKeptWhole() throws {
        for source in ["'a'", "\"a\"", "%q(a)", "<<~X\n  a\nX"] {
            let program = try Parser.parse(bytes: Array(source.utf8))
            guard case .string(.text(let text)) = program.first?.kind else {
                Issue.record("\(source): not plain text")
                continue
            }
            #expect(text.hasPrefix("a"), "\(source)")
        }
        for source in ["\"a#{1}\"", "'a' 'b'"] {
            let program = try Parser.parse(bytes: Array(source.utf8))
            guard case .string(.parts) = program.first?.kind else {
                Issue.record("\(source): not parts")
                continue
            }
        }
    }

    @Test func plainTextReadsAsParts() throws {
        let texts = ["", "a", "é", "e\u{301}", "🇫🇷", "a\\nb", "\\u00e9", "tab\\t", "quote\\\"", "#not", "\\#{x}"]
        for text in texts {
            let plain = try inspected("\"\(text)\"")
            #expect(plain != nil, "\(text)")
            #expect(plain == (try inspected("\"#{}\(text)\"")), "\(text)")
            #expect(plain == (try inspected("\"\" \"\(text)\"")), "\(text)")
        }
    }
}
