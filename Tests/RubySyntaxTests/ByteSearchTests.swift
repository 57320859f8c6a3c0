import Testing

@testable import RubySyntax

/// `firstOffset(from:of:_:)` (two bytes) must find what the four-byte search finds for the same two bytes, and
/// the four-byte search what a byte loop finds, from every start, in the sixteen-byte blocks and in the bytes after
/// them; `spaceRunEnd` must stop where a byte loop stops, also at the end of a range shorter than the source.
struct ByteSearchTests {
    static let sources: [String] = [
        "", "'", "\\", "abc", "plain text with no quote at all here", "1234567'", "12345678'", "123456789\\x'",
        "café 😀 'quoted' \\' and more text after the quote", "#{not a stop} in single quotes' tail",
        "123456789012345'", "1234567890123456'", "12345678901234567\\x'", "a block of sixteen, then more, then a '",
    ]

    @Test(arguments: sources)
    func twoByteSearchMatchesFourByteSearch(source: String) {
        let lexer = Lexer(source: source)
        let (quote, backslash) = (UInt8(ascii: "'"), UInt8(ascii: "\\"))
        for start in 0...source.utf8.count {
            #expect(
                lexer.firstOffset(from: start, of: quote, backslash)
                    == lexer.firstOffset(from: start, of: quote, backslash, quote, quote), "\(source) from \(start)")
        }
    }

    @Test(arguments: sources)
    func fourByteSearchStopsWhereAByteLoopStops(source: String) {
        let lexer = Lexer(source: source)
        let bytes = Array(source.utf8)
        let stops: [UInt8] = [0x27, 0x5C, 0x23, 0x22]
        for start in 0...bytes.count {
            var expected = start
            while expected < bytes.count && !stops.contains(bytes[expected]) { expected += 1 }
            #expect(lexer.firstOffset(from: start, of: 0x27, 0x5C, 0x23, 0x22) == expected, "\(source) from \(start)")
        }
    }

    static let indentedSources: [String] = [
        "", " ", "x", "   x", "        x", "         x", "                  end", "a  \tb", "s.name   = 'x'   ",
        "                ", "  \n    s", "        \u{00A0}",
    ]

    @Test(arguments: indentedSources)
    func spaceRunEndStopsWhereAByteLoopStops(source: String) {
        let bytes = Array(source.utf8)
        for end in 0...bytes.count {
            for start in 0...end {
                var expected = start
                while expected < end && bytes[expected] == 0x20 { expected += 1 }
                #expect(Lexer.spaceRunEnd(in: bytes, from: start, to: end) == expected, "\(source) \(start)..<\(end)")
            }
        }
    }
}
