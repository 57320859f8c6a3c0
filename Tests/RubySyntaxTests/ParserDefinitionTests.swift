import Testing
@testable import RubySyntax

/// `def`, `class`, `module`, lambdas, `yield`, `super` and `alias`, with source ranges.
@Suite struct ParserDefinitionTests {
    @Test func emptyMethod() {
        expectAST("def foo\nend", "(def@1:1-2:4 _ foo (args) [])")
    }

    @Test func everyKindOfParameter() {
        expectAST(
            "def foo(a, b = 1, *rest, c:, d: 2, **opts, &blk)\n  a\nend",
            "(def@1:1-3:4 _ foo (args a b=(int@1:16-17 1) *rest c: d:(int@1:33-34 2) **opts &blk) [(lvar@2:3-4 a)])")
    }

    @Test func parametersWithoutParentheses() {
        expectAST("def foo a, b\n  a\nend", "(def@1:1-3:4 _ foo (args a b) [(lvar@2:3-4 a)])")
    }

    @Test func anonymousSplatParameter() {
        expectAST("def foo(*) end", "(def@1:1-15 _ foo (args *) [])")
    }

    /// Ruby 3.1 takes an anonymous `**` and `&`, and `...`, which it reads as anonymous `*`, `**` and `&`
    /// that `bar(...)` passes on (as `bar(&)` passes the anonymous block).
    @Test func anonymousKeywordRestBlockAndForwardingParameters() {
        #expect(SExpression.shape("def foo(**) end") == "(def _ foo (args **) [])")
        #expect(
            SExpression.shape("def foo(&) bar(&) end") == "(def _ foo (args &) [(send _ bar (block-pass (lvar &)))])")
        expectAST(
            "def foo(...) bar(...) end",
            "(def@1:1-26 _ foo (args * ** &) [(send@1:14-22 _ bar (splat@1:18-21 (lvar@1:18-21 *)) (hash@1:18-21 (dsplat (lvar@1:18-21 **))) (block-pass@1:18-21 (lvar@1:18-21 &)))])"
        )
        // Outside a method with such parameters Ruby refuses `bar(...)`.
        #expect(SExpression.error("bar(...)") != "parsed")
    }

    @Test func singletonMethodsOnSelfAndOnAName() {
        expectAST(
            "def self.foo\n  1\nend\ndef obj.x\nend",
            """
            (def@1:1-3:4 self@1:5-9 foo (args) [(int@2:3-4 1)])
            (def@4:1-5:4 (send@4:5-8 _ obj) x (args) [])
            """)
    }

    @Test func setterPredicateAndOperatorMethodNames() {
        expectAST(
            "def foo=(v)\n  @v = v\nend\ndef empty?\n  true\nend\ndef ==(other)\nend",
            """
            (def@1:1-3:4 _ foo= (args v) [(asgn@2:3-9 (ivar@2:3-5 @v) (lvar@2:8-9 v))])
            (def@4:1-6:4 _ empty? (args) [true@5:3-7])
            (def@7:1-8:4 _ == (args other) [])
            """)
    }

    @Test func singletonOperatorMethod() {
        #expect(SExpression.shape("def self.==(o)\nend") == "(def self == (args o) [])")
    }

    /// Ruby 3's endless method definitions.
    @Test func endlessMethodDefinition() {
        expectAST(
            "def foo(x) = x + 1", "(def@1:1-19 _ foo (args x) [(send@1:14-19 (lvar@1:14-15 x) + (int@1:18-19 1))])")
        // Without parameters, on `self`, as a command, and with a rescue modifier that guards the body.
        #expect(
            SExpression.shape("def self.foo = puts 'x'")
                == #"(def self foo (args) [(send _ puts (str "x"))])"#)
        #expect(
            SExpression.shape("def foo() = bar rescue 2")
                == "(def _ foo (args) [(begin [(send _ bar)] (rescue [] _ [(int 2)]))])")
    }

    @Test func methodBodyWithRescue() {
        expectAST(
            "def foo\n  1\nrescue\n  2\nend", "(def@1:1-5:4 _ foo (args) [(int@2:3-4 1)] (rescue [] _ [(int@4:3-4 2)]))"
        )
    }

    /// A `def` starts an empty scope: an outer local is a method call inside it.
    @Test func methodBodyDoesNotSeeOuterLocals() {
        expectAST(
            "x = 1\ndef f(a)\n  x\n  a\nend",
            """
            (asgn@1:1-6 (lvar@1:1-2 x) (int@1:5-6 1))
            (def@2:1-5:4 _ f (args a) [(send@3:3-4 _ x) (lvar@4:3-4 a)])
            """)
    }

    @Test func classWithSuperclassAndMethod() {
        expectAST(
            "class Foo < Bar\n  def x\n  end\nend",
            "(class@1:1-4:4 (const@1:7-10 _ Foo) (const@1:13-16 _ Bar) [(def@2:3-3:6 _ x (args) [])])")
    }

    @Test func classWithScopedNameAndTopLevelSuperclass() {
        expectAST(
            "class Foo::Bar < ::Base\nend\nclass A; end",
            """
            (class@1:1-2:4 (const@1:7-15 (const@1:7-10 _ Foo) Bar) (const@1:18-24 :: Base) [])
            (class@3:1-13 (const@3:7-8 _ A) _ [])
            """)
    }

    @Test func singletonClassOfSelf() {
        expectAST("class << self\n  def x; end\nend", "(sclass@1:1-3:4 self@1:10-14 [(def@2:3-13 _ x (args) [])])")
    }

    @Test func moduleWithConstant() {
        expectAST(
            "module A::B\n  X = 1\nend",
            "(module@1:1-3:4 (const@1:8-12 (const@1:8-9 _ A) B) [(asgn@2:3-8 (const@2:3-4 _ X) (int@2:7-8 1))])")
    }

    @Test func classAsAValue() {
        expectAST(
            "x = class Foo; self; end",
            "(asgn@1:1-25 (lvar@1:1-2 x) (class@1:5-25 (const@1:11-14 _ Foo) _ [self@1:16-20]))")
    }

    @Test func lambdaProcAndStabbyLambda() {
        expectAST(
            "lambda { |x| x }\nproc { 1 }\n->(x) { x }\n-> { 1 }",
            """
            (send@1:1-17 _ lambda (block@1:8-17 (args x) [(lvar@1:14-15 x)]))
            (send@2:1-11 _ proc (block@2:6-11 (args) [(int@2:8-9 1)]))
            (lambda@3:1-12 (block@3:7-12 (args x) [(lvar@3:9-10 x)]))
            (lambda@4:1-9 (block@4:4-9 (args) [(int@4:6-7 1)]))
            """)
    }

    @Test func stabbyLambdaParametersWithoutParenthesesAndWithDoEnd() {
        expectAST(
            "-> x, y { x }\n->(x, y = 1, *r, k: 2, &b) do x end",
            """
            (lambda@1:1-14 (block@1:9-14 (args x y) [(lvar@1:11-12 x)]))
            (lambda@2:1-36 (block@2:28-36 (args x y=(int@2:11-12 1) *r k:(int@2:21-22 2) &b) [(lvar@2:31-32 x)]))
            """)
    }

    @Test func yieldWithoutAndWithArguments() {
        expectAST(
            "def f\n  yield\n  yield(3) if block_given?\nend",
            "(def@1:1-4:4 _ f (args) [(yield@2:3-8) (if@3:3-27 (send@3:15-27 _ block_given?) [(yield@3:3-11 (int@3:9-10 3))] _)])"
        )
    }

    @Test func superWithoutAndWithArguments() {
        #expect(SExpression.shape("super\nsuper(1)\nsuper 1") == "zsuper\n(super (int 1))\n(super (int 1))")
    }

    /// Ruby's `yield`, `super` and `alias` nodes span their arguments.
    @Test func yieldSuperAndAliasRangesCoverTheirArguments() {
        expectAST(
            "yield 1, 2\nsuper(1)\nalias foo bar",
            """
            (yield@1:1-11 (int@1:7-8 1) (int@1:10-11 2))
            (super@2:1-9 (int@2:7-8 1))
            (alias@3:1-14 foo bar)
            """)
    }

    @Test func destructuringParameterOfAMethod() {
        expectAST("def foo(a, (b, c))\n  c\nend", "(def@1:1-3:4 _ foo (args a (b c)) [(lvar@2:3-4 c)])")
    }

    @Test func undefAMethod() {
        expectAST("undef foo, :bar", "(undef@1:1-16 foo bar)")
    }
}
