import Testing

/// Reading numbers from strings, `Math`, and `Integer`'s number theory, each asserting Ruby 3.1's `inspect`.
extension CoreLibraryTests {
    /// `Integer()` reads a sign, a base prefix (or the base given), single underscores between digits and
    /// surrounding whitespace, and raises Ruby's errors for anything else (nil with `exception: false`).
    @Test func integerConversion() throws {
        try expectRuby([
            (
                #"[Integer("0x1A"), Integer("-0b101"), Integer("0o17"), Integer("017"), Integer("0_10"), Integer(" 1_000 ")]"#,
                "[26, -5, 15, 15, 8, 1000]"
            ),
            (
                #"[Integer("ff", 16), Integer("Z", 36), Integer("0x1A", 16), Integer("0b11", 16), Integer("10", 0)]"#,
                "[255, 35, 26, 2833, 10]"
            ),
            (#"[Integer("x", exception: false), Integer(3.99), Integer("0d12")]"#, "[nil, 3, 12]"),
            (
                #"%w[12abc 08 0x 1__0 _1 1_ +-1].map { |t| (Integer(t) rescue $!.message) }"#,
                #"["invalid value for Integer(): \"12abc\"", "invalid value for Integer(): \"08\"", "invalid value for Integer(): \"0x\"", "invalid value for Integer(): \"1__0\"", "invalid value for Integer(): \"_1\"", "invalid value for Integer(): \"1_\"", "invalid value for Integer(): \"+-1\""]"#
            ),
            (
                #"[(Integer("12", 2) rescue $!.message), (Integer("1", 37) rescue $!.message), (Integer(12, 2) rescue $!.message), (Integer(nil) rescue $!.message)]"#,
                #"["invalid value for Integer(): \"12\"", "invalid radix 37", "base specified for non string value", "can't convert nil into Integer"]"#
            ),
        ])
    }

    /// `Float()` reads decimal digits with single underscores, an optional fraction and exponent, or a
    /// hexadecimal integer; `"5."` and `"Infinity"` are errors, as in Ruby.
    @Test func floatConversion() throws {
        try expectRuby([
            (
                #"[Float("1_000.5"), Float(" 2.5 "), Float(".5"), Float("1e5_0"), Float("0x1A"), Float(3)]"#,
                "[1000.5, 2.5, 0.5, 1.0e+50, 26.0, 3.0]"
            ),
            (
                #"%w[5. 1e Infinity 1._1 0x].map { |t| (Float(t) rescue $!.message) } + [(Float(nil) rescue $!.message)]"#,
                #"["invalid value for Float(): \"5.\"", "invalid value for Float(): \"1e\"", "invalid value for Float(): \"Infinity\"", "invalid value for Float(): \"1._1\"", "invalid value for Float(): \"0x\"", "can't convert nil into Float"]"#
            ),
        ])
    }

    /// `Math`'s functions and constants, with Ruby's `Math::DomainError` outside a function's domain.
    @Test func mathModule() throws {
        try expectRuby([
            (
                "[Math.sqrt(16), Math.cbrt(27), Math.log(8, 2), Math.log10(1000), Math.hypot(3, 4), Math::PI]",
                "[4.0, 3.0, 3.0, 3.0, 5.0, 3.141592653589793]"
            ),
            (
                "[(Math.sqrt(-1) rescue $!.message), (Math.sqrt(nil) rescue $!.message), (Math.log(-1) rescue $!.class)]",
                #"["Numerical argument is out of domain - sqrt", "can't convert nil into Float", Math::DomainError]"#
            ),
        ])
    }

    /// `Integer#pow` (with a modulus taking its sign), `digits`, `gcd`, `lcm`, `bit_length`, `Integer.sqrt`.
    @Test func integerNumberTheory() throws {
        try expectRuby([
            (
                "[2.pow(10), 2.pow(10, 1000), 2.pow(3, -5), (-2).pow(3, 5), 2.pow(0.5)]",
                "[1024, 24, -2, 2, 1.4142135623730951]"
            ),
            (
                "[1234.digits, 1234.digits(100), 0.digits, 255.digits(16), (-1.digits rescue $!.message)]",
                #"[[4, 3, 2, 1], [34, 12], [0], [15, 15], "out of domain"]"#
            ),
            (
                "[10.gcd(4), 10.lcm(4), -4.gcd(6), 0.lcm(5), 255.bit_length, -1.bit_length, Integer.sqrt(17)]",
                "[2, 20, 2, 0, 8, 0, 4]"
            ),
        ])
    }
}
