import Testing

@testable import RubySyntax

/// `Lexer.scanLines` finds the line starts and whether a `\r` occurs with `memchr`; it must agree with a
/// byte-by-byte reading, on short and long lines, at the ends and with nothing to find.
struct LineScanTests {
    static let samples: [String] = [
        "", "\n", "\r", "\r\n", "a", "a\nb", "a\r\nb\r\n", "\n\n\n", "0123456\n89abcdef\n", "01234567\r\n9",
        "no line end at all, longer than a word", "café\n日本語\r\nend", "x\r", String(repeating: "ab\n", count: 9),
    ]

    @Test(arguments: samples) func agreesWithByteByByte(_ source: String) {
        let bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        let scan = Lexer.scanLines(bytes)
        #expect(scan.lineStarts == starts)
        #expect(scan.hasCarriageReturn == bytes.contains(0x0D))
        #expect(Lexer.computeLineStarts(bytes) == starts)
    }
}
