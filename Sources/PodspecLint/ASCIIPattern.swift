import PodspecModel

/// A regular expression simple enough to be matched byte by byte on ASCII text with the result ICU
/// gives: a sequence of literal characters, `.` (any character but a line break) and bracket classes
/// of single characters, with no anchors, groups, alternation or quantifiers. `RubyRegex` uses it
/// for ASCII text (the lint's patterns and values nearly always are), where ICU cost tens of
/// thousands of instructions a match; anything else goes to ICU. A pattern of literal characters only
/// (no `.`, `\w`, `\v` or negated class, which ICU extends beyond ASCII) is also matched on non-ASCII text:
/// in UTF-8 its ASCII bytes can only meet ASCII characters.
struct ASCIIPattern: Sendable {
    /// Each pattern position: the set of ASCII bytes it accepts.
    private let positions: [ByteSet]
    /// Whether every position is literal ASCII characters, so that the bytes of UTF-8 text decide.
    private let isLiteral: Bool

    /// Whether `byte` is an ASCII word character (ICU's `\w`: a letter, digit or `_`).
    static func isWord(_ byte: UInt8) -> Bool { ByteSet.word.contains(byte) }

    /// Nil when `pattern` is not of the simple kind (then ICU matches it).
    init?(_ pattern: String) {
        let bytes = Array(pattern.utf8)
        var positions: [ByteSet] = []
        var isLiteral = true
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            switch byte {
            case UInt8(ascii: "."):
                positions.append(.anyButLineBreak)
                isLiteral = false
            case UInt8(ascii: "\\"):
                guard i < bytes.count, let set = ASCIIPattern.escape(bytes[i]) else { return nil }
                positions.append(set)
                isLiteral = isLiteral && ASCIIPattern.isLiteralEscape(bytes[i])
                i += 1
            case UInt8(ascii: "["):
                guard let (set, end) = ASCIIPattern.bracketClass(bytes, from: i) else { return nil }
                positions.append(set)
                isLiteral = isLiteral && ASCIIPattern.isLiteralClass(bytes[i..<end])
                i = end
            case _ where byte >= 0x80 || "^$|?*+(){}]".utf8.contains(byte): return nil
            default: positions.append(ByteSet([byte]))
            }
        }
        self.positions = positions
        self.isLiteral = isLiteral
    }

    /// Whether `\` + `byte` stands for one ASCII character only (not `\w` or `\v`, which ICU extends).
    private static func isLiteralEscape(_ byte: UInt8) -> Bool {
        byte != UInt8(ascii: "w") && byte != UInt8(ascii: "v")
    }

    /// Whether a bracket class (its text after `[`, through `]`) lists literal characters only: not negated,
    /// no `\w` or `\v`.
    private static func isLiteralClass(_ text: ArraySlice<UInt8>) -> Bool {
        guard text.first != UInt8(ascii: "^") else { return false }
        var escaped = false
        for byte in text {
            if escaped && !isLiteralEscape(byte) { return false }
            escaped = !escaped && byte == UInt8(ascii: "\\")
        }
        return true
    }

    /// The set of `\` + `byte`: `\w`, the control escapes, or an escaped punctuation character.
    private static func escape(_ byte: UInt8) -> ByteSet? {
        switch byte {
        case UInt8(ascii: "w"): return .word
        case UInt8(ascii: "t"): return ByteSet([9])
        case UInt8(ascii: "n"): return ByteSet([10])
        case UInt8(ascii: "f"): return ByteSet([12])
        case UInt8(ascii: "r"): return ByteSet([13])
        case UInt8(ascii: "v"): return .verticalSpace
        case _ where byte < 0x80 && !ByteSet.word.contains(byte) && byte > 0x20: return ByteSet([byte])
        default: return nil
        }
    }

    /// The class starting after `[` at `start` (optionally negated with `^`; single characters and
    /// escapes only, no ranges or nested sets) and the offset after its `]`.
    private static func bracketClass(_ bytes: [UInt8], from start: Int) -> (ByteSet, Int)? {
        var i = start
        let negated = i < bytes.count && bytes[i] == UInt8(ascii: "^")
        if negated { i += 1 }
        var set = ByteSet()
        var count = 0
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            switch byte {
            case UInt8(ascii: "]"):
                guard count > 0 else { return nil }
                return (negated ? set.asciiComplement : set, i)
            case UInt8(ascii: "\\"):
                guard i < bytes.count, let escaped = escape(bytes[i]) else { return nil }
                set.formUnion(escaped)
                i += 1
            case _ where byte >= 0x80 || "[-^&".utf8.contains(byte): return nil
            default: set.insert(byte)
            }
            count += 1
        }
        return nil
    }

    /// Whether the pattern occurs in `text`; nil when `text` is not ASCII and the pattern not literal (ICU must decide).
    func matches(_ text: String) -> Bool? {
        // (The bytes read in place: `withUTF8` is mutating, and a copy of `text` was made to call it.)
        if let found = text.utf8.withContiguousStorageIfAvailable({ search($0) }) { return found }
        var text = text
        return text.withUTF8 { search($0) }
    }

    private func search(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        if !isLiteral, !ASCIIText.isASCII(text) { return nil }
        guard !positions.isEmpty else { return true }
        guard text.count >= positions.count else { return false }
        // (The sets tested where they are stored: tested through the Array, each was copied to the stack for every
        // byte.)
        return positions.withUnsafeBufferPointer { positions in
            // (The rest of the pattern compared only where its first position matches: most starts fail there.)
            for start in 0...(text.count - positions.count) where positions[0].contains(text[start]) {
                var offset = 1
                while offset < positions.count, positions[offset].contains(text[start + offset]) { offset += 1 }
                if offset == positions.count { return true }
            }
            return false
        }
    }
}

extension ByteSet {
    /// ICU's `\w` on ASCII: letters, digits and `_`.
    fileprivate static let word = ByteSet(
        Array(UInt8(ascii: "a")...UInt8(ascii: "z")) + Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))
            + Array(UInt8(ascii: "0")...UInt8(ascii: "9")) + [UInt8(ascii: "_")])
    /// ICU's `\v` on ASCII: `\n`, `\v`, `\f`, `\r` (the line breaks `.` does not match).
    fileprivate static let verticalSpace = ByteSet([10, 11, 12, 13])
    /// `.`: any ASCII byte but a line break.
    fileprivate static let anyButLineBreak = verticalSpace.asciiComplement
}
