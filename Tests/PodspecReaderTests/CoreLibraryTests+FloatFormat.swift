import Testing

/// `format`'s float directives, each asserting Ruby 3.1's `inspect`.
extension CoreLibraryTests {
    /// `%f`, `%e` and `%g` round as Ruby's dtoa does: a remainder within its error bound of one half is a
    /// tie, rounded to an even digit (`2.675` to `2.68`, `2.665` to `2.66`), exact halves to even (`0.25` to
    /// `0.2`); `%g` shows the digits dtoa gives.
    @Test func floatDirectivesRoundAsRubysDtoa() throws {
        try expectRuby([
            (
                "['%.2f' % 2.675, '%.2f' % 2.665, '%.1f' % 0.35, '%.2f' % 1.005, '%.2f' % 0.12500000000000003]",
                #"["2.68", "2.66", "0.4", "1.00", "0.12"]"#
            ),
            (
                "['%.1f' % 0.25, '%.0f' % 0.5, '%.0f' % 1.5, '%.0f' % 2.5, '%.2f' % 1e20]",
                #"["0.2", "0", "2", "2", "100000000000000000000.00"]"#
            ),
            (
                "['%.2e' % 2.675, '%.3g' % 2.675, '%.5g' % 4896.05, '%.2g' % 105.0, '%g' % 0.0001, '%G' % 1e-10]",
                #"["2.68e+00", "2.68", "4896.0", "1.0e+02", "0.0001", "1E-10"]"#
            ),
            (
                "['%#.0f' % 2.0, '%#g' % 1.5, '%+08.2f' % 3.14159, '%-10.2f|' % 3.14159, '%10.4f|' % Math::PI]",
                #"["2.", "1.50000", "+0003.14", "3.14      |", "    3.1416|"]"#
            ),
        ])
    }
}
