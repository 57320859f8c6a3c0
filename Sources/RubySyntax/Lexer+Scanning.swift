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
        var i = offset
        bytes.withUnsafeBytes { raw in
            let limit = min(end, raw.count)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits = ones &* 0x80
            /// The high bit of each byte of `word` that equals `target`'s bytes; the lowest one set is a true match.
            func matches(_ word: UInt64, _ target: UInt64) -> UInt64 {
                let x = word ^ target
                return (x &- ones) & ~x & highBits
            }
            let (pa, pb, pc, pd) = (ones &* UInt64(a), ones &* UInt64(b), ones &* UInt64(c), ones &* UInt64(d))
            // `i + 8 <= limit <= raw.count`: each load is inside the buffer.
            while i + 8 <= limit {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let found = matches(word, pa) | matches(word, pb) | matches(word, pc) | matches(word, pd)
                if found != 0 {
                    i += found.trailingZeroBitCount / 8
                    return
                }
                i += 8
            }
            while i < limit {
                let byte = raw[i]
                if byte == a || byte == b || byte == c || byte == d { return }
                i += 1
            }
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

    /// The offset of the first byte at or after `offset` that is not `isIdentChar`, or `end` when there is none.
    /// Identifiers are scanned eight bytes at a time: each byte is tested against the identifier ranges at once.
    @inline(__always) static func identifierEnd(in bytes: [UInt8], from offset: Int, to end: Int) -> Int {
        var i = offset
        bytes.withUnsafeBytes { raw in
            let limit = min(end, raw.count)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits = ones &* 0x80
            // `i + 8 <= limit <= raw.count`: each load is inside the buffer.
            while i + 8 <= limit {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let nonIdentifier = ~identifierBytes(word) & highBits
                if nonIdentifier != 0 {
                    i += nonIdentifier.trailingZeroBitCount / 8
                    return
                }
                i += 8
            }
            while i < limit && isIdentChar(raw[i]) { i += 1 }
        }
        return i
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
