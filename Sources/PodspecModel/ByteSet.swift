/// A set of bytes, a bit each in four words: a byte class tested in a few instructions, with no table to
/// allocate (the linter's ASCII patterns and the reader's regex prefilter test one per byte they look at, from
/// other modules: `contains` is inlinable, as a call per byte cost more than the test).
public struct ByteSet: Sendable {
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @inlinable public init() {}

    @inlinable public init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { insert(byte) }
    }

    @inlinable public mutating func insert(_ byte: UInt8) {
        let bit = ByteSet.bit(byte)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    public mutating func formUnion(_ other: ByteSet) {
        words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
    }

    /// The ASCII bytes not in the set (none of the others).
    public var asciiComplement: ByteSet {
        var set = ByteSet()
        set.words = (~words.0, ~words.1, 0, 0)
        return set
    }

    @inlinable public func contains(_ byte: UInt8) -> Bool {
        let word =
            switch byte >> 6 {
            case 0: words.0
            case 1: words.1
            case 2: words.2
            default: words.3
            }
        return word & ByteSet.bit(byte) != 0
    }

    @inlinable @inline(__always) static func bit(_ byte: UInt8) -> UInt64 { 1 << UInt64(byte & 63) }
}
