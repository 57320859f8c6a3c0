extension String {
    /// `unicodeScalars.count` (Ruby's `String#length`, for the reader and the linter), counted on the UTF-8 bytes: every scalar has
    /// exactly one byte that is not a continuation byte (`10xxxxxx`). A plain loop over the contiguous
    /// bytes costs a fraction of walking the scalar view, which decodes each scalar.
    public var unicodeScalarCount: Int {
        // (Every native string has contiguous UTF-8; the scalar view only covers the others.)
        utf8.withContiguousStorageIfAvailable(String.unicodeScalarCount(of:)) ?? unicodeScalars.count
    }

    /// The number of Unicode scalars that start in the UTF-8 `bytes`: their bytes that are not continuation bytes.
    static func unicodeScalarCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
        return count
    }
}
