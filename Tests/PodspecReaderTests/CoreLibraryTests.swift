import Foundation
import PodspecModel
import Testing
@testable import PodspecReader

/// The core library podspecs use, one test per method family, each asserting Ruby 3.1's `inspect` of the
/// expression (taken from `ruby -e`; `Scripts/ruby-diff` compares the same expressions against a live Ruby).
@Suite struct CoreLibraryTests {
    /// A block method called without a block returns an Enumerator: `with_index`, `with_object`, `to_a`, `first(n)` (stopping early, so an endless `cycle` ends) and any `Enumerable` method.
    @Test func enumeratorsOfBlockMethodsCalledWithoutABlock() throws {
        try expectRuby([
            ("[1,2,3].each_with_index.to_a", "[[1, 0], [2, 1], [3, 2]]"),
            ("[1,2,3].map.with_index { |x, i| x * i }", "[0, 2, 6]"),
            (#""abc".each_char.with_index.map { |c, i| c * (i + 1) }"#, #"["a", "bb", "ccc"]"#),
            (##""a,b".split(",").each_with_index.map { |x, i| "#{i}#{x}" }"##, #"["0a", "1b"]"#),
            ("[1,2,3].map.with_index(1).to_a", "[[1, 1], [2, 2], [3, 3]]"),
            ("[1,2,3].select.with_index { |x, i| i > 0 }", "[2, 3]"),
            (#"["a", "b"].each_with_index.with_object({}) { |(x, i), h| h[x] = i }"#, #"{"a"=>0, "b"=>1}"#),
            ("[1,2,3].cycle.first(5)", "[1, 2, 3, 1, 2]"),
            ("%w[a b].cycle.take(3)", #"["a", "b", "a"]"#),
            ("[1,2,3,4].each_cons(2).to_a", "[[1, 2], [2, 3], [3, 4]]"),
            ("[1,2,3].each_slice(2).map(&:sum)", "[3, 3]"),
            (##"{a: 1}.each_with_index.map { |(k, v), i| "#{k}#{v}#{i}" }"##, #"["a10"]"#),
            (#""abc".each_byte.to_a"#, "[97, 98, 99]"),
            ("3.times.map { |i| i * 2 }", "[0, 2, 4]"),
            (#""hello".each_char.select.with_index { |c, i| i.even? }"#, #"["h", "l", "o"]"#),
            ("1.step(10, 3).to_a", "[1, 4, 7, 10]"),
            ("10.step(1, -4).to_a", "[10, 6, 2]"),
            ("1.0.step(2.0, 0.5).to_a", "[1.0, 1.5, 2.0]"),
            (#""ab".upto("ad").to_a"#, #"["ab", "ac", "ad"]"#),
            ("10.downto(7).to_a", "[10, 9, 8, 7]"),
            ("[1,2,3].each_slice(2).inspect", ##""#<Enumerator: [1, 2, 3]:each_slice(2)>""##),
            ("[1,2,3].cycle.size", "Infinity"),
            ("e = [1, 2].each; a = []; loop { a << e.next }; a", "[1, 2]"),
            ("e = [1, 2].each; e.next; [e.peek, e.next, (e.next rescue $!.class)]", "[2, 2, StopIteration]"),
            ("e = {a: 1}.each; e.next; e.rewind; e.next", "[:a, 1]"),
        ])
    }

    /// `Enumerable` methods, the same on an array, a hash's pairs and a range's values.
    @Test func enumerableMethodsSharedByArrayHashAndRange() throws {
        try expectRuby([
            ("[1,2,3].filter_map { |x| x * 2 if x.odd? }", "[2, 6]"),
            ("{a: 1, b: 2}.filter_map { |k, v| k if v > 1 }", "[:b]"),
            ("[1,2,3].find_all { |x| x > 1 }", "[2, 3]"),
            ("{a: 1, b: 2}.find_all { |k, v| v > 1 }", "[[:b, 2]]"),
            ("[1,2,2,3].tally", "{1=>1, 2=>2, 3=>1}"),
            ("[3,1,2].minmax", "[1, 3]"),
            ("[1,2,3].take_while { |x| x < 3 }", "[1, 2]"),
            ("[1,2,3].drop_while { |x| x < 2 }", "[2, 3]"),
            ("[1,2,3].one? { |x| x > 2 }", "true"),
            ("[1,2,3].one?(2)", "true"),
            ("(1..4).each_cons(2).map { |a, b| b - a }", "[1, 1, 1]"),
            ("[1,2,3].reverse_each.to_a", "[3, 2, 1]"),
            ("{a: 1, b: 2}.count { |k, v| v > 1 }", "1"),
            ("{a: 1, b: 2}.none? { |k, v| v > 2 }", "true"),
            ("[1, 2, 3].inject(10, :+)", "16"),
            ("(1..3).zip(4..6)", "[[1, 4], [2, 5], [3, 6]]"),
            ("(1..3).each_entry.to_a", "[1, 2, 3]"),
        ])
    }

    /// `all?`/`any?`/`none?`/`one?` with a pattern (`===`), `grep`/`grep_v` (a regexp sets `$~` for the block), `chunk_while`, `slice_when`, `minmax_by`.
    @Test func predicatesWithAPatternGrepAndChunks() throws {
        try expectRuby([
            ("%w[a b].any?(/c/)", "false"),
            ("[1, nil].all?(Integer)", "false"),
            ("[1, 2].none?(String)", "true"),
            ("[1, 2, 3].one?(2..2)", "true"),
            ("[nil, false].any?", "false"),
            ("[].all?", "true"),
            ("[1, 2, 3].grep(2..3)", "[2, 3]"),
            (#"%w[a1 b c2].grep(/\d/)"#, #"["a1", "c2"]"#),
            (#"%w[a1 b c2].grep_v(/\d/)"#, #"["b"]"#),
            (#"%w[a1 b c2].grep(/(\w)\d/) { $1 }"#, #"["a", "c"]"#),
            ("[1, 2, 3, 4, 6].chunk_while { |a, b| b == a + 1 }.to_a", "[[1, 2, 3, 4], [6]]"),
            ("[1, 2, 4].slice_when { |a, b| b != a + 1 }.to_a", "[[1, 2], [4]]"),
            ("[1, 2, 3].minmax_by { |x| -x }", "[3, 1]"),
            ("{a: 1, b: 2}.any? { |k, v| v > 1 }", "true"),
        ])
    }

    /// `min`/`max`/`min_by`/`max_by` with a count (ascending / descending) or a comparison block; the first of equal values; ArgumentError when values do not compare.
    @Test func minAndMaxWithACountOrABlock() throws {
        try expectRuby([
            ("[3,1,2].max(2)", "[3, 2]"),
            ("[3,1,2].min(2)", "[1, 2]"),
            ("%w[aa b ccc].max_by(2, &:length)", #"["ccc", "aa"]"#),
            ("{a: 1, b: 2}.min_by(2) { |k, v| -v }", "[[:b, 2], [:a, 1]]"),
            ("[3,1,2].max { |a, b| b <=> a }", "1"),
            (#"[[1, "a"], [1, "b"]].max_by(&:first)"#, #"[1, "a"]"#),
            ("[].max", "nil"),
            (#"[1, "a"].max rescue $!.message"#, #""comparison of String with 1 failed""#),
        ])
    }

    /// `sum` adds floats with Kahan-Babuska compensation, integers exactly, other values with `+`.
    @Test func sumAddsFloatsWithCompensationAsRubyDoes() throws {
        try expectRuby([
            ("[0.1, 0.2, 0.3].sum", "0.6"),
            ("[1, 2, 3].sum(0.0)", "6.0"),
            ("[1, 0.1, 0.2].sum", "1.3"),
            (#"["a", "b"].sum("")"#, #""ab""#),
            ("{a: 1, b: 2}.sum { |k, v| v }", "3"),
            ("(1..3).sum", "6"),
        ])
    }

    /// Array's named set operations, `rotate`, `values_at`, `transpose`, `flatten(depth)`, `uniq` with a block.
    @Test func arraySetOperationsAndReshaping() throws {
        try expectRuby([
            ("[1,2,3].intersection([2,3,4])", "[2, 3]"),
            ("[1,1,2].union([4])", "[1, 2, 4]"),
            ("[1,1,2].union", "[1, 2]"),
            ("[1,2,2,3].difference([2], [3])", "[1]"),
            ("[1,2,3].rotate", "[2, 3, 1]"),
            ("[1,2,3].rotate(-1)", "[3, 1, 2]"),
            ("[1,2,3].values_at(0, 5)", "[1, nil]"),
            ("[1,2,3].values_at(1..4)", "[2, 3, nil, nil]"),
            ("[[1, 2], [3, 4]].transpose", "[[1, 3], [2, 4]]"),
            ("([[1, 2], [3]].transpose rescue $!.message)", #""element size differs (1 should be 2)""#),
            ("[1,[2,[3]]].flatten(1)", "[1, 2, [3]]"),
            ("[1,[2,[3,[4]]]].flatten(2)", "[1, 2, 3, [4]]"),
            ("[1,[2,[3]]].flatten(-1)", "[1, 2, 3]"),
            ("%w[a A b].uniq(&:downcase)", #"["a", "b"]"#),
            ("[1,2,3].each_index.to_a", "[0, 1, 2]"),
        ])
    }

    /// Hash's `slice`, `except`, `compact`, `fetch_values`, `to_h` with a block.
    @Test func hashSlicingAndCompaction() throws {
        try expectRuby([
            ("{a: 1, b: 2}.slice(:b, :c)", "{:b=>2}"),
            ("{a: 1, b: 2}.except(:a, :c)", "{:b=>2}"),
            ("Hash.new(5).then { |h| [h.dup[:z], h.clone[:z], h.except(:a)[:z]] }", "[5, 5, nil]"),
            ("{a: 1, b: nil}.compact", "{:a=>1}"),
            ("{a: 1}.fetch_values(:a)", "[1]"),
            ("({a: 1}.fetch_values(:a, :b) rescue $!.message)", #""key not found: :b""#),
            ("{a: 1}.fetch_values(:b) { |k| k.to_s }", #"["b"]"#),
            ("{a: 1, b: 2}.to_h { |k, v| [k.to_s, v] }", #"{"a"=>1, "b"=>2}"#),
            ("{a: 1, b: 2}.to_a.transpose", "[[:a, :b], [1, 2]]"),
        ])
    }

    /// `String#succ`: letters and digits carry leftwards, over other characters but not from digits to letters across them.
    @Test func stringSuccCarriesAsRubyDoes() throws {
        try expectRuby([
            (#""abc".succ"#, #""abd""#),
            (#""az".succ"#, #""ba""#),
            (#""zz".succ"#, #""aaa""#),
            (#""a9".succ"#, #""b0""#),
            (#""Zz".succ"#, #""AAa""#),
            (#""1.9.9".succ"#, #""2.0.0""#),
            (#""a.9".succ"#, #""a.10""#),
            (#""a-9".succ"#, #""a-10""#),
            (#""zz99".succ"#, #""aaa00""#),
            (#""<<koala>>".succ"#, #""<<koalb>>""#),
            (#""***".succ"#, #""**+""#),
            (#""".succ"#, #""""#),
            (#""1.0.9".next"#, #""1.1.0""#),
        ])
    }

    /// String's `delete_prefix`/`delete_suffix`, `partition`/`rpartition`, `rindex`, `ascii_only?`, `unpack`, `between?`, `clamp`.
    @Test func stringAffixesPartitionsAndBytes() throws {
        try expectRuby([
            (#""1.2.3".delete_prefix("1.")"#, #""2.3""#),
            (#""v1.2.3".delete_suffix(".3")"#, #""v1.2""#),
            (#""a-b-c".partition("-")"#, #"["a", "-", "b-c"]"#),
            (#""a-b-c".rpartition("-")"#, #"["a-b", "-", "c"]"#),
            (#""a-b".partition(/-/)"#, #"["a", "-", "b"]"#),
            (#""abc".partition("x")"#, #"["abc", "", ""]"#),
            (#""abc".rpartition("x")"#, #"["", "", "abc"]"#),
            (#""hello".rindex("l")"#, "3"),
            (#""hello".rindex("l", 2)"#, "2"),
            (#""hello".rindex(/l/)"#, "3"),
            (#""abc".ascii_only?"#, "true"),
            (#""é".ascii_only?"#, "false"),
            (#""abc".unpack("C*")"#, "[97, 98, 99]"),
            (#""é".unpack("U*")"#, "[233]"),
            (#""abc".unpack1("a*")"#, #""abc""#),
            (#""1.2".between?("1.0", "2.0")"#, "true"),
            (#""b".clamp("a", "c")"#, #""b""#),
            (#""a,b,,".split(",", -1)"#, #"["a", "b", "", ""]"#),
            (#""a,b,,".split(",")"#, #"["a", "b"]"#),
            (#""a1b2".split(/\d/, -1)"#, #"["a", "b", ""]"#),
        ])
    }

    /// `round`/`floor`/`ceil`/`truncate` with digits, as Ruby 3.1 computes them (a float for positive digits, an integer otherwise).
    @Test func roundingWithDigits() throws {
        try expectRuby([
            ("3.14.round(1)", "3.1"),
            ("2.675.round(2)", "2.68"),
            ("1.005.round(2)", "1.01"),
            ("1.15.round(1)", "1.2"),
            ("-2.5.round", "-3"),
            ("2.5.round(half: :even)", "2"),
            ("2.5.round(half: :down)", "2"),
            ("12345.678.round(-2)", "12300"),
            ("15.round(-1)", "20"),
            ("-15.round(-1)", "-20"),
            ("1234.round(-2)", "1200"),
            ("3.14159.floor(2)", "3.14"),
            ("3.14159.ceil(2)", "3.15"),
            ("-3.14159.floor(2)", "-3.15"),
            ("1.1.ceil(1)", "1.1"),
            ("10.0.round(1)", "10.0"),
            ("-3.7.truncate", "-3"),
            ("3.7.floor", "3"),
        ])
    }

    /// `divmod` (floored, the remainder with the divisor's sign), `fdiv`, `clamp`.
    @Test func divmodFdivAndClamp() throws {
        try expectRuby([
            ("10.divmod(3)", "[3, 1]"),
            ("-7.divmod(2)", "[-4, 1]"),
            ("7.divmod(-2)", "[-4, -1]"),
            ("7.5.divmod(2)", "[3, 1.5]"),
            ("10.fdiv(4)", "2.5"),
            ("7.clamp(1, 5)", "5"),
            ("7.clamp(1..5)", "5"),
            ("1.5.clamp(2, 3)", "2"),
            ("(5.clamp(3, 1) rescue $!.message)", #""min argument must be smaller than max argument""#),
        ])
    }

    /// A range inspects as itself; `step` for integers, floats and strings; a range of strings is `String#upto`'s values.
    @Test func rangesInspectStepAndStrings() throws {
        try expectRuby([
            (#""a".."c""#, #""a".."c""#),
            ("(1..3).to_s", #""1..3""#),
            ("(1...3).inspect", #""1...3""#),
            (#"("a".."c").to_s"#, #""a..c""#),
            ("(1..5).step(2).to_a", "[1, 3, 5]"),
            ("(1...10).step(3).to_a", "[1, 4, 7]"),
            ("(1.0..2.0).step(0.5).to_a", "[1.0, 1.5, 2.0]"),
            ("(0.1..0.3).step(0.1).to_a", "[0.1, 0.2, 0.3]"),
            (#"("a".."e").step(2).to_a"#, #"["a", "c", "e"]"#),
            (#"("a"..."c").to_a"#, #"["a", "b"]"#),
            (#"("az".."bc").to_a"#, #"["az", "ba", "bb", "bc"]"#),
            (#"("1".."10").to_a"#, #"["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]"#),
            (#"("1.8".."1.10").to_a"#, "[]"),
            ("(1...3).exclude_end?", "true"),
        ])
    }

    /// `format` and `String#%`: flags, width, precision, names, positions, every conversion, Ruby's errors.
    @Test func formatDirectives() throws {
        try expectRuby([
            (#""%-5s|" % "ab""#, #""ab   |""#),
            (#""%05s" % "ab""#, #""   ab""#),
            (#""%5.1f|" % 3.14159"#, #""  3.1|""#),
            (#""%+d" % 5"#, #""+5""#),
            (#""% d" % 5"#, #"" 5""#),
            (#""%05.1f" % 3.14"#, #""003.1""#),
            (#""%x" % 255"#, #""ff""#),
            (#""%#x" % 255"#, #""0xff""#),
            (#""%o" % 8"#, #""10""#),
            (#""%e" % 12345.678"#, #""1.234568e+04""#),
            (#""%g" % 12345.678"#, #""12345.7""#),
            (#""%.2s" % "abc""#, #""ab""#),
            (#""%08.3f" % -3.14159"#, #""-003.142""#),
            (#""%-08d|" % 5"#, #""5       |""#),
            (#""%x" % -255"#, #""..f01""#),
            (#""%+x" % -255"#, #""-ff""#),
            (#""%c" % 65"#, #""A""#),
            (#""%b" % 5"#, #""101""#),
            (#""%<a>s-%{b}" % {a: 1, b: 2}"#, #""1-2""#),
            (#""%3d|%-3d|" % [1, 2]"#, #""  1|2  |""#),
            (#""%d" % -3.99"#, #""-3""#),
            (#""%d" % "0x1f""#, #""31""#),
            (#""%s" % nil"#, #""""#),
            (#""%p" % [nil]"#, #""nil""#),
            (#""%5s" % "é""#, #""    é""#),
            (#""%.3d" % 5"#, #""005""#),
            (#""%f" % (1.0/0)"#, #""Inf""#),
            (#""%1$s %1$s" % ["a"]"#, #""a a""#),
            (#""%-*d|" % [5, 1]"#, #""1    |""#),
            (#"("%s %s" % ["a"] rescue $!.message)"#, #""too few arguments""#),
            (#"("%d" % "x" rescue $!.message)"#, #""invalid value for Integer(): \"x\"""#),
            (#"("%z" % 1 rescue $!.message)"#, #""malformed format string - %z""#),
            (#""%.1f" % 0.25"#, #""0.2""#),
            (#""%.0f" % 2.5"#, #""2""#),
        ])
    }

    /// Named groups of a match: `m[:x]`, `m["x"]`, `$~[:x]`, `named_captures`, `names`; a pattern with named groups numbers only those.
    @Test func namedCapturesOfMatchData() throws {
        try expectRuby([
            (#""abc".match(/(?<x>b)/)[:x]"#, #""b""#),
            (#""abc".match(/(?<x>b)/)["x"]"#, #""b""#),
            (#""x.y".match(/(?<a>\w)\.(?<b>\w)/).named_captures"#, #"{"a"=>"x", "b"=>"y"}"#),
            (#""x.y".match(/(?<a>\w)\.(?<b>\w)/).names"#, #"["a", "b"]"#),
            (#""ab".match(/(?<x>a)(b)/).captures"#, #"["a"]"#),
            (#""v1.2" =~ /(?<major>\d+)/ ? $~[:major] : nil"#, #""1""#),
            (#"("abc".match(/(?<x>b)/)[:y] rescue $!.message)"#, #""undefined group name reference: y""#),
        ])
    }

    /// `frozen?`: a string literal (no magic comment) and a new array or hash are not frozen; a frozen array or hash is; numbers, symbols and nil always are.
    @Test func frozenIsRubysAnswer() throws {
        try expectRuby([
            (#""a".frozen?"#, "false"),
            ("[1,2,3].frozen?", "false"),
            ("{a: 1}.frozen?", "false"),
            ("[1].freeze.frozen?", "true"),
            ("{a: 1}.freeze.frozen?", "true"),
            (":a.frozen?", "true"),
            ("1.frozen?", "true"),
            ("nil.frozen?", "true"),
            ("(1..2).frozen?", "true"),
        ])
    }

    /// `Hash.new { |hash, key| … }`: reading a missing key with `[]` answers what the block gives (storing it
    /// when the block does); `fetch` and `key?` ignore it; `dup` keeps it; `default=` replaces it.
    @Test func hashDefaultBlock() throws {
        try expectRuby([
            ("(h = Hash.new { |hh, k| hh[k] = [] }; h[:a] << 1; h[:a] << 2; h)", "{:a=>[1, 2]}"),
            ("Hash.new { |_, k| k.to_s * 2 }[:ab]", #""abab""#),
            ("(h = Hash.new { |_, k| k }; [h[:x], h.key?(:x), h.fetch(:x, 0), h])", "[:x, false, 0, {}]"),
            ("(h = Hash.new { |hh, k| hh[k] = 1 }; [h.dup[:z], h])", "[1, {}]"),
            ("(h = Hash.new { 1 }; h.default = 2; h[:q])", "2"),
        ])
    }

    /// A String's bang methods answer nil when they change nothing (the string otherwise) and change the
    /// string a variable holds; `sub!` answers the string whenever its pattern matched.
    @Test func stringBangMethods() throws {
        try expectRuby([
            (#"(x = " a "; [x.strip!, x.strip!, x])"#, #"["a", nil, "a"]"#),
            (#"(x = "a-b"; x.sub!("-", "_"); x.gsub!(/z/, "y"))"#, "nil"),
            (#"(x = "a-b-c"; x.gsub!("-", "_"); x)"#, #""a_b_c""#),
            (
                #"["ab".sub!("a", "a"), "ab".chomp!, "ab\n".chomp!, "ab".upcase!, "AB".upcase!, "ab".reverse!]"#,
                #"["ab", nil, "ab", "AB", nil, "ba"]"#
            ),
            (#"(v = "v1.2"; v.delete_prefix!("v"); v.tr!(".", "_"); v)"#, #""1_2""#),
        ])
    }

    /// An Array's bang methods answer nil when they change nothing (`select!`, `reject!`, `uniq!`,
    /// `compact!`, `flatten!`), the array otherwise; `keep_if` and `delete_if` answer the array always;
    /// `pop(n)` takes the last n.
    @Test func arrayBangMethods() throws {
        try expectRuby([
            ("[[1, [2]].flatten!(0), [1, 2].flatten!, [1, [2]].flatten!]", "[nil, nil, [1, 2]]"),
            ("[[1, 2].uniq!, [1, 1].uniq!, [1, 2, 3].uniq! { |x| x % 2 }]", "[nil, [1], [1, 2]]"),
            ("[[1].compact!, [1, nil].compact!]", "[nil, [1]]"),
            ("[[1, 2].select! { true }, [1, 2].reject! { false }, [1, 2].select! { |x| x > 1 }]", "[nil, nil, [2]]"),
            ("[[1, 2].keep_if { true }, [1, 2].delete_if { false }]", "[[1, 2], [1, 2]]"),
            ("(a = [1, 2, 3]; [a.pop(2), a, [1].pop(5), [].pop(0), [4].pop])", "[[2, 3], [1], [1], [], 4]"),
            ("(x = [3, 1, 3]; x.uniq!; x.sort!; x)", "[1, 3]"),
        ])
    }

    /// `Array#delete` on an array that holds itself: comparing the items with the argument reads the array
    /// (`[] == a`), which must happen before the array changes, not while its items are being removed.
    @Test func deleteFromAnArrayHoldingItself() throws {
        try expectRuby([("(a = [[]]; a << a; [a.delete([]), a.size])", "[[], 1]")])
    }

    /// `String#index(needle, start)` searches from character `start` (from the end when negative), nil
    /// past the end; `Array.new(n) { |i| … }` fills with the block's values; `Array(range)` expands it.
    @Test func searchFromAnOffsetAndArrayConstructors() throws {
        try expectRuby([
            (
                #"["hello".index("l", 3), "hello".index("l", -2), "ab".index("b", 5), "hello".index("l")]"#,
                "[3, 3, nil, 2]"
            ),
            ("Array.new(3) { |i| i * 2 }", "[0, 2, 4]"),
            ("Array.new(2, :x)", "[:x, :x]"),
            ("[Array(1..3), Array(nil), Array([1]), Array('a'...'c')]", #"[[1, 2, 3], [], [1], ["a", "b"]]"#),
        ])
    }

    /// A Hash's `each`, `map`, `find`, `any?` and `all?` yield each pair as one `[key, value]` Array: a block
    /// with one parameter (or a Symbol) gets the pair, one with two gets key and value; `select` and
    /// `reject` yield the two apart.
    @Test func hashIterationYieldsPairs() throws {
        try expectRuby([
            ("{a: 1, b: 2}.map { |pair| pair }", "[[:a, 1], [:b, 2]]"),
            ("{a: 1, b: 2}.map(&:first)", "[:a, :b]"),
            ("(r = []; {a: 1}.each { |e| r << e }; r)", "[[:a, 1]]"),
            ("[{a: 1, b: 2}.find { |e| e[1] == 2 }, {a: 1}.any? { |e| e.is_a?(Array) }]", "[[:b, 2], true]"),
            (
                "[{a: 1}.map { |k, v| [v, k] }, {a: 1}.select { |k| k == :a }, {a: 1}.all? { |k, v| v == 1 }]",
                "[[[1, :a]], {:a=>1}, true]"
            ),
        ])
    }
}
