extension String {
    /// `unicodeScalars.count` (Ruby's `String#length`, for the reader and the linter), counted on the UTF-8 bytes: every scalar has
    /// exactly one byte that is not a continuation byte (`10xxxxxx`). A plain loop over the contiguous
    /// bytes costs a fraction of walking the scalar view, which decodes each scalar.
    public var unicodeScalarCount: Int {
        // (Every native string has contiguous UTF-8; the scalar view only covers the others.)
        let counted = utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
            return count
        }
        return counted ?? unicodeScalars.count
    }
}
