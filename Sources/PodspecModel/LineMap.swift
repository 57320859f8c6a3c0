#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts UTF-8 byte offsets into 1-based line:column positions (columns in Unicode scalars).
struct LineMap: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// A map of `bytes`, which it copies (they are borrowed from the parsed text).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = Array(bytes)
        var starts = [0]
        // `memchr` finds each newline far faster than a byte-by-byte loop over the whole text.
        if let base = bytes.baseAddress {
            var start = 0
            while start < bytes.count,
                let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
            {
                start = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
                starts.append(start)
            }
        }
        self.lineStarts = starts
    }

    func location(_ offset: Int) -> SourceLocation {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let lineStart = lineStarts[lo]
        let end = max(lineStart, min(offset, bytes.count))
        // Every scalar has one byte that is not a continuation byte (`10xxxxxx`); read through the buffer,
        // within `lineStart..<end`, without checking each index.
        let column = bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for byte in UnsafeBufferPointer(rebasing: buffer[lineStart..<end]) where byte & 0xC0 != 0x80 {
                count &+= 1
            }
            return count
        }
        return SourceLocation(line: lo + 1, column: column + 1)
    }
}
