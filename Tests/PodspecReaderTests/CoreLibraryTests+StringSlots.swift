import Testing

extension CoreLibraryTests {
    /// A string changed through an array or hash slot (`a[0].strip!`, `h[:k] << 'c'`) or a chain of `<<` is
    /// changed where it is held, as Ruby's shared String object is.
    @Test func stringChangedInItsSlot() throws {
        try expectRuby([
            ("a = ['x ']; a[0].strip!; a", #"["x"]"#),
            ("h = {k: 'ab'}; h[:k] << 'c'; h[:k].upcase!; h", #"{:k=>"ABC"}"#),
            ("a = ['ab', 'cd']; a[-1] << '!'; [a[0].slice!(0), a]", #"["a", ["b", "cd!"]]"#),
            ("q = 'ab'; q << 'c' << 'd'; (q << 'e').upcase!; q", #""ABCDE""#),
        ])
    }
}
