/// Scans of JSON text's bytes that read 8 bytes at a time, shared by the reader (a string's plain run, an
/// indentation) and the writer (whether a string needs escapes).
enum JSONByteScan {
    /// The position after the run of spaces starting at the space at `start` in `bytes` (an indentation, mostly).
    @inline(__always) static func endOfSpaceRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        return firstMarked(bytes, from: start, marks: { $0 ^ spaces }, isMarked: { $0 != 0x20 })
    }

    /// The position of the first `"`, `\` or control byte (below 0x20) at or after `start` in `bytes`, or
    /// `bytes.count`: where a string's plain run ends (the bytes a JSON string holds, and writes, unescaped). A
    /// byte is marked by its high bit in a word's marks, and the lowest mark is always a true one (a false one
    /// only follows a true one).
    static func endOfPlainRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return firstMarked(
            bytes, from: start,
            marks: { word in
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                return ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word)
                    & (ones &* 0x80)
            },
            isMarked: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 })
    }

    /// The position of the first byte of `bytes` at or after `start` that `isMarked`, or `bytes.count`. Reads 8
    /// bytes at a time while 8 remain: `marks` of a little-endian word is non-zero in the bits of each marked byte
    /// (and its lowest non-zero bit lies in the first one); the last bytes are tested one by one.
    @inline(__always)
    private static func firstMarked(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, marks: (UInt64) -> UInt64, isMarked: (UInt8) -> Bool
    ) -> Int {
        var p = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            // `p + 8 <= bytes.count`: each load is inside the buffer.
            while p + 8 <= bytes.count {
                let marked = marks(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)))
                if marked != 0 { return p + marked.trailingZeroBitCount / 8 }
                p += 8
            }
        }
        while p < bytes.count, !isMarked(bytes[p]) { p += 1 }
        return p
    }
}
