import Testing

@testable import PodspecModel

/// `stripHeredoc`, `strip` and `stripHeredocAndStrip` work on bytes in place; they must answer as the plain definitions
/// (ActiveSupport's `strip_heredoc`, line by line, then Ruby's `strip`, scalar by scalar) do, for every value.
@Suite struct RubyTextHeredocTests {
    static let values = [
        "", " ", "a", "é", " a", "a ", "\ta", "a\t", "a\n", "\na", "a\nb", "  a\n  b", "a\n  b\n", "a\u{0}", "\u{0}a",
        "a\r", "\ra", "a\u{0B}", "\u{0C}a", "a b", "\u{301}a", "a\u{301}", "\u{00A0}a\u{00A0}", "🇫🇷 x 🇫🇷", "a\r\nb",
        "  indented heredoc\n  second line\n", "    four\n  two\n\tthree\n", "\t\ttabs\n\t  mixed\n  \tother\n",
        "  a\n\n    \n  b\n", "  \u{0}nul after indent\n  x", "  \r\n  crlf\r\n", "   \n  \n", "\n\n  é\n  ü\n",
        "  \u{00A0}nbsp\n  x", "  a\n b\n", "  a\n", " \t a\n \t b", "\u{0}  a\n  b\u{0}", "  a\u{0B}\n  b\u{0C}",
    ]

    @Test(arguments: values)
    func stripHeredocAnswersAsTheLineByLineDefinition(text: String) {
        #expect(RubyText.stripHeredoc(text) == Self.referenceStripHeredoc(text))
    }

    @Test(arguments: values)
    func stripHeredocAndStripAnswersAsTheComposition(text: String) {
        #expect(RubyText.stripHeredocAndStrip(text) == Self.referenceStrip(Self.referenceStripHeredoc(text)))
    }

    @Test(arguments: values)
    func stripAnswersAsTheScalarDefinition(text: String) {
        #expect(RubyText.strip(text) == Self.referenceStrip(text))
    }

    /// `hasIndentedLine` (line starts found with `memchr`) answers as splitting the text into lines does.
    @Test(arguments: values + ["a\n \n", "a\n\tb", "a\n", "\n\n", "é\n é", "a\r\n b", "\u{0}\n\u{0} "])
    func hasIndentedLineAnswersAsTheLines(text: String) {
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        let expected = lines.contains { $0.first == 0x20 || $0.first == 0x09 }
        #expect(RubyText.hasIndentedLine(text) == expected)
    }

    @Test func plainLinesTakeTheShortcut() {
        func isPlain(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { RubyText.isPlainLine($0) }
        }
        #expect(isPlain("A pod that does things."))
        #expect(isPlain("é"))
        #expect(!isPlain("a\nb"))
        #expect(!isPlain(" a"))
        #expect(!isPlain("a\u{0}"))
        #expect(!isPlain(""))
    }

    /// Ruby's `String#strip` as first written: leading and trailing whitespace and NUL, scalar by scalar.
    static func referenceStrip(_ s: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\0": true
            default: false
            }
        }
        let scalars = s.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
            let end = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[start...end])
    }

    /// ActiveSupport's `strip_heredoc` as first written: the lines split, the smallest indentation followed by
    /// non-whitespace found, and removed from each line that starts with it.
    static func referenceStripHeredoc(_ s: String) -> String {
        let bytes = Array(s.utf8)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var minIndent: [UInt8]? = nil
        for line in lines {
            let indent = line.prefix { $0 == 0x20 || $0 == 0x09 }
            guard indent.count < line.count else { continue }
            let next = line[line.startIndex + indent.count]
            guard ![0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B].contains(next) else { continue }
            let candidate = Array(indent)
            if let current = minIndent, !candidate.lexicographicallyPrecedes(current) { continue }
            minIndent = candidate
        }
        guard let prefix = minIndent, !prefix.isEmpty else { return s }
        let stripped = lines.map { line -> ArraySlice<UInt8> in
            line.starts(with: prefix) ? line.dropFirst(prefix.count) : line
        }
        return String(decoding: Array(stripped.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
    }
}
