/// Converts UTF-8 byte offsets into 1-based line:column positions (columns in Unicode scalars).
struct LineMap: Sendable {
    /// The text mapped, shared with its other holders rather than copied.
    private let text: String
    private let lineStarts: [Int]

    /// A map of `text`.
    init(_ text: String) {
        self.text = text
        self.lineStarts = Self.withBytes(of: text, Self.lineStarts)
    }

    /// `body` over `text`'s UTF-8 bytes where they lie (a copy only for a text not stored contiguously).
    private static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// A map of `text` whose lines start at `lineStarts` (0, then the offset after each line feed, in order), found
    /// already by whoever read the text (the JSON reader, as it skips whitespace).
    init(_ text: String, lineStarts: [Int]) {
        self.text = text
        self.lineStarts = lineStarts
    }

    /// The line starts of a text of `count` bytes before its first line feed: the first line's, with room for the
    /// others (a JSON podspec's lines are some 30 bytes long: reserving for lines of 24 spares growing the array).
    static func emptyLineStarts(forBytes count: Int) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(count / 24 + 1)
        return starts
    }

    /// Where each line of `bytes` starts.
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = emptyLineStarts(forBytes: bytes.count)
        var start = 0
        while let newline = LineFeedSearch.next(in: bytes, from: start) {
            start = newline + 1
            starts.append(start)
        }
        return starts
    }

    func location(_ offset: Int) -> SourceLocation {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let lineStart = lineStarts[lo]
        // The Unicode scalars from the line's start up to `offset` (or the end).
        let column = Self.withBytes(of: text) { bytes in
            String.unicodeScalarCount(
                of: UnsafeBufferPointer(rebasing: bytes[lineStart..<max(lineStart, min(offset, bytes.count))]))
        }
        return SourceLocation(line: lo + 1, column: column + 1)
    }
}
