import Testing
@testable import RubySyntax

/// Literals: numbers, strings and their escapes and interpolation, percent literals, heredocs, symbols,
/// regexps, ranges, arrays and hashes, each with its source ranges (see `SExpression` for the notation).
@Suite struct ParserLiteralTests {
    @Test func integerWithUnderscores() {
        expectAST("x = 1_000", "(asgn@1:1-10 (lvar@1:1-2 x) (int@1:5-10 1000))")
    }

    @Test func hexadecimalAndOctalIntegers() {
        expectAST(
            "x = 0x1F\ny = 017",
            """
            (asgn@1:1-9 (lvar@1:1-2 x) (int@1:5-9 31))
            (asgn@2:1-8 (lvar@2:1-2 y) (int@2:5-8 15))
            """)
    }

    /// Ruby reads `0o17` as 15, `0b101` as 5 and `0D10` as 10.
    @Test func octalBinaryAndDecimalPrefixes() {
        expectAST(
            "x = 0o17\ny = 0b101\nz = 0D1_0",
            """
            (asgn@1:1-9 (lvar@1:1-2 x) (int@1:5-9 15))
            (asgn@2:1-10 (lvar@2:1-2 y) (int@2:5-10 5))
            (asgn@3:1-10 (lvar@3:1-2 z) (int@3:5-10 10))
            """)
    }

    @Test func floatsWithFractionAndExponent() {
        expectAST(
            "a = 1.5\nb = 2.5e-3\nc = 1e3",
            """
            (asgn@1:1-8 (lvar@1:1-2 a) (float@1:5-8 1.5))
            (asgn@2:1-11 (lvar@2:1-2 b) (float@2:5-11 0.0025))
            (asgn@3:1-8 (lvar@3:1-2 c) (float@3:5-8 1000.0))
            """)
    }

    /// A minus sign before a number in value position is part of the literal; after a space it is a method.
    @Test func unaryMinusOnLiterals() {
        expectAST(
            "a = -1\nb = -1.5\nc = - 1",
            """
            (asgn@1:1-7 (lvar@1:1-2 a) (int@1:5-7 -1))
            (asgn@2:1-9 (lvar@2:1-2 b) (float@2:5-9 -1.5))
            (asgn@3:1-8 (lvar@3:1-2 c) (send@3:5-8 (int@3:7-8 1) -@))
            """)
    }

    @Test func singleQuotedStringKeepsBackslashesButQuoteAndBackslash() {
        expectAST(#"'a\n \' \\'"#, #"(str@1:1-12 "a\\n \' \\")"#)
    }

    @Test func doubleQuotedStringEscapes() {
        expectAST(#""a\tb\n\"q\" \u00e9 \x41 \101 \e \s""#, #"(str@1:1-37 "a\tb\n\"q\" é A A \u{1B}  ")"#)
    }

    @Test func unicodeEscapeWithSeveralCodePoints() {
        expectAST(#""\u{1F600 41}""#, #"(str@1:1-15 "😀A")"#)
    }

    @Test func interpolationKeepsTheRangesOfItsCode() {
        expectAST(
            #""a#{b}c#{1 + 2}""#,
            #"(str@1:1-17 "a" #{(send@1:5-6 _ b)} "c" #{(send@1:10-15 (int@1:10-11 1) + (int@1:14-15 2))})"#)
    }

    @Test func emptyAndMultiStatementInterpolation() {
        expectAST(#""a#{}b#{c; d}""#, #"(str@1:1-15 "a" #{} "b" #{(send@1:9-10 _ c) (send@1:12-13 _ d)})"#)
    }

    @Test func stringSpanningLines() {
        expectAST("x = 'b\nc'", #"(asgn@1:1-2:3 (lvar@1:1-2 x) (str@1:5-2:3 "b\nc"))"#)
    }

    @Test func adjacentLiteralsConcatenate() {
        expectAST(##""a" 'b' "#{c}""##, #"(str@1:1-15 "a" "b" #{(send@1:12-13 _ c)})"#)
    }

    @Test func adjacentLiteralsAcrossALineContinuation() {
        expectAST("a = \"x\" \\\n  \"y\"", #"(asgn@1:1-2:6 (lvar@1:1-2 a) (str@1:5-2:6 "x" "y"))"#)
    }

    @Test func percentQAndPercentCapitalQ() {
        expectAST(
            #"a = %q(it's (nested) \))"# + "\n" + #"b = %Q{x #{1} y}"# + "\n" + #"c = %(p #{2})"#,
            #"""
            (asgn@1:1-25 (lvar@1:1-2 a) (str@1:5-25 "it\'s (nested) )"))
            (asgn@2:1-17 (lvar@2:1-2 b) (str@2:5-17 "x " #{(int@2:12-13 1)} " y"))
            (asgn@3:1-14 (lvar@3:1-2 c) (str@3:5-14 "p " #{(int@3:11-12 2)}))
            """#)
    }

    /// Any ASCII character but a letter or digit delimits a bare `%` string, `_` included (`ruby -e`).
    @Test func percentStringWithAnyNonAlphanumericDelimiter() {
        expectAST(
            "x = [%_ a _, %-b-]",
            #"(asgn@1:1-19 (lvar@1:1-2 x) (array@1:5-19 (str@1:6-12 " a ") (str@1:14-18 "b")))"#)
    }

    /// Each word has its own range, as in Ruby.
    @Test func percentWordsAndSymbols() {
        expectAST(
            #"%w[a b  c]"# + "\n" + #"%W[a#{1} b]"# + "\n" + "%i[p q]",
            #"""
            (array@1:1-11 (str@1:4-5 "a") (str@1:6-7 "b") (str@1:9-10 "c"))
            (array@2:1-12 (str@2:4-9 "a" #{(int@2:7-8 1)}) (str@2:10-11 "b"))
            (array@3:1-8 (sym@3:4-5 p) (sym@3:6-7 q))
            """#)
    }

    /// Ruby: `%w(a\ b c)` is `["a b", "c"]`, a backslash-escaped space joins two words.
    @Test func percentWordsWithAnEscapedSpace() {
        #expect(SExpression.shape(#"%w(a\ b c)"#) == #"(array (str "a b") (str "c"))"#)
        expectAST(#"%W(a\ #{1} b)"#, #"(array@1:1-14 (str@1:4-11 "a " #{(int@1:9-10 1)}) (str@1:12-13 "b"))"#)
        #expect(SExpression.shape(#"%i(a\ b)"#) == #"(array (sym a b))"#)
    }

    @Test func dashHeredocKeepsIndentationAndItsBodyLinesAreSkipped() {
        expectAST(
            "x = <<-EOS\n  one\n    two\n  EOS\ny = 1",
            #"""
            (asgn@1:1-11 (lvar@1:1-2 x) (str@1:5-11 "  one\n    two\n"))
            (asgn@5:1-6 (lvar@5:1-2 y) (int@5:5-6 1))
            """#)
    }

    /// The least indented non-blank line sets what is removed; blank lines do not count; the interpolated
    /// code keeps its own line and column.
    @Test func squigglyHeredocRemovesTheLeastIndentation() {
        expectAST(
            "x = <<~EOS\n    one\n      two #{1}\n\n    three\n  EOS",
            #"(asgn@1:1-11 (lvar@1:1-2 x) (str@1:5-11 "one\n  two " #{(int@3:13-14 1)} "\n\nthree\n"))"#)
    }

    @Test func squigglyHeredocCountsATabAsEightColumnsAndKeepsWhitespaceOnlyLines() {
        expectAST(
            "a = <<~EOS\n\tx\n        y\n  EOS\nb = <<~EOS\n    p\n      \n    q\n  EOS",
            #"""
            (asgn@1:1-11 (lvar@1:1-2 a) (str@1:5-11 "x\ny\n"))
            (asgn@5:1-11 (lvar@5:1-2 b) (str@5:5-11 "p\n  \nq\n"))
            """#)
    }

    @Test func squigglyHeredocWithALineStartingWithInterpolation() {
        expectAST(
            "x = <<~EOS\n  #{a}\n    b\n  EOS",
            #"(asgn@1:1-11 (lvar@1:1-2 x) (str@1:5-11 #{(send@2:5-6 _ a)} "\n  b\n"))"#)
    }

    @Test func quotedHeredocDoesNotInterpolate() {
        expectAST("x = <<~'EOS'\n  a #{b}\n  EOS", #"(asgn@1:1-13 (lvar@1:1-2 x) (str@1:5-13 "a #{b}\n"))"#)
    }

    @Test func twoHeredocsOnOneLineAndAMethodCallOnTheOpener() {
        expectAST(
            "f(<<~A, <<~B.strip)\n  a\nA\n  b\nB\ng",
            #"""
            (send@1:1-20 _ f (str@1:3-7 "a\n") (send@1:9-19 (str@1:9-13 "b\n") strip))
            (send@6:1-2 _ g)
            """#)
    }

    @Test func symbolsPlainQuotedAndOperator() {
        expectAST(
            #":sym"# + "\n" + #":"quoted sym""# + "\n" + ":'single'\n:foo?\n:[]=\n:+",
            """
            (sym@1:1-5 sym)
            (sym@2:1-14 quoted sym)
            (sym@3:1-10 single)
            (sym@4:1-6 foo?)
            (sym@5:1-5 []=)
            (sym@6:1-3 +)
            """)
    }

    @Test func interpolatedSymbol() {
        expectAST(#":"a#{1}""#, #"(dsym@1:1-9 "a" #{(int@1:6-7 1)})"#)
    }

    @Test func regexpsWithFlagsAndInterpolation() {
        expectAST(
            #"a = /ab+c/i"# + "\n" + #"b = %r{a/b}mx"# + "\n" + #"c = /a#{1}\/b/"#,
            #"""
            (asgn@1:1-12 (lvar@1:1-2 a) (regex@1:5-12 "ab+c" /i))
            (asgn@2:1-14 (lvar@2:1-2 b) (regex@2:5-14 "a/b" /mx))
            (asgn@3:1-15 (lvar@3:1-2 c) (regex@3:5-15 "a" #{(int@3:9-10 1)} "/b" /))
            """#)
    }

    @Test func inclusiveExclusiveAndEndlessRanges() {
        expectAST(
            "1..2\n1...2\n(1..)\n(..5)",
            """
            (irange@1:1-5 (int@1:1-2 1) (int@1:4-5 2))
            (erange@2:1-6 (int@2:1-2 1) (int@2:5-6 2))
            (irange@3:1-6 (int@3:2-3 1) _)
            (irange@4:1-6 _ (int@4:4-5 5))
            """)
    }

    @Test func rangeBindsLooserThanArithmetic() {
        expectAST("a..b + 1", "(irange@1:1-9 (send@1:1-2 _ a) (send@1:4-9 (send@1:4-5 _ b) + (int@1:8-9 1)))")
    }

    @Test func arraysNestedWithSplatAndTrailingComma() {
        expectAST(
            "x = [1, [2, 3], *y]\n[1,\n 2,\n]",
            """
            (asgn@1:1-20 (lvar@1:1-2 x) (array@1:5-20 (int@1:6-7 1) (array@1:9-15 (int@1:10-11 2) (int@1:13-14 3)) \
            (splat@1:17-19 (send@1:18-19 _ y))))
            (array@2:1-4:2 (int@2:2-3 1) (int@3:2-3 2))
            """)
    }

    @Test func arrayWithTrailingHashPairs() {
        expectAST(
            #"[a: 1]"# + "\n" + #"["a" => 1]"#,
            #"""
            (array@1:1-7 (hash@1:2-6 (pair (sym@1:2-4 a) (int@1:5-6 1))))
            (array@2:1-11 (hash@2:2-10 (pair (str@2:2-5 "a") (int@2:9-10 1))))
            """#)
    }

    @Test func hashWithEveryKindOfKeyAndATrailingComma() {
        expectAST(
            #"{ 'a' => 1, b: 2, "c": 3, :d => 4, }"#,
            """
            (hash@1:1-37 (pair (str@1:3-6 "a") (int@1:10-11 1)) (pair (sym@1:13-15 b) (int@1:16-17 2)) \
            (pair (dsym@1:19-22 "c") (int@1:24-25 3)) (pair (sym@1:27-29 d) (int@1:33-34 4)))
            """)
    }

    @Test func hashOverSeveralLinesWithDoubleSplat() {
        expectAST(
            "x = {\n  **h,\n  'a' => 1,\n}",
            #"""
            (asgn@1:1-4:2 (lvar@1:1-2 x) (hash@1:5-4:2 (dsplat (send@2:5-6 _ h)) (pair (str@3:3-6 "a") (int@3:10-11 1))))
            """#)
    }

    @Test func interpolatedStringKeyIsASymbol() {
        expectAST(#"{ "a#{1}": 2 }"#, #"(hash@1:1-15 (pair (dsym@1:3-10 "a" #{(int@1:7-8 1)}) (int@1:12-13 2)))"#)
    }

    @Test func emptyArrayAndHashAndIndexIntoAHashLiteral() {
        expectAST(
            "[]\n{}\n{ a: 1 }[:a]",
            """
            (array@1:1-3)
            (hash@2:1-3)
            (send@3:1-13 (hash@3:1-9 (pair (sym@3:3-5 a) (int@3:6-7 1))) [] (sym@3:10-12 a))
            """)
    }

    @Test func characterLiteralAndCommands() {
        expectAST(
            "?a\n`ls`\n%x(ls)",
            #"""
            (str@1:1-3 "a")
            (xstr@2:1-5 "ls")
            (xstr@3:1-7 "ls")
            """#)
    }

    @Test func keywordLiterals() {
        expectAST(
            "nil\ntrue\nfalse\nself\n__FILE__\n\n__LINE__",
            """
            nil@1:1-4
            true@2:1-5
            false@3:1-6
            self@4:1-5
            __FILE__@5:1-9
            (__LINE__@7:1-9 7)
            """)
    }

    @Test func escapedInterpolationAndStringsNestedInInterpolation() {
        expectAST(
            ##""\#{x}""## + "\n" + ##"x = "#{"nested #{1}"}""##,
            #"""
            (str@1:1-8 "#{x}")
            (asgn@2:1-23 (lvar@2:1-2 x) (str@2:5-23 #{(str@2:8-21 "nested " #{(int@2:18-19 1)})}))
            """#)
    }

    /// Ruby: `"#@x #$y #@@z"` interpolates the variables (`#` then a sigil and a name); `#@1`, a lone
    /// `#@` and an escaped `\#@x` stay text.
    @Test func interpolationOfVariablesWithoutBraces() {
        #expect(SExpression.shape(##""#@x #$y #@@z""##) == #"(str #{(ivar @x)} " " #{(gvar $y)} " " #{(cvar @@z)})"#)
        #expect(SExpression.shape(##""#@1 #@ \#@x""##) == ##"(str "#@1 #@ #@x")"##)
    }

    @Test func dashHeredocWithEscapesAndInterpolation() {
        expectAST(
            "x = <<-EOS\n  a\\tb #{1}\n  EOS",
            #"(asgn@1:1-11 (lvar@1:1-2 x) (str@1:5-11 "  a\tb " #{(int@2:10-11 1)} "\n"))"#)
    }

    @Test func emptyAndMultiLinePercentWords() {
        expectAST(
            "%w[]\nx = %w[\n  a\n  b\n]",
            #"""
            (array@1:1-5)
            (asgn@2:1-5:2 (lvar@2:1-2 x) (array@2:5-5:2 (str@3:3-4 "a") (str@4:3-4 "b")))
            """#)
    }

    @Test func quotedSymbolKeyAndLabelWithoutSpace() {
        expectAST(
            #"{ :"foo" => 1, a:1 }"#,
            "(hash@1:1-21 (pair (sym@1:3-9 foo) (int@1:13-14 1)) (pair (sym@1:16-18 a) (int@1:18-19 1)))")
    }
}
