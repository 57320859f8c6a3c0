import Testing

@testable import RubySyntax

/// The lexer tells a token's line and column from a line hint that keeps its line's bounds; every token's start
/// and end must be where counting the newlines before its offsets puts them, across blank and comment lines,
/// continued lines, multi-line strings, heredocs and interpolation.
struct TokenPositionTests {
    static let samples: [String] = [
        "a = 1\nb = 2\n",
        "\n\n  x\n\n\n  # comment\n  # another\n  y(1,\n    2)\n",
        "s.name = 'A'\\\n  'B'\ns.summary = \"two\nlines\"\n\n",
        "s.description = <<-DESC\n  text\n  more\n  DESC\ns.version = \"#{v}\"\n",
        "x = [\n  1,\n  2,\n]\n  .map { |e| e }\n=begin\ndoc\n=end\nz",
        "café = \"日本語\"\nt = 'é' # ü\nend_of_input",
        // Newlines that end no statement (after `,`, an operator, `(`), before blank and comment lines.
        "a = [1,\n\n  2] +\n  3 if x &&\n  y\nfoo(\n# c\n\n  1)\nz = <<~T +\n  t\nT\n  'u'\n",
    ]

    /// The line and column of `offset` in `bytes`, counted from the start.
    static func counted(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
        return (before.filter { $0 == 0x0A }.count + 1, offset - lineStart + 1)
    }

    @Test(arguments: samples) func positionsAgreeWithCounting(_ source: String) throws {
        let bytes = Array(source.utf8)
        var lexer = Lexer(bytes: bytes)
        for token in try lexer.tokenize() {
            for position in [token.range.start, token.range.end] {
                let expected = Self.counted(position.offset, in: bytes)
                #expect(
                    position.line == expected.line && position.column == expected.column,
                    "\(token.kind) at \(position.offset): \(position.line):\(position.column)")
            }
        }
    }

    /// `position(_:)` asked out of order (a search, then the hinted line, then lines before it) agrees too.
    @Test func positionsOutOfOrderAgreeWithCounting() {
        let bytes = Array(Self.samples[1].utf8)
        let lexer = Lexer(bytes: bytes)
        for offset in [20, 21, 3, 0, bytes.count - 1, 5, 6, 2, bytes.count] {
            let position = lexer.position(offset)
            let expected = Self.counted(offset, in: bytes)
            #expect(position.line == expected.line && position.column == expected.column, "\(offset)")
        }
    }
}
