extension Lexer {
    /// The offset of the first byte at or after `offset` that is one of `a`, `b`, `c`, `d` (repeat one to look
    /// for fewer), or `end` when there is none. Comments and quoted text are skipped this way sixteen bytes at a
    /// time. Inlined, so a caller calls the static search without copying the lexer.
    @inline(__always) func firstOffset(from offset: Int, of a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        Lexer.firstOffset(in: bytes, from: offset, to: end, of: a, b, c, d)
    }

    /// `firstOffset(from:of:_:_:_:)` in `bytes` up to `end`.
    static func firstOffset(
        in bytes: [UInt8], from offset: Int, to end: Int, of a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8
    ) -> Int {
        let (va, vb, vc, vd) = (
            Bytes16(repeating: a), Bytes16(repeating: b), Bytes16(repeating: c), Bytes16(repeating: d)
        )
        return firstMarked(
            in: bytes, from: offset, to: end, marks: { ($0 .== va) .| ($0 .== vb) .| ($0 .== vc) .| ($0 .== vd) },
            isMarked: { $0 == a || $0 == b || $0 == c || $0 == d })
    }

    /// `firstOffset(from:of:_:_:_:)` for two bytes: a single-quoted literal's quote and backslash, tested for
    /// only those two.
    @inline(__always) func firstOffset(from offset: Int, of a: UInt8, _ b: UInt8) -> Int {
        let (va, vb) = (Bytes16(repeating: a), Bytes16(repeating: b))
        return Lexer.firstMarked(
            in: bytes, from: offset, to: end, marks: { ($0 .== va) .| ($0 .== vb) }, isMarked: { $0 == a || $0 == b })
    }

    /// Sixteen bytes of the source, tested at once (SSE2 compares and a byte mask).
    typealias Bytes16 = SIMD16<UInt8>

    /// The offset of the first byte of `bytes` at or after `offset` (and before `end`) that `isMarked`, or `end`
    /// when there is none. Reads 16 bytes at a time while 16 remain (`marks` tells which of them are marked);
    /// the last bytes are tested one by one.
    @inline(__always) private static func firstMarked(
        in bytes: [UInt8], from offset: Int, to end: Int, marks: (Bytes16) -> SIMDMask<Bytes16.MaskStorage>,
        isMarked: (UInt8) -> Bool
    ) -> Int {
        var i = offset
        bytes.withUnsafeBytes { raw in
            let limit = min(end, raw.count)
            // `i + 16 <= limit <= raw.count`: each load is inside the buffer (and no offset nears `Int.max`, so the
            // sums do not overflow).
            while i &+ 16 <= limit {
                if let first = firstSet(marks(raw.loadUnaligned(fromByteOffset: i, as: Bytes16.self))) {
                    i &+= first
                    return
                }
                i &+= 16
            }
            while i < limit && !isMarked(raw[i]) { i &+= 1 }
        }
        return i
    }

    /// The index of the first true lane of `mask`, nil for none: its lanes are bytes of all ones or zeros, read as
    /// two little-endian words (`any(_:)` and `all(_:)` are not always inlined: each was a call per block).
    @inline(__always) private static func firstSet(_ mask: SIMDMask<Bytes16.MaskStorage>) -> Int? {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        if words[0] != 0 { return words[0].trailingZeroBitCount &>> 3 }
        if words[1] != 0 { return 8 &+ words[1].trailingZeroBitCount &>> 3 }
        return nil
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
    /// Identifiers are scanned sixteen bytes at a time: each byte is tested against the identifier ranges at once.
    @inline(__always) static func identifierEnd(in bytes: [UInt8], from offset: Int, to end: Int) -> Int {
        firstMarked(
            in: bytes, from: offset, to: end, marks: { .!identifierBytes($0) }, isMarked: { !isIdentChar($0) })
    }

    /// Which bytes of `bytes` `isIdentChar` holds for: bytes from 0x80 up, ASCII letters, digits and `_`. A range
    /// is tested as one unsigned comparison of the byte less its start. (Vector operands throughout: the operators
    /// taking a scalar are not specialized, and cost a call per lane.)
    @inline(__always) static func identifierBytes(_ bytes: Bytes16) -> SIMDMask<Bytes16.MaskStorage> {
        // `A`-`Z` become `a`-`z`; no other byte does.
        let letters = (bytes | Bytes16(repeating: 0x20)) &- Bytes16(repeating: 0x61) .< Bytes16(repeating: 26)
        let digits = bytes &- Bytes16(repeating: 0x30) .< Bytes16(repeating: 10)
        return (bytes .>= Bytes16(repeating: 0x80)) .| letters .| digits .| (bytes .== Bytes16(repeating: 0x5F))
    }
}
