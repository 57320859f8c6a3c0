extension String {
    /// Whether the UTF-8 bytes of the string include `byte`, searched in the contiguous bytes when the
    /// string has them (the generic `utf8.contains` walks the view a byte at a time through its iterator).
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}
