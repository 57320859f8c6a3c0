extension String {
    /// `unicodeScalars.count` (Ruby's `String#length`, for the reader and the linter), counted on the UTF-8 bytes: every scalar has
    /// exactly one byte that is not a continuation byte (`10xxxxxx`). A plain loop over the contiguous
    /// bytes costs a fraction of walking the scalar view, which decodes each scalar.
    public var unicodeScalarCount: Int {
        // (Every native string has contiguous UTF-8; the scalar view only covers the others.)
        utf8.withContiguousStorageIfAvailable(String.unicodeScalarCount(of:)) ?? unicodeScalars.count
    }

    /// The number of Unicode scalars that start in the UTF-8 `bytes`: their bytes that are not continuation bytes.
    /// Counted eight bytes at a time (a continuation byte's top bits are `10`; ASCII text has none to subtract),
    /// then the last few one by one.
    static func unicodeScalarCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var count = 0
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // (Bit 7 of each byte set where that byte's bit 7 is set and its bit 6 is not.)
            let continuationBytes = word & highBits & ~(word << 1)
            count &+= 8
            if continuationBytes != 0 { count &-= continuationBytes.nonzeroBitCount }
            offset += 8
        }
        while offset < raw.count {
            if raw[offset] & 0xC0 != 0x80 { count &+= 1 }
            offset += 1
        }
        return count
    }
}
