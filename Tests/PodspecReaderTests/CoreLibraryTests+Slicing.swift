import Testing

/// Beginless and endless ranges, and in-place slicing, each asserting Ruby 3.1's `inspect`.
extension CoreLibraryTests {
    /// A nil range end reads from the start or to the end (`a[..1]`, `s[1..]`); such a range prints without
    /// it, covers what the other end bounds, and an endless one iterates until a `break`.
    @Test func beginlessAndEndlessRanges() throws {
        try expectRuby([
            ("[[1,2,3][..1], [1,2,3][...1], [1,2,3][..-2], [1,2,3][1..]]", "[[1, 2], [1], [1, 2], [2, 3]]"),
            (#"["hello"[..2], "hello"[...2], "hello"[1..], "hello"[-3..]]"#, #"["hel", "he", "ello", "llo"]"#),
            ("[(..5), (2..), (1...), (nil..nil)]", "[..5, 2.., 1..., nil..nil]"),
            (
                "[(1..).first(3), (1..).take(2), (1..).each { |i| break i if i > 3 }, (1..).find { |i| i * i > 10 }]",
                "[[1, 2, 3], [1, 2], 4, 4]"
            ),
            ("[(1..).include?(5), (..5).include?(3), (..5).cover?(7), (1..).cover?(0)]", "[true, true, false, false]"),
            ("[(case 5 when (3..) then :a else :b end), (case 1 when (..0) then :a else :b end)]", "[:a, :b]"),
            (
                "[(1..) == (1..), (2..).size, (2..).begin, (..5).end, (1..).min, (..5).max]",
                "[true, Infinity, 2, 5, 1, 5]"
            ),
            (
                "[((..5).first rescue $!.message), ((1..).last rescue $!.message)]",
                #"["cannot get the first element of beginless range", "cannot get the last element of endless range"]"#
            ),
            (
                "[((1..).to_a rescue $!.message), ((..5).each { } rescue $!.message)]",
                #"["cannot convert endless range to an array", "can't iterate from NilClass"]"#
            ),
            ("[1,2,3,4].values_at(1..)", "[2, 3, 4]"),
            (
                "r = (1..Float::INFINITY); [r.first(2), r.each { |i| break i if i > 2 }, r.last, r.size, r.include?(9)]",
                "[[1, 2], 3, Infinity, Infinity, true]"
            ),
            (
                "[(1..3.5).to_a, (1...3.0).to_a, ((1.5..3).to_a rescue $!.message)]",
                #"[[1, 2, 3], [1, 2], "can't iterate from Float"]"#
            ),
        ])
    }

    /// `Array#slice!` and `String#slice!` remove and answer what `[]` reads (nil, and no change, when that
    /// is nil); `reverse!` reverses in place; `a[start, n] =` and `a[range] =` splice.
    @Test func inPlaceSlicing() throws {
        try expectRuby([
            ("a = [1,2,3,4,5]; [a.slice!(1), a]", "[2, [1, 3, 4, 5]]"),
            ("a = [1,2,3,4,5]; [a.slice!(1, 2), a.slice!(-2..), a]", "[[2, 3], [4, 5], [1]]"),
            ("a = [1,2,3,4,5]; [a.slice!(10), a.slice!(5, 1), a.slice!(6, 1), a]", "[nil, [], nil, [1, 2, 3, 4, 5]]"),
            ("a = [1,2,3]; b = a; a.reverse!; b", "[3, 2, 1]"),
            (#"q = "hello"; [q.slice!(1), q]"#, #"["e", "hllo"]"#),
            (#"q = "hello"; [q.slice!(1..2), q.slice!("o"), q.slice!(/l+/), q]"#, #"["el", "o", "l", "h"]"#),
            (#"q = "hello"; [q.slice!("zz"), q.slice!(10), q]"#, #"[nil, nil, "hello"]"#),
            ("a = [1,2,3,4]; a[1..] = [9]; a", "[1, 9]"),
            ("a = [1,2,3,4]; a[..1] = [9]; a", "[9, 3, 4]"),
            ("a = [1,2,3,4]; a[1, 2] = 7; a[6..7] = [0]; a", "[1, 7, 4, nil, nil, nil, 0]"),
        ])
    }

    /// `Hash#delete` and `Array#delete` answer their block's value for what is not there.
    @Test func deleteWithABlockForAMissingElement() throws {
        try expectRuby([
            (##"h = {a: 1}; [h.delete(:b) { |k| "no #{k}" }, h.delete(:a) { 0 }, h]"##, #"["no b", 1, {}]"#),
            (#"a = [1,2,3,2]; [a.delete(5) { "none" }, a.delete(2) { "none" }, a]"#, #"["none", 2, [1, 3]]"#),
        ])
    }
}
