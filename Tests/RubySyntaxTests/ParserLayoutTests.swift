import Testing
@testable import RubySyntax

/// Source layout: comments, `=begin`/`=end`, `__END__`, line continuations and leading-dot chains, and the
/// tokens the lexer makes where the parser depends on them.
@Suite struct ParserLayoutTests {
    @Test func embeddedDocumentIsSkipped() {
        expectAST("a\n=begin\ncomment (\n=end\nb", "(send@1:1-2 _ a)\n(send@5:1-2 _ b)")
    }

    @Test func everythingAfterEndMarkerIsData() {
        expectAST("a\n__END__\nwhatever junk (", "(send@1:1-2 _ a)")
    }

    @Test func backslashContinuesTheLine() {
        expectAST("a = 1 + \\\n  2", "(asgn@1:1-2:4 (lvar@1:1-2 a) (send@1:5-2:4 (int@1:5-6 1) + (int@2:3-4 2)))")
    }

    @Test func leadingDotContinuesTheChain() {
        expectAST(
            "foo\n  .bar\n  # note\n  .baz\nfoo\n  &.qux",
            """
            (send@1:1-4:7 (send@1:1-2:7 (send@1:1-4 _ foo) bar) baz)
            (csend@5:1-6:8 (send@5:1-4 _ foo) qux)
            """)
    }

    @Test func trailingDotAndACommentContinueTheChain() {
        expectAST("foo. # comment\n  bar", "(send@1:1-2:6 (send@1:1-4 _ foo) bar)")
    }

    @Test func aBinaryOperatorAtTheEndOfALineContinuesIt() {
        expectAST("x = a &&\n  b", "(asgn@1:1-2:4 (lvar@1:1-2 x) (and@1:5-2:4 (send@1:5-6 _ a) (send@2:3-4 _ b)))")
    }

    @Test func parenthesesWithSeveralStatements() {
        expectAST("x = (1; 2)", "(asgn@1:1-11 (lvar@1:1-2 x) (seq@1:5-11 (int@1:6-7 1) (int@1:9-10 2)))")
    }

    @Test func labelsAndSymbolsAreTokensOfTheirOwn() {
        expectTokens(
            "{ a: :b, 'c' => d ? e : f }",
            """
            '{'@1:1-2 _label(a)@1:3-5 _sym(b)@1:6-8 ','@1:8-9 _str("c")@1:10-13 _'=>'@1:14-16 _id(d)@1:17-18 \
            _'?'@1:19-20 _id(e)@1:21-22 _':'@1:23-24 _id(f)@1:25-26 _'}'@1:27-28
            """)
    }

    /// A newline after an operator or comma is no token; one that ends a statement is (it ends where the next
    /// line starts).
    @Test func newlinesThatEndStatementsOnly() {
        expectTokens(
            "a = [1,\n 2]\nb",
            """
            id(a)@1:1-2 _'='@1:3-4 _'['@1:5-6 int(1)@1:6-7 ','@1:7-8 _int(2)@2:2-3 ']'@2:3-4 nl@2:4-3:1 id(b)@3:1-2
            """)
    }

    /// `?`/`!` belong to the name unless `=` follows (`a!=b` is `a != b`).
    @Test func predicateNamesAndNotEqual() {
        expectTokens("a!=b\nc?", "id(a)@1:1-2 '!='@1:2-4 id(b)@1:4-5 nl@1:5-2:1 id(c?)@2:1-3")
    }

    /// The heredoc token spans its opener only; lexing goes on after the opener's line, then past the body.
    @Test func heredocTokenAndWhatFollowsIt() {
        expectTokens(
            "f(<<~A, 1)\n  x\nA\ng",
            #"""
            id(f)@1:1-2 '('@1:2-3 str("x\n")@1:3-7 ','@1:7-8 _int(1)@1:9-10 ')'@1:10-11 nl@1:11-2:1 id(g)@4:1-2
            """#)
    }

    /// `#{…}` keeps where its code starts (line:column) and ends (byte offset of the `}`) for the parser.
    @Test func interpolationPieceKeepsItsPosition() {
        expectTokens("x = \"a\n#{b}\"", #"id(x)@1:1-2 _'='@1:3-4 _str("a\n" #{2:3..<10})@1:5-2:6"#)
    }

    /// Windows line ends read as `\n`; lines and columns are unchanged.
    @Test func carriageReturnLineFeedIsANewline() {
        expectAST(
            "a = 1\r\nb = 'x\r\ny'\r\n",
            #"""
            (asgn@1:1-6 (lvar@1:1-2 a) (int@1:5-6 1))
            (asgn@2:1-3:3 (lvar@2:1-2 b) (str@2:5-3:3 "x\ny"))
            """#)
    }
}
