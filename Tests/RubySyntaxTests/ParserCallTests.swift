import Testing
@testable import RubySyntax

/// Method calls, blocks and their parameters, variables, constants and assignment, with source ranges.
@Suite struct ParserCallTests {
    @Test func callWithParenthesesAndWithout() {
        expectAST(
            "foo(1, 2)\nfoo 1, 2\nfoo\nfoo()",
            """
            (send@1:1-10 _ foo (int@1:5-6 1) (int@1:8-9 2))
            (send@2:1-9 _ foo (int@2:5-6 1) (int@2:8-9 2))
            (send@3:1-4 _ foo)
            (send@4:1-6 _ foo ())
            """)
    }

    @Test func commandArgumentsContinueAfterATrailingComma() {
        expectAST("foo 'x',\n  'y'", #"(send@1:1-2:6 _ foo (str@1:5-8 "x") (str@2:3-6 "y"))"#)
    }

    @Test func parenthesisedArgumentsOverSeveralLinesWithATrailingComma() {
        expectAST("foo(\n  1,\n  2,\n)", "(send@1:1-4:2 _ foo (int@2:3-4 1) (int@3:3-4 2))")
    }

    @Test func nestedCommandCallsTakeTheRestOfTheLine() {
        expectAST(
            "a.b c.d e\nfoo(bar baz, 1)",
            """
            (send@1:1-10 (send@1:1-2 _ a) b (send@1:5-10 (send@1:5-6 _ c) d (send@1:9-10 _ e)))
            (send@2:1-16 _ foo (send@2:5-15 _ bar (send@2:9-12 _ baz) (int@2:14-15 1)))
            """)
    }

    /// Ruby's `operation` includes constants: `Integer '3'` and `A b 'x'` are calls; a quote opens an
    /// argument without a space (`puts'x'`), unlike `%q` or a heredoc.
    @Test func constantsAndUnspacedQuotesMakeCommandCalls() {
        expectAST(
            "A b'x'\nInteger '3'",
            """
            (send@1:1-7 _ A (send@1:3-7 _ b (str@1:4-7 "x")))
            (send@2:1-12 _ Integer (str@2:9-12 "3"))
            """)
    }

    /// A command call stands where a statement or a single value does, never as an element of a comma
    /// list (`ruby -c` says the same at the same column).
    @Test func noCommandCallInsideACommaList() {
        expectSyntaxError(
            "x = 'a', Foundation'b'", "1:20: syntax error, unexpected string literal, expecting `do' or '{' or '('")
        expectSyntaxError(
            "puts 1, format 'x'", "1:16: syntax error, unexpected string literal, expecting `do' or '{' or '('")
        // Ruby goes on to report the `)` (expecting end-of-input) too.
        expectSyntaxError(
            "foo(1, bar 'x')",
            "1:12: syntax error, unexpected string literal, expecting ')' | 1:15: syntax error, unexpected ')', expecting end-of-input"
        )
        expectAST(
            "x = foo 'a', 'b'",
            #"(asgn@1:1-17 (lvar@1:1-2 x) (send@1:5-17 _ foo (str@1:9-12 "a") (str@1:14-17 "b")))"#)
    }

    @Test func methodChain() {
        expectAST("a.b.c", "(send@1:1-6 (send@1:1-4 (send@1:1-2 _ a) b) c)")
    }

    @Test func keywordArgumentsBecomeATrailingHash() {
        expectAST(
            "foo a: 1, b: 2\nfoo 'a', :b => 1",
            #"""
            (send@1:1-15 _ foo (hash@1:5-15 (pair (sym@1:5-7 a) (int@1:8-9 1)) (pair (sym@1:11-13 b) (int@1:14-15 2))))
            (send@2:1-17 _ foo (str@2:5-8 "a") (hash@2:10-17 (pair (sym@2:10-12 b) (int@2:16-17 1))))
            """#)
    }

    /// The block argument comes last, after the keyword hash (the evaluator takes the last argument as the block).
    @Test func splatDoubleSplatAndBlockArguments() {
        expectAST(
            "foo(*args)\nfoo(a: 1, **h, &blk)\nfoo(&:bar)",
            """
            (send@1:1-11 _ foo (splat@1:5-10 (send@1:6-10 _ args)))
            (send@2:1-21 _ foo (hash@2:5-14 (pair (sym@2:5-7 a) (int@2:8-9 1)) (dsplat (send@2:13-14 _ h))) \
            (block-pass@2:16-20 (send@2:17-20 _ blk)))
            (send@3:1-11 _ foo (block-pass@3:5-10 (sym@3:6-10 bar)))
            """)
    }

    @Test func keywordArgumentShorthandReadsTheLocal() {
        expectAST(
            "x = 1\nfoo(x:)",
            """
            (asgn@1:1-6 (lvar@1:1-2 x) (int@1:5-6 1))
            (send@2:1-8 _ foo (hash@2:5-7 (pair (sym@2:5-7 x) (lvar@2:5-7 x))))
            """)
    }

    /// Ruby: `foo(x:)` with no local `x` calls the method `x` (`X:` reads the constant).
    @Test func keywordArgumentShorthandWithoutALocalCallsTheMethod() {
        expectAST("foo(x:)", "(send@1:1-8 _ foo (hash@1:5-7 (pair (sym@1:5-7 x) (send@1:5-7 _ x))))")
        #expect(SExpression.shape("x = 1\nfoo(x:)").hasSuffix("(pair (sym x) (lvar x))))"))
        #expect(SExpression.shape("foo(X:)") == "(send _ foo (hash (pair (sym X) (const _ X))))")
    }

    @Test func braceBlockWithParameters() {
        expectAST(
            "a.b(1) { |x| x }",
            "(send@1:1-17 (send@1:1-2 _ a) b (int@1:5-6 1) (block@1:8-17 (args x) [(lvar@1:14-15 x)]))")
    }

    @Test func doBlockOverSeveralLines() {
        expectAST(
            "a.each do |x, y|\n  x\nend",
            "(send@1:1-3:4 (send@1:1-2 _ a) each (block@1:8-3:4 (args x y) [(lvar@2:3-4 x)]))")
    }

    /// `do` goes to the command call (`foo`); `{` to the nearest call (`baz`).
    @Test func doBlockBindsToTheCommandBraceBlockToTheLastArgument() {
        expectAST(
            "foo.bar baz do |x| end\nfoo.bar baz { |x| }",
            """
            (send@1:1-23 (send@1:1-4 _ foo) bar (send@1:9-12 _ baz) (block@1:13-23 (args x) []))
            (send@2:1-20 (send@2:1-4 _ foo) bar (send@2:9-20 _ baz (block@2:13-20 (args x) [])))
            """)
    }

    @Test func blockParametersDestructuring() {
        expectAST(
            "a.map { |(k, v), c| k }",
            "(send@1:1-24 (send@1:1-2 _ a) map (block@1:7-24 (args (k v) c) [(lvar@1:21-22 k)]))")
    }

    @Test func blockParametersRestAndBlock() {
        expectAST(
            "a.map { |*rest, &blk| rest }",
            "(send@1:1-29 (send@1:1-2 _ a) map (block@1:7-29 (args *rest &blk) [(lvar@1:23-27 rest)]))")
    }

    @Test func blockParametersKeywords() {
        expectAST(
            "a.map { |k:, v: 1, **o| k }",
            "(send@1:1-28 (send@1:1-2 _ a) map (block@1:7-28 (args k: v:(int@1:17-18 1) **o) [(lvar@1:25-26 k)]))")
    }

    /// A block parameter's default is a primary, so the closing `|` is not an operator: Ruby refuses `1 + 2` there.
    @Test func blockParameterWithADefault() {
        expectAST(
            "a.map { |x, y = 2| y }",
            "(send@1:1-23 (send@1:1-2 _ a) map (block@1:7-23 (args x y=(int@1:17-18 2)) [(lvar@1:20-21 y)]))")
        #expect(
            SExpression.shape("a { |y = b.c, k: [1]| y }")
                == "(send _ a (block (args y=(send (send _ b) c) k:(array (int 1))) [(lvar y)]))")
        #expect(SExpression.error("a { |y = 1 + 2| y }").hasPrefix("1:12: syntax error, unexpected '+', expecting '|'"))
    }

    /// Ruby 2.7+: `_1` in a block without parameters is its first argument (a local, not a method).
    @Test func numberedBlockParameter() {
        #expect(SExpression.ast("1.then { _1 }").contains("(lvar@1:10-12 _1)"))
        #expect(SExpression.shape("h.map do _2 end") == "(send (send _ h) map (block (args _1 _2) [(lvar _2)]))")
        #expect(SExpression.shape("-> { _1 }") == "(lambda (block (args _1) [(lvar _1)]))")
        #expect(SExpression.shape("a { \"#{_2}\" }") == #"(send _ a (block (args _1 _2) [(str #{(lvar _2)})]))"#)
        // Outside a block, or in one with parameters, `_1` is an ordinary name.
        #expect(SExpression.shape("_1\na { |x| _1 }") == "(send _ _1)\n(send _ a (block (args x) [(send _ _1)]))")
    }

    @Test func blockLocalsEndWithTheBlock() {
        expectAST(
            "[1].each { |i| y = i }\ny",
            """
            (send@1:1-23 (array@1:1-4 (int@1:2-3 1)) each (block@1:10-23 (args i) [(asgn@1:16-21 (lvar@1:16-17 y) (lvar@1:20-21 i))]))
            (send@2:1-2 _ y)
            """)
    }

    @Test func blockOnACallWithParenthesesAfterACommand() {
        expectAST(
            "foo('x') { 1 }\nfoo 'x' do |y|\nend",
            #"""
            (send@1:1-15 _ foo (str@1:5-8 "x") (block@1:10-15 (args) [(int@1:12-13 1)]))
            (send@2:1-3:4 _ foo (str@2:5-8 "x") (block@2:9-3:4 (args y) []))
            """#)
    }

    @Test func safeNavigation() {
        expectAST(
            "a&.b\na&.b(1)\na&.b&.c",
            """
            (csend@1:1-5 (send@1:1-2 _ a) b)
            (csend@2:1-8 (send@2:1-2 _ a) b (int@2:6-7 1))
            (csend@3:1-8 (csend@3:1-5 (send@3:1-2 _ a) b) c)
            """)
    }

    @Test func indexAndIndexAssignment() {
        expectAST(
            "a[1]\na[1, 2]\na[1] = 2",
            """
            (send@1:1-5 (send@1:1-2 _ a) [] (int@1:3-4 1))
            (send@2:1-8 (send@2:1-2 _ a) [] (int@2:3-4 1) (int@2:6-7 2))
            (asgn@3:1-9 (send@3:1-5 (send@3:1-2 _ a) [] (int@3:3-4 1)) (int@3:8-9 2))
            """)
    }

    @Test func attributeAssignment() {
        expectAST(
            "s.name = 'A'\nfoo.bar = 1, 2\nself.x = 1",
            #"""
            (asgn@1:1-13 (send@1:1-7 (send@1:1-2 _ s) name) (str@1:10-13 "A"))
            (asgn@2:1-15 (send@2:1-8 (send@2:1-4 _ foo) bar) (array@2:11-15 (int@2:11-12 1) (int@2:14-15 2)))
            (asgn@3:1-11 (send@3:1-7 self@3:1-5 x) (int@3:10-11 1))
            """#)
    }

    @Test func operatorAssignment() {
        expectAST(
            "x ||= 1\nx += 1\na.b ||= 2\nh[:k] += 1\nx ||= y || z",
            """
            (op-asgn@1:1-8 (lvar@1:1-2 x) || (int@1:7-8 1))
            (op-asgn@2:1-7 (lvar@2:1-2 x) + (int@2:6-7 1))
            (op-asgn@3:1-10 (send@3:1-4 (send@3:1-2 _ a) b) || (int@3:9-10 2))
            (op-asgn@4:1-11 (send@4:1-6 (send@4:1-2 _ h) [] (sym@4:3-5 k)) + (int@4:10-11 1))
            (op-asgn@5:1-13 (lvar@5:1-2 x) || (or@5:7-13 (send@5:7-8 _ y) (send@5:12-13 _ z)))
            """)
    }

    @Test func chainedAssignment() {
        expectAST(
            "a = b = c ||= d",
            "(asgn@1:1-16 (lvar@1:1-2 a) (asgn@1:5-16 (lvar@1:5-6 b) (op-asgn@1:9-16 (lvar@1:9-10 c) || (send@1:15-16 _ d))))"
        )
    }

    @Test func multipleAssignment() {
        expectAST(
            "a, b = 1, 2\na, *b = c\n*a, b = 1, 2, 3\na, b = b, a",
            """
            (masgn@1:1-12 ((lvar@1:1-2 a) (lvar@1:4-5 b)) (array@1:8-12 (int@1:8-9 1) (int@1:11-12 2)))
            (masgn@2:1-10 ((lvar@2:1-2 a) (splat@2:4-6 (lvar@2:5-6 b))) (send@2:9-10 _ c))
            (masgn@3:1-16 ((splat@3:1-3 (lvar@3:2-3 a)) (lvar@3:5-6 b)) (array@3:9-16 (int@3:9-10 1) (int@3:12-13 2) (int@3:15-16 3)))
            (masgn@4:1-12 ((lvar@4:1-2 a) (lvar@4:4-5 b)) (array@4:8-12 (lvar@4:8-9 b) (lvar@4:11-12 a)))
            """)
    }

    @Test func multipleAssignmentToAttributesIndexesAndIvars() {
        expectAST(
            "a.b, c[0] = 1, 2\n@a, @b = *c",
            """
            (masgn@1:1-17 ((send@1:1-4 (send@1:1-2 _ a) b) (send@1:6-10 (send@1:6-7 _ c) [] (int@1:8-9 0))) \
            (array@1:13-17 (int@1:13-14 1) (int@1:16-17 2)))
            (masgn@2:1-12 ((ivar@2:1-3 @a) (ivar@2:5-7 @b)) (array@2:10-12 (splat@2:10-12 (send@2:11-12 _ c))))
            """)
    }

    /// A parenthesised list of targets takes an element apart; it prints as an array of targets.
    @Test func nestedMultipleAssignment() {
        expectAST(
            "a, (b, *c), d = 1, [2, 3]",
            """
            (masgn@1:1-26 ((lvar@1:1-2 a) (array@1:4-11 (lvar@1:5-6 b) (splat@1:8-10 (lvar@1:9-10 c))) (lvar@1:13-14 d)) \
            (array@1:17-26 (int@1:17-18 1) (array@1:20-26 (int@1:21-22 2) (int@1:24-25 3))))
            """)
    }

    @Test func assignmentOfAListOrASplatMakesAnArray() {
        expectAST(
            "x = 1, 2\na = *b",
            """
            (asgn@1:1-9 (lvar@1:1-2 x) (array@1:5-9 (int@1:5-6 1) (int@1:8-9 2)))
            (asgn@2:1-7 (lvar@2:1-2 a) (array@2:5-7 (splat@2:5-7 (send@2:6-7 _ b))))
            """)
    }

    @Test func variablesOfEveryKindAndTheirAssignment() {
        expectAST(
            "@a = $b\n@@c = @@c\n$0",
            """
            (asgn@1:1-8 (ivar@1:1-3 @a) (gvar@1:6-8 $b))
            (asgn@2:1-10 (cvar@2:1-4 @@c) (cvar@2:7-10 @@c))
            (gvar@3:1-3 $0)
            """)
    }

    /// A bare name is a method call until an assignment (even one that has not run) declares it.
    @Test func aNameIsALocalOnlyAfterItsAssignment() {
        expectAST(
            "x\nx = 1\nx\nx()",
            """
            (send@1:1-2 _ x)
            (asgn@2:1-6 (lvar@2:1-2 x) (int@2:5-6 1))
            (lvar@3:1-2 x)
            (send@4:1-4 _ x ())
            """)
    }

    /// After a local, `x -1` subtracts and `x [1]`… should index (it does in Ruby); on a method name
    /// `foo -1` and `foo [1]` pass an argument.
    @Test func spaceBeforeAnArgumentDependsOnWhetherTheNameIsALocal() {
        expectAST(
            "x = 1\nx -1\nfoo -1\nfoo [1]",
            """
            (asgn@1:1-6 (lvar@1:1-2 x) (int@1:5-6 1))
            (send@2:1-5 (lvar@2:1-2 x) - (int@2:4-5 1))
            (send@3:1-7 _ foo (int@3:5-7 -1))
            (send@4:1-8 _ foo (array@4:5-8 (int@4:6-7 1)))
            """)
    }

    @Test func spacedIndexOnALocal() {
        expectAST(
            "x = 1\nx [1]",
            """
            (asgn@1:1-6 (lvar@1:1-2 x) (int@1:5-6 1))
            (send@2:1-6 (lvar@2:1-2 x) [] (int@2:4-5 1))
            """)
    }

    /// Ruby: `a +b` on a method `a` is `a(+b)` (with an "ambiguous first argument" warning).
    @Test func unaryPlusArgumentOfACommand() {
        expectAST("a +b", "(send@1:1-5 _ a (send@1:3-5 (send@1:4-5 _ b) +@))")
        #expect(SExpression.shape("a.b +c") == "(send (send _ a) b (send (send _ c) +@))")
        // On a local, or with a space after the `+`, it is the binary operator.
        #expect(
            SExpression.shape("a = 1\na +b\nc + d")
                == "(asgn (lvar a) (int 1))\n(send (lvar a) + (send _ b))\n(send (send _ c) + (send _ d))")
    }

    @Test func predicateAndBangMethodNames() {
        expectAST(
            "foo!\nx.empty?\nfoo? 1\na.b?.c!",
            """
            (send@1:1-5 _ foo!)
            (send@2:1-9 (send@2:1-2 _ x) empty?)
            (send@3:1-7 _ foo? (int@3:6-7 1))
            (send@4:1-8 (send@4:1-5 (send@4:1-2 _ a) b?) c!)
            """)
    }

    @Test func constantsAndScopedPaths() {
        expectAST(
            "Foo\nFoo::Bar::Baz\n::Foo::Bar",
            """
            (const@1:1-4 _ Foo)
            (const@2:1-14 (const@2:1-9 (const@2:1-4 _ Foo) Bar) Baz)
            (const@3:1-11 (const@3:1-6 :: Foo) Bar)
            """)
    }

    /// `Foo::bar` and `Foo::Bar()` are method calls; `Foo::Bar.baz` calls on the constant.
    @Test func scopedMethodCalls() {
        expectAST(
            "Foo::bar\nFoo::Bar()\nFoo::Bar.baz",
            """
            (send@1:1-9 (const@1:1-4 _ Foo) bar)
            (send@2:1-11 (const@2:1-4 _ Foo) Bar ())
            (send@3:1-13 (const@3:1-9 (const@3:1-4 _ Foo) Bar) baz)
            """)
    }

    @Test func constantAssignment() {
        expectAST(
            "A = 1\nFoo::Bar = 2\nFoo::BAR ||= 3",
            """
            (asgn@1:1-6 (const@1:1-2 _ A) (int@1:5-6 1))
            (asgn@2:1-13 (const@2:1-9 (const@2:1-4 _ Foo) Bar) (int@2:12-13 2))
            (op-asgn@3:1-15 (const@3:1-9 (const@3:1-4 _ Foo) BAR) || (int@3:14-15 3))
            """)
    }

    @Test func dirAndFileHelpers() {
        expectAST(
            "File.expand_path('..', __FILE__)\n__dir__ + '/x'",
            #"""
            (send@1:1-33 (const@1:1-5 _ File) expand_path (str@1:18-22 "..") __FILE__@1:24-32)
            (send@2:1-15 (send@2:1-8 _ __dir__) + (str@2:11-15 "/x"))
            """#)
    }

    @Test func callShorthandOnAProc() {
        expectAST(
            "x.()\n->(a) { a }.(1)",
            """
            (send@1:1-5 (send@1:1-2 _ x) call ())
            (send@2:1-16 (lambda@2:1-12 (block@2:7-12 (args a) [(lvar@2:9-10 a)])) call (int@2:14-15 1))
            """)
    }

    @Test func symbolToProcChain() {
        expectAST(
            "[1, 2].map(&:to_s).join(',')",
            #"""
            (send@1:1-29 (send@1:1-19 (array@1:1-7 (int@1:2-3 1) (int@1:5-6 2)) map (block-pass@1:12-18 (sym@1:13-18 to_s))) \#
            join (str@1:25-28 ","))
            """#)
    }

    @Test func callChainedAfterADoBlock() {
        expectAST("a.b do |x| end.c", "(send@1:1-17 (send@1:1-15 (send@1:1-2 _ a) b (block@1:5-15 (args x) [])) c)")
    }

    /// `puts [1].map do … end`: the block goes to `puts`, not to `map`.
    @Test func doBlockAfterACommandArgumentGoesToTheCommand() {
        expectAST(
            "puts [1].map do |x| x end",
            "(send@1:1-26 _ puts (send@1:6-13 (array@1:6-9 (int@1:7-8 1)) map) (block@1:14-26 (args x) [(lvar@1:21-22 x)]))"
        )
    }

    @Test func keywordAsAMethodNameAndAConstantAfterACall() {
        expectAST(
            "obj.class\nself.class::CONST",
            """
            (send@1:1-10 (send@1:1-4 _ obj) class)
            (const@2:1-18 (send@2:1-11 self@2:1-5 class) CONST)
            """)
    }

    /// After `.name`, `-1` with no space after the minus is an argument; with spaces on both sides, subtraction.
    @Test func minusAfterAnAttributeName() {
        expectAST(
            "foo.bar -1\nfoo.bar - 1\na.b [1]",
            """
            (send@1:1-11 (send@1:1-4 _ foo) bar (int@1:9-11 -1))
            (send@2:1-12 (send@2:1-8 (send@2:1-4 _ foo) bar) - (int@2:11-12 1))
            (send@3:1-8 (send@3:1-2 _ a) b (array@3:5-8 (int@3:6-7 1)))
            """)
    }

    @Test func podspecSourceHashWithAnInterpolatedTag() {
        expectAST(
            #"s.source = { :git => 'x', :tag => "v#{s.version}" }"#,
            """
            (asgn@1:1-52 (send@1:1-9 (send@1:1-2 _ s) source) (hash@1:12-52 (pair (sym@1:14-18 git) (str@1:22-25 "x")) \
            (pair (sym@1:27-31 tag) (str@1:35-50 "v" #{(send@1:39-48 (send@1:39-40 _ s) version)}))))
            """)
    }

    @Test func heredocOpenerWithAChainOfCalls() {
        expectAST(
            "puts <<~EOS.lines.map(&:strip).join(' ')\n  a\n  b\nEOS",
            #"""
            (send@1:1-41 _ puts (send@1:6-41 (send@1:6-31 (send@1:6-18 (str@1:6-12 "a\nb\n") lines) map \#
            (block-pass@1:23-30 (sym@1:24-30 strip))) join (str@1:37-40 " ")))
            """#)
    }

    /// Ruby takes `a.==(b)` and a trailing comma on the left of a multiple assignment (`x, = 1, 2`).
    @Test func rarerCallAndAssignmentForms() {
        #expect(SExpression.shape("a.==(b)") == "(send (send _ a) == (send _ b))")
        #expect(SExpression.error("x, = 1, 2") == "parsed")
        #expect(SExpression.shape("a.b, = 1") == "(masgn ((send (send _ a) b)) (int 1))")
        #expect(SExpression.shape("x, = 1, 2") == "(masgn ((lvar x)) (array (int 1) (int 2)))")
    }

    /// Ruby calls the element methods by name too: `h.[](k)`, `h&.[](k)`, `h.[]=(k, v)`.
    @Test func elementMethodsCalledByName() {
        #expect(SExpression.shape("h.[](1)") == "(send (send _ h) [] (int 1))")
        #expect(SExpression.shape("h&.[]('k') || 2") == "(or (csend (send _ h) [] (str \"k\")) (int 2))")
        #expect(SExpression.shape("h.[]=(1, 2)") == "(send (send _ h) []= (int 1) (int 2))")
        #expect(SExpression.error("h.[") != "parsed")
    }
}
