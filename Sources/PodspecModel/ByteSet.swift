/// A set of bytes, a bit each in four words: a byte class tested in a few instructions, with no table to
/// allocate (the linter's ASCII patterns and the reader's regex prefilter test one per byte they look at, from
/// other modules: `contains` is inlinable, as a call per byte cost more than the test).
public struct ByteSet: Sendable {
    /// Bit `byte & 63` of word `byte >> 6` for each member. (An inline array rather than a tuple: a byte's word is
    /// read by its index, where a switch over the four words compiled to a jump through a table for every byte.)
    @usableFromInline var words = InlineArray<4, UInt64>(repeating: 0)

    @inlinable public init() {}

    @inlinable public init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { insert(byte) }
    }

    @inlinable public mutating func insert(_ byte: UInt8) {
        words[ByteSet.wordIndex(byte)] |= ByteSet.bit(byte)
    }

    public mutating func formUnion(_ other: ByteSet) {
        for index in words.indices { words[index] |= other.words[index] }
    }

    /// The ASCII bytes not in the set (none of the others).
    public var asciiComplement: ByteSet {
        var set = ByteSet()
        set.words[0] = ~words[0]
        set.words[1] = ~words[1]
        return set
    }

    @inlinable public func contains(_ byte: UInt8) -> Bool {
        words[ByteSet.wordIndex(byte)] & ByteSet.bit(byte) != 0
    }

    /// The index of `byte`'s word in `words`.
    @inlinable @inline(__always) static func wordIndex(_ byte: UInt8) -> Int { Int(byte &>> 6) }

    @inlinable @inline(__always) static func bit(_ byte: UInt8) -> UInt64 { 1 << UInt64(byte & 63) }
}
