import Foundation
import PodspecModel
import Testing
@testable import PodspecReader

/// Idioms harvested from real podspecs and snippets, one test per rule or method family, each asserting
/// Ruby 3.1's result (checked with `ruby -e`; `Scripts/ruby-diff` compares the same expressions live).
@Suite struct HarvestedIdiomTests {
    /// `def Pod::name()` and `def Pod.name` define a singleton method of `Pod`, which the podspec's top level
    /// (self is `Pod`) calls bare; `respond_to?` sees it once defined.
    @Test func singletonMethodOnTheConstantPod() throws {
        let prelude = """
            before = Pod.respond_to?(:hasWorklets)
            unless Pod.respond_to?(:hasWorklets)
              def Pod::hasWorklets()
                true
              end
            end
            x = hasWorklets()
            def Pod.h1; 5; end
            $seen = [before, x, Pod.hasWorklets, Pod.respond_to?(:hasWorklets), Pod.h1, h1]
            """
        #expect(try inspected("$seen", after: prelude) == "[false, true, true, true, 5, 5]")
    }

    /// `def Foo.bar`, `def Foo::bar` on a user module and `def self.x` at the top level.
    @Test func singletonMethodOnAUserModuleAndSelf() throws {
        let prelude = """
            module Foo; end
            def Foo.bar; 7; end
            def Foo::baz(x) x + 1 end
            def self.xx; 9; end
            """
        #expect(
            try inspected("[Foo.bar, Foo.baz(1), Foo.respond_to?(:bar), xx, Pod.xx]", after: prelude)
                == "[7, 2, true, 9, 9]")
    }

    /// `class ::String` (a top-level constant as the name) reopens the core class: its new methods answer on
    /// every string, and call the class's core methods without a receiver.
    @Test func reopeningCoreClassesWithATopLevelName() throws {
        let prelude = """
            class ::String; def quoted; "'#{self}'"; end; end
            class ::Array; def second; self[1]; end; end
            class ::Hash; def keyz; keys; end; end
            class ::Integer; def double; self * 2; end; end
            """
        #expect(
            try inspected(
                #"["a".quoted, "a".respond_to?(:quoted), [1, 2].second, {a: 1}.keyz, 4.double]"#, after: prelude)
                == #"["'a'", true, 2, [:a], 8]"#)
    }

    /// `Set` (set.rb, loaded by CocoaPods): construction, membership, algebra and Enumerable methods.
    @Test func setLibrary() throws {
        try expectRuby([
            ("(require 'set'; Set.new([1, 2, 2]))", "#<Set: {1, 2}>"),
            ("Set.new([1, 2]) { |x| x * 10 }", "#<Set: {10, 20}>"),
            (
                "(t = Set.new([1, 2]); t << 3; t.add(2); [t.include?(3), t.to_a, t.size, t.empty?])",
                "[true, [1, 2, 3], 3, false]"
            ),
            ("(Set[1, 2] | Set[3]).to_a", "[1, 2, 3]"),
            (
                "[Set[1, 2] & Set[2, 3], Set[1, 2] - Set[2], Set[1, 2].map { |x| x * 2 }]",
                "[#<Set: {2}>, #<Set: {1}>, [2, 4]]"
            ),
            ("[1, 1, 2].to_set", "#<Set: {1, 2}>"),
            ("(a = []; Set[1, 2].each { |x| a << x }; a)", "[1, 2]"),
            (
                "(t = Set[3, 1]; [t.add?(3), t.add?(4).to_a, t == Set[1, 3, 4], t.subset?(Set[1, 3, 4, 9])])",
                "[nil, [3, 1, 4], true, true]"
            ),
            ("[Set[1, 2].select { |x| x > 1 }, Set[2, 1].sort, Set[].empty?]", "[[2], [1, 2], true]"),
            ("Set[1, 2].merge([3, 4])", "#<Set: {1, 2, 3, 4}>"),
        ])
    }

    /// `Hash[…]` from pairs, from keys and values in turn, and from a hash, with Ruby's errors.
    @Test func hashBrackets() throws {
        try expectRuby([
            ("Hash[[[:a, 1], [:b, 2]]]", "{:a=>1, :b=>2}"),
            ("Hash[:a, 1, :b, 2]", "{:a=>1, :b=>2}"),
            ("Hash[[[1]]]", "{1=>nil}"),
            ("Hash[{a: 1}]", "{:a=>1}"),
            ("(Hash[1, 2, 3] rescue $!.message)", #""odd number of arguments for Hash""#),
            ("(Hash[[1]] rescue $!.message)", #""wrong element type Integer at 0 (expected array)""#),
        ])
    }

    /// `Regexp.union`, `Regexp.escape` (Ruby's escaping), `Regexp.last_match` and MatchData's
    /// `pre_match`/`post_match`.
    @Test func regexpClassMethodsAndMatchEdges() throws {
        try expectRuby([
            ("Regexp.union('a.b', /y/)", #"/a\.b|(?-mix:y)/"#),
            ("Regexp.union(/a/mi, /b/x, 'c')", "/(?mi-x:a)|(?x-mi:b)|c/"),
            ("Regexp.union(['a', 'b'])", "/a|b/"),
            (#"[/a/i.to_s, /a/.to_s, "x#{/b/mx}"]"#, #"["(?i-mx:a)", "(?-mix:a)", "x(?mx-i:b)"]"#),
            ("Regexp.union", "/(?!)/"),
            (##"Regexp.escape("a-b c#\n.*")"##, ##""a\\-b\\ c\\#\\n\\.\\*""##),
            (#"("foo bar" =~ /o (b)/; [Regexp.last_match(0), Regexp.last_match(1)])"#, #"["o b", "b"]"#),
            (#"("foo bar" =~ /(?<w>b)/; Regexp.last_match(:w))"#, #""b""#),
            (#"("xyz" =~ /nope/; Regexp.last_match)"#, "nil"),
            (#"[$~ && 1, "foo bar".match(/o b/).pre_match, "foo bar".match(/o b/).post_match]"#, #"[nil, "fo", "ar"]"#),
        ])
    }

    /// A match sets `$~` and the numbered groups; one that fails sets them to nil, and a group the last match
    /// lacks reads nil (Ruby reads them all from `$~`); `match?` leaves them as they were.
    @Test func lastMatchFollowsEachMatch() throws {
        try expectRuby([
            (#"("ab" =~ /(a)/; "xyz" =~ /nope/; [$~, $1])"#, "[nil, nil]"),
            (#"("ab" =~ /(a)/; "xyz".match(/nope/); [$~, $1])"#, "[nil, nil]"),
            (#"("ab" =~ /(a)(b)/; "ab" =~ /(a)/; [$1, $2])"#, #"["a", nil]"#),
            (#"("ab" =~ /(a)/; "xyz".match?(/nope/); $1)"#, #""a""#),
            // Failures in a row, then a match, then failures again (a failure after a failure writes nothing).
            (
                #"("x" =~ /n/; "y" =~ /n/; "ab" =~ /(b)/; r = [$~[0], $1]; "z" =~ /n/; "z" =~ /n/; r + [$~, $1])"#,
                #"["b", "b", nil, nil]"#
            ),
            // An assignment to `$~` between failures is not mistaken for a failure's state.
            (#"("x" =~ /n/; $~ = "ab".match(/a/); "y" =~ /n/; $~)"#, "nil"),
            (#"("x" =~ /n/; "ab" =~ /a/; r = $~[0]; "ab".scan(/b/) { }; "y" =~ /n/; [r, $~])"#, #"["a", nil]"#),
        ])
    }

    /// `String#scan` with a block yields each match (with `$~` set) and returns the receiver.
    @Test func scanWithABlockReturnsTheReceiver() throws {
        try expectRuby([
            (#""a1b2".scan(/\d/) { |d| d }"#, #""a1b2""#),
            (#"(a = []; "a1b2".scan(/(\w)(\d)/) { |x, y| a << x + y }; a)"#, #"["a1", "b2"]"#),
            (#"(a = []; "a1b2".scan(/\d/) { a << $~.pre_match }; a)"#, #"["a", "a1b"]"#),
        ])
    }

    /// `catch`/`throw`: a throw unwinds to its catch, which returns the value; without one, UncaughtThrowError.
    @Test func catchAndThrow() throws {
        try expectRuby([
            ("catch(:done) { throw :done, 42 }", "42"),
            ("catch(:done) { 10 }", "10"),
            ("catch { |tag| throw tag, 7 }", "7"),
            ("catch(:outer) { catch(:inner) { throw :outer, 1 }; 2 }", "1"),
            ("catch(:x) { throw :x }", "nil"),
            ("(throw :nope rescue [$!.class, $!.message])", #"[UncaughtThrowError, "uncaught throw :nope"]"#),
        ])
    }

    /// `Time.now` is a Time read from the clock: its fields, `strftime` and arithmetic.
    @Test func timeNow() throws {
        try expectRuby([
            (
                "[Time.now.class, Time.now.year > 2020, Time.now.month.between?(1, 12), Time.now.day.between?(1, 31)]",
                "[Time, true, true, true]"
            ),
            ("Time.now.strftime('%Y').size", "4"),
            (
                ##"Time.now.strftime('%Y-%m-%d') == "#{Time.now.year}-#{Time.now.month.to_s.rjust(2, '0')}-#{Time.now.day.to_s.rjust(2, '0')}""##,
                "true"
            ),
            ("[(Time.now - Time.now).class, Time.now.to_i.class]", "[Float, Integer]"),
        ])
    }
}
