/// Whether text is all ASCII: what the byte fast paths ask before they read bytes as Characters (in ASCII text
/// each Character is one byte but CR LF, and canonical equivalence is byte equality). One test for all of them.
public enum ASCIIText {
    /// Whether every byte of `bytes` is below 0x80, tested eight bytes at a time (then the last few one by one).
    @inlinable public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= raw.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & highBits != 0 { return false }
            offset += 8
        }
        while offset < raw.count {
            if raw[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// Whether all of `text` is ASCII, its bytes read in place where they are contiguous.
    @inlinable public static func isASCII(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isASCII) ?? text.utf8.allSatisfy { $0 < 0x80 }
    }
}
