import Testing

@testable import RubySyntax

/// `Lexer.identifierEnd` tests sixteen bytes at a time; it must stop where the byte-by-byte rule (`isIdentChar`)
/// stops, at every offset and end, whatever the bytes around it.
struct IdentifierScanTests {
    /// The rule one byte at a time.
    static func byteByByteEnd(_ bytes: [UInt8], from offset: Int, to end: Int) -> Int {
        var i = offset
        while i < end && Lexer.isIdentChar(bytes[i]) { i += 1 }
        return i
    }

    @Test(arguments: [
        "", "s", "source_files", "a_very_long_identifier_name_here", "spec.name = 'x'", "café_au_lait?",
        "名前と名前と名前", "x9_Z@y", "abcdefg[", "abcdefgh`", "ABCDEFGH{", "_________/", "0123456789:", "a\u{7F}b",
        "tab\there", "nul\u{0}byte_and_more", "e\u{301}\u{301}\u{301}\u{301}", "ok\u{1F600}ok\u{1F600}ok",
    ])
    func agreesWithTheByteRule(_ text: String) {
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count {
            for end in offset...bytes.count {
                #expect(
                    Lexer.identifierEnd(in: bytes, from: offset, to: end)
                        == IdentifierScanTests.byteByByteEnd(bytes, from: offset, to: end))
            }
        }
    }

    /// `isIdentStart` reads a mask; it must class every byte as the ranges do (letters, `_`, from 0x80 up).
    @Test func identifierStartsAreTheLettersUnderscoreAndNonASCII() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected =
                (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || byte == 0x5F || byte >= 0x80
            #expect(Lexer.isIdentStart(byte) == expected, "byte \(value)")
        }
    }

    @Test func everyByteIsClassedAsTheByteRuleClassesIt() {
        for value in 0...255 {
            let byte = UInt8(value)
            // The byte at each of the sixteen places in a block of identifier bytes, and then a block of its own.
            for place in 0..<16 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 32)
                bytes[place] = byte
                let expected = Lexer.isIdentChar(byte) ? 32 : place
                #expect(Lexer.identifierEnd(in: bytes, from: 0, to: bytes.count) == expected, "byte \(value)")
            }
            let block = Array(repeating: byte, count: 16)
            #expect(Lexer.identifierEnd(in: block, from: 0, to: 16) == (Lexer.isIdentChar(byte) ? 16 : 0))
        }
    }
}
