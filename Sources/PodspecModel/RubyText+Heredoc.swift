/// ActiveSupport's `String#strip_heredoc`, and the `strip_heredoc.strip` CocoaPods applies to every string
/// attribute it stores. Both work on the UTF-8 bytes in place: what they remove (indentation, and the
/// whitespace `strip` takes off) is ASCII, so a cut between bytes is always a cut between characters.
extension RubyText {
    /// ActiveSupport's `String#strip_heredoc`: remove the smallest leading indentation of the lines that
    /// contain non-blank text. Works on bytes so `\r\n` lines behave as in Ruby.
    public static func stripHeredoc(_ s: String) -> String {
        // Most values have no line starting with a blank, so no indentation to remove.
        guard hasIndentedLine(s) else { return s }
        var text = s
        return text.withUTF8 { bytes in
            smallestIndent(of: bytes).map { String(decoding: removing($0, from: bytes), as: UTF8.self) }
        } ?? s
    }

    /// `strip_heredoc.strip`, as CocoaPods stores a string attribute. Most values are one line without space
    /// at either end, which both leave as it is: they are answered by one pass over their bytes.
    public static func stripHeredocAndStrip(_ s: String) -> String {
        var text = s
        return text.withUTF8 { bytes -> String? in
            if isPlainLine(bytes) { return nil }
            guard let indent = smallestIndent(of: bytes) else { return stripped(bytes) }
            let unindented = removing(indent, from: bytes)
            return String(decoding: stripping(unindented), as: UTF8.self)
        } ?? s
    }

    /// Whether a line of `s` starts with a space or a tab (its bytes read in place, from one line's start to the
    /// next: the line feeds found with `memchr`, where a loop over every byte cost several times more).
    static func hasIndentedLine(_ s: String) -> Bool {
        var text = s
        return text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                if bytes[lineStart] == 0x20 || bytes[lineStart] == 0x09 { return true }
                guard let lineFeed = LineFeedSearch.next(in: bytes, from: lineStart) else { return false }
                lineStart = lineFeed + 1
            }
            return false
        }
    }

    /// Whether `bytes` are non-empty, have no line feed, and neither start nor end with what `strip` removes.
    static func isPlainLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last, !isStripped(first), !isStripped(last) else {
            return false
        }
        return LineFeedSearch.next(in: bytes, from: 0) == nil
    }

    /// What Ruby's `strip` removes at either end: ASCII whitespace and NUL (a byte of 0x80 or more belongs to a
    /// non-ASCII character, which it keeps).
    @inline(__always) static func isStripped(_ byte: UInt8) -> Bool {
        byte == 0x00 || isWhitespace(byte)
    }

    /// Whether `byte` is what a Ruby regexp's `\s` matches: space, tab, line feed, vertical tab, form feed,
    /// carriage return.
    @inline(__always) public static func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: true
        default: false
        }
    }

    /// `bytes` stripped (`strip`) as a new String; nil when there is nothing to remove.
    static func stripped(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let kept = stripping(bytes)
        return kept.count == bytes.count ? nil : String(decoding: kept, as: UTF8.self)
    }

    /// `bytes` without what `strip` removes at either end.
    static func stripping<C: BidirectionalCollection<UInt8>>(_ bytes: C) -> C.SubSequence {
        guard let first = bytes.firstIndex(where: { !isStripped($0) }),
            let last = bytes.lastIndex(where: { !isStripped($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    /// The indentation `strip_heredoc` removes, as the range of a line's leading blanks: the lexicographically
    /// smallest of the lines whose indentation is followed by a non-whitespace byte (`^[ \t]*(?=\S)`); nil when
    /// it is empty.
    static func smallestIndent(of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var smallest: Range<Int>? = nil
        var lineStart = 0
        while lineStart <= bytes.count {
            var end = lineStart
            while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
            if end < bytes.count && !isWhitespace(bytes[end]) {
                let candidate = lineStart..<end
                if smallest.map({ bytes[candidate].lexicographicallyPrecedes(bytes[$0]) }) ?? true {
                    smallest = candidate
                }
            }
            guard let lineFeed = LineFeedSearch.next(in: bytes, from: end) else { break }
            lineStart = lineFeed + 1
        }
        guard let smallest, !smallest.isEmpty else { return nil }
        return smallest
    }

    /// `bytes` with `indent` (a range of them) removed from the start of each line that starts with it.
    static func removing(_ indent: Range<Int>, from bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let prefix = bytes[indent]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = LineFeedSearch.next(in: bytes, from: lineStart) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            out.append(contentsOf: line.starts(with: prefix) ? line.dropFirst(prefix.count) : line)
            guard lineEnd < bytes.count else { break }
            out.append(0x0A)
            lineStart = lineEnd + 1
        }
        return out
    }
}
