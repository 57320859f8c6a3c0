extension Lexer {
    /// The offset of the first byte at or after `offset` that is one of `a`, `b`, `c`, `d` (repeat one to look
    /// for fewer), or `end` when there is none. Comments and quoted text are skipped this way eight bytes at a
    /// time. Inlined, so a caller calls the static search without copying the lexer.
    @inline(__always) func firstOffset(from offset: Int, of a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        Lexer.firstOffset(in: bytes, from: offset, to: end, of: a, b, c, d)
    }

    /// `firstOffset(from:of:_:_:_:)` in `bytes` up to `end`.
    static func firstOffset(
        in bytes: [UInt8], from offset: Int, to end: Int, of a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8
    ) -> Int {
        let (pa, pb, pc, pd) = (repeated(a), repeated(b), repeated(c), repeated(d))
        return firstMarked(
            in: bytes, from: offset, to: end,
            marks: { word in
                Lexer.matchingBytes(of: word, equalTo: pa) | Lexer.matchingBytes(of: word, equalTo: pb)
                    | Lexer.matchingBytes(of: word, equalTo: pc)
                    | Lexer.matchingBytes(of: word, equalTo: pd)
            },
            isMarked: { $0 == a || $0 == b || $0 == c || $0 == d })
    }

    /// `firstOffset(from:of:_:_:_:)` for two bytes: a single-quoted literal's quote and backslash, tested for
    /// only those two.
    @inline(__always) func firstOffset(from offset: Int, of a: UInt8, _ b: UInt8) -> Int {
        let (pa, pb) = (Lexer.repeated(a), Lexer.repeated(b))
        return Lexer.firstMarked(
            in: bytes, from: offset, to: end,
            marks: { word in Lexer.matchingBytes(of: word, equalTo: pa) | Lexer.matchingBytes(of: word, equalTo: pb) },
            isMarked: { $0 == a || $0 == b })
    }

    /// `byte` in each of a word's eight bytes.
    @inline(__always) private static func repeated(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// The high bit of each byte of `word` that equals `pattern`'s (a `repeated` byte); the lowest one set is a
    /// true match.
    @inline(__always) private static func matchingBytes(of word: UInt64, equalTo pattern: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ pattern
        return (x &- ones) & ~x & (ones &* 0x80)
    }

    /// The offset of the first byte of `bytes` at or after `offset` (and before `end`) that `isMarked`, or `end`
    /// when there is none. Reads 8 bytes at a time while 8 remain: `marks` of a little-endian word has the high
    /// bit of each marked byte set, the lowest one set being a true one; the last bytes are tested one by one.
    @inline(__always) private static func firstMarked(
        in bytes: [UInt8], from offset: Int, to end: Int, marks: (UInt64) -> UInt64, isMarked: (UInt8) -> Bool
    ) -> Int {
        var i = offset
        bytes.withUnsafeBytes { raw in
            let limit = min(end, raw.count)
            // `i + 8 <= limit <= raw.count`: each load is inside the buffer (and no offset nears `Int.max`, so the
            // sums do not overflow).
            while i &+ 8 <= limit {
                let marked = marks(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                if marked != 0 {
                    i &+= marked.trailingZeroBitCount &>> 3
                    return
                }
                i &+= 8
            }
            while i < limit && !isMarked(raw[i]) { i += 1 }
        }
        return i
    }

    /// The offset of the line end at or after `offset`, or `end`.
    @inline(__always) func lineEnd(from offset: Int) -> Int {
        Lexer.lineEnd(in: bytes, from: offset, to: end)
    }

    /// `lineEnd(from:)` in `bytes` up to `end`.
    @inline(__always) static func lineEnd(in bytes: [UInt8], from offset: Int, to end: Int) -> Int {
        firstOffset(in: bytes, from: offset, to: end, of: 0x0A, 0x0A, 0x0A, 0x0A)
    }

    /// `lineEnd(in:from:to:)` for a comment, kept out of line: comments are few, and inlined into the token loop
    /// its search's constants were loaded again for every token.
    @inline(never) static func commentEnd(in bytes: [UInt8], from offset: Int, to end: Int) -> Int {
        lineEnd(in: bytes, from: offset, to: end)
    }

    /// The offset of the first byte at or after `offset` that is not a space (0x20), or `end` when there is none.
    /// Indentation and alignment are skipped eight bytes at a time: a word's leading spaces are counted at once.
    /// A lone space (most between tokens) is told by the byte after it, without a word read.
    @inline(__always) static func spaceRunEnd(in bytes: [UInt8], from offset: Int, to end: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            // `end` is within `bytes` (`Lexer.init`): each load is inside the buffer.
            var i = offset
            if i < end && raw[i] != 0x20 { return i }
            while i &+ 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let nonSpaces = word ^ 0x2020_2020_2020_2020
                if nonSpaces != 0 { return i &+ nonSpaces.trailingZeroBitCount &>> 3 }
                i &+= 8
            }
            while i < end && raw[i] == 0x20 { i &+= 1 }
            return i
        }
    }

    /// The offset of the first byte at or after `offset` that is not `isSpace`, or `end` when there is none.
    @inline(__always) func spaceEnd(from offset: Int) -> Int {
        bytes.withUnsafeBufferPointer { b in
            var i = offset
            while i < end && Lexer.isSpace(b[i]) { i += 1 }
            return i
        }
    }

    /// The offset of the first byte at or after `offset` that is not `isIdentChar`, or `end` when there is none.
    /// Identifiers are scanned eight bytes at a time: each byte is tested against the identifier ranges at once.
    @inline(__always) static func identifierEnd(in bytes: [UInt8], from offset: Int, to end: Int) -> Int {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        return firstMarked(
            in: bytes, from: offset, to: end, marks: { ~identifierBytes($0) & highBits },
            isMarked: { !isIdentChar($0) })
    }

    /// The high bit of each byte of `word` for which `isIdentChar` holds: bytes from 0x80 up, ASCII letters,
    /// digits and `_`. The ranges are tested on the low seven bits, where no byte's sum carries into the next.
    @inline(__always) static func identifierBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let ascii = word & ~highBits
        /// The high bit of each byte of `x` (each below 0x80) within `low...high`.
        func within(_ x: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
            (x &+ ones &* UInt64(0x80 - low)) & ~(x &+ ones &* UInt64(0x7F - high)) & highBits
        }
        let letters = within(ascii | ones &* 0x20, 0x61, 0x7A)  // `A`-`Z` become `a`-`z`; no other byte does
        let digits = within(ascii, 0x30, 0x39)
        let underscores = ~((ascii ^ ones &* 0x5F) &+ ones &* 0x7F) & highBits
        return (word & highBits) | letters | digits | underscores
    }
}
