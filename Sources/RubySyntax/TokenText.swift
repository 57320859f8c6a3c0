/// The text of a punctuator or keyword (at most 15 bytes) packed into two integers, so a token carries it
/// without a String: copying one costs nothing, and comparing two costs two integer comparisons.
///
/// A string literal makes one (`"&."`, `"end"`), so `token.isPunct("(")` and `case .keyword("do")` read as
/// they would with a String.
public struct TokenText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Bytes 0–7, the first in the lowest bits.
    let low: UInt64
    /// Bytes 8–14, then the byte count in the top byte.
    let high: UInt64

    /// The longest text a `TokenText` holds.
    static let capacity = 15

    /// The text of `bytes`, at most `capacity` of them.
    @inline(__always)
    init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        precondition(bytes.count <= TokenText.capacity, "token text longer than \(TokenText.capacity) bytes")
        var low: UInt64 = 0
        var high = UInt64(bytes.count) << 56
        for (k, b) in bytes.enumerated() {
            if k < 8 {
                low |= UInt64(b) << (8 * k)
            } else {
                high |= UInt64(b) << (8 * (k - 8))
            }
        }
        self.low = low
        self.high = high
    }

    @inline(__always)
    public init(stringLiteral literal: StaticString) {
        self = literal.withUTF8Buffer { TokenText($0) }
    }

    /// The number of bytes.
    @inline(__always) public var count: Int { Int(truncatingIfNeeded: high >> 56) }

    /// The first `length` bytes (at most 8, and at most `count`).
    @inline(__always) func prefix(_ length: Int) -> TokenText {
        let mask: UInt64 = length >= 8 ? ~0 : (1 << (8 * UInt64(length))) - 1
        return TokenText(low: low & mask, high: UInt64(length) << 56)
    }

    /// The `count` bytes at `start` in `buffer` (at most `capacity` of them, all inside the buffer).
    @inline(__always)
    init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) {
        if start + 16 <= buffer.count {
            // Read a word at a time (most names are far from the end), the bytes after the text masked off.
            let raw = UnsafeRawBufferPointer(buffer)
            let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            if count <= 8 {
                // Most names and keywords: the first word holds them.
                self.low = first & (count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1)
                self.high = UInt64(count) << 56
                return
            }
            let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))
            self.low = first
            self.high = UInt64(count) << 56 | second & ((1 << (8 * UInt64(count - 8))) - 1)
            return
        }
        var low: UInt64 = 0
        var high = UInt64(count) << 56
        var k = 0
        while k < count && k < 8 {
            low |= UInt64(buffer[start + k]) << (8 * UInt64(k))
            k += 1
        }
        while k < count {
            high |= UInt64(buffer[start + k]) << (8 * UInt64(k - 8))
            k += 1
        }
        self.low = low
        self.high = high
    }

    /// The key of a text longer than `capacity` at `start` in `buffer`: its first `capacity` bytes with a count of
    /// `capacity + 1`, which no text's own `TokenText` has (`CommonNames` finds its long names by it).
    @inline(__always)
    init(prefixOfLong buffer: UnsafeBufferPointer<UInt8>, from start: Int) {
        let prefix = TokenText(buffer, from: start, count: TokenText.capacity)
        self.init(low: prefix.low, high: prefix.high & ~(0xFF << 56) | UInt64(TokenText.capacity + 1) << 56)
    }

    /// The text of `count` (at most 8) bytes packed in `packed`, the first in the lowest bits (higher bytes are
    /// ignored).
    @inline(__always)
    init(packed: UInt64, count: Int) {
        self.low = packed & (count >= 8 ? ~0 : (1 << (8 * UInt64(count))) - 1)
        self.high = UInt64(count) << 56
    }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The byte at `offset` (below `count`).
    @inline(__always) func byte(_ offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: offset < 8 ? low >> (8 * offset) : high >> (8 * (offset - 8)))
    }

    /// The text as a String.
    public var description: String {
        String(unsafeUninitializedCapacity: count) { buffer in
            for offset in 0..<count { buffer[offset] = byte(offset) }
            return count
        }
    }
}
