import Testing

@testable import RubySyntax

/// `Lexer.string(fromUTF8:)` makes the Strings of names and plain literals in place; it must give what
/// `String(decoding:as:)` gives, invalid bytes included, on both sides of the small-string limit (15 bytes).
struct SourceTextTests {
    static let samples: [[UInt8]] = [
        [],
        Array("s".utf8),
        Array("source_files".utf8),
        Array("exactly15bytes_".utf8),
        Array("sixteen_bytes_ab".utf8),
        Array("a much longer identifier than fits inline".utf8),
        Array("café".utf8),
        Array("日本語の名前".utf8),
        Array("e\u{301}".utf8),
        [0x61, 0xFF, 0x62],
        [0xC3],
        [0xE6, 0x97],
        Array("fourteen_bytes".utf8) + [0xC3],
        Array("a longer text with a cut ".utf8) + [0xE6, 0x97],
        [0xF0, 0x9F, 0x98, 0x80],
    ]

    @Test(arguments: samples) func agreesWithDecoding(_ bytes: [UInt8]) {
        let made = bytes.withUnsafeBufferPointer { Lexer.string(fromUTF8: $0) }
        let decoded = String(decoding: bytes, as: UTF8.self)
        #expect(made == decoded)
        #expect(Array(made.utf8) == Array(decoded.utf8))
    }

    @Test func namesAndStringsFromTheLexer() throws {
        var lexer = Lexer(source: "café = 'naïve'\nx_fifteen_bytes = \"#{café}\"")
        let tokens = try lexer.tokenize()
        #expect(tokens.count > 4)
        guard case .identifier(let name) = tokens[0].kind, case .string(let text) = tokens[2].kind else {
            Issue.record("unexpected tokens \(tokens.map(\.kind))")
            return
        }
        #expect(lexer.values[name] == "café")
        #expect(lexer.values.plainText(text) == "naïve")
    }
}
