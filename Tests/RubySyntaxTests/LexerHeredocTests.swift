import Testing

@testable import RubySyntax

/// A heredoc's lines with nothing to escape or interpolate join its text as bytes; the others go through
/// `lexQuoted`. Both must give what lexing every line with `lexQuoted` and joining adjacent text gives.
struct LexerHeredocTests {
    /// The pieces of the one heredoc in `source`.
    static func heredocPieces(_ source: [UInt8]) throws -> [StringPiece] {
        var lexer = Lexer(bytes: source)
        for token in try lexer.tokenize() {
            if case .string(let pieces) = token.kind { return lexer.values[pieces] }
        }
        Issue.record("no heredoc in \(String(decoding: source, as: UTF8.self))")
        return []
    }

    /// Every body line of the `<<-EOS` heredoc in `source` (opener on the first line) lexed with `lexQuoted`,
    /// adjacent text joined.
    static func perLinePieces(_ source: [UInt8], interpolate: Bool) throws -> [StringPiece] {
        var lexer = Lexer(bytes: source)
        var lineStart = try #require(source.firstIndex(of: 0x0A)) + 1
        var pieces: [StringPiece] = []
        while true {
            let lineEnd = try #require(source[lineStart...].firstIndex(of: 0x0A)) + 1
            let line = String(decoding: source[lineStart..<lineEnd], as: UTF8.self)
            if line.trimmingPrefix(while: { $0 == " " }).hasPrefix("EOS") { return pieces }
            lexer.pos = lineStart
            lexer.end = lineEnd
            for piece in try lexer.lexQuoted(terminator: 0, opener: nil, interpolate: interpolate, untilEnd: true) {
                if case .text(let t) = piece, case .text(let u) = pieces.last {
                    pieces[pieces.count - 1] = .text(u + t)
                } else {
                    pieces.append(piece)
                }
            }
            lineStart = lineEnd
        }
    }

    /// Bodies mixing plain lines with escapes, interpolations, a bare `#`, a line continuation, a NUL (which ends
    /// its line's text), CRLF, and invalid or split UTF-8.
    static let bodies: [[UInt8]] = [
        Array("plain\nlines only\n".utf8),
        Array("a\n#{x}\nb\n".utf8),
        Array("before #{x} after\nplain\n#{y}\n".utf8),
        Array("tab\\tescape\nplain\n\\\\ backslash\n".utf8),
        Array("# not interpolated\nplain # hash\n".utf8),
        Array("continued \\\nline\nplain\n".utf8),
        Array("crlf\r\nlines\r\n".utf8),
        Array("nul".utf8) + [0] + Array(" cut\nafter\n".utf8),
        [0xC3, 0x0A, 0xA9, 0x61, 0x0A, 0xFF, 0x0A] + Array("\\xC3\nok\n".utf8),
        Array("caf\u{E9} \u{1F600}\n#@ivar and \\u00e9\n".utf8),
        // Bodies with nothing to escape or interpolate: made a String from the source bytes at once.
        [0xC3, 0x0A, 0xA9, 0x61, 0x0A, 0xFF, 0x0A],
        Array("caf\u{E9} \u{1F600}\n  indented\n\n".utf8),
        [],
    ]

    @Test(arguments: [("<<-EOS", true), ("<<-'EOS'", false), ("<<-\"EOS\"", true)])
    func heredocMatchesLexingEachLine(opener: String, interpolate: Bool) throws {
        for body in Self.bodies {
            let source = Array("x = \(opener)\n".utf8) + body + Array("  EOS\ny = 1\n".utf8)
            let expected = try Self.perLinePieces(source, interpolate: interpolate)
            #expect(try Self.heredocPieces(source) == expected, "\(String(decoding: body, as: UTF8.self))")
        }
    }

    /// The strings and command strings of `source`, each as its pieces.
    static func literalPieces(_ source: String) throws -> [[StringPiece]] {
        var lexer = Lexer(source: source)
        return try lexer.tokenize().compactMap { token in
            switch token.kind {
            case .string(let pieces), .xstring(let pieces): lexer.values[pieces]
            default: nil
            }
        }
    }

    /// A body with nothing to dedent, escape or interpolate is one piece of text, whatever the heredoc's form; a
    /// `<<~` body is dedented even when its lines are plain.
    @Test func plainBodiesAreOnePieceInEveryForm() throws {
        #expect(try Self.literalPieces("x = <<EOS\n  a\nb\nEOS\n") == [[.text("  a\nb\n")]])
        #expect(try Self.literalPieces("x = <<~EOS\nplain\n  indented\n  EOS\n") == [[.text("plain\n  indented\n")]])
        #expect(try Self.literalPieces("x = <<~EOS\n    a\n      b\n  EOS\n") == [[.text("a\n  b\n")]])
        #expect(try Self.literalPieces("x = <<-`CMD`\n  ls\n  CMD\n") == [[.text("  ls\n")]])
        #expect(try Self.literalPieces("x = <<-EOS\n  EOS\ny = 'z'\n") == [[], [.text("z")]])
    }

    /// Two heredocs opened on one line: the second body starts after the first's terminator, and lexing goes on
    /// after the second's.
    @Test func heredocsOpenedOnOneLineFollowEachOther() throws {
        let source = "foo(<<-A, <<~B)\n  a\n  A\n    b\n  B\nbar 'c'\n"
        #expect(try Self.literalPieces(source) == [[.text("  a\n")], [.text("b\n")], [.text("c")]])
    }

    /// A body whose terminator never comes is an error at the heredoc.
    @Test func missingTerminatorIsAnError() throws {
        #expect(throws: SyntaxError.self) { try Self.literalPieces("x = <<-EOS\n  a\n  EO\n") }
    }

    @Test func squigglyHeredocDedentsPlainAndInterpolatedLines() throws {
        let source = Array("x = <<~EOS\n    a\n      b #{c}\n    d\n  EOS\n".utf8)
        let pieces = try Self.heredocPieces(source)
        #expect(pieces.count == 3)
        #expect(pieces.first == .text("a\n  b "))
        #expect(pieces.last == .text("\nd\n"))
    }
}
