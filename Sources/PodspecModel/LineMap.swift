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
        let end = min(offset, bytes.count)
        let column = bytes[lineStart..<max(lineStart, end)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(line: lo + 1, column: column + 1)
    }
}
