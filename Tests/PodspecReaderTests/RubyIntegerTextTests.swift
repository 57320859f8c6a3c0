import Foundation
import Testing

@testable import PodspecReader

/// The integer at the start of a string, as Ruby reads it: `to_i` with a base (whitespace, sign, the
/// base's prefix, underscores between digits), `hex` and `oct`. Each expression's `inspect` is Ruby
/// 3.1's (`ruby -e`).
@Suite struct RubyIntegerTextTests {
    @Test func readsTheLeadingIntegerAsRuby() throws {
        for (expression, ruby) in [
            (#""ff".to_i(16)"#, #"255"#),
            (#""0x1f".hex"#, #"31"#),
            (#""  12abc".to_i"#, #"12"#),
            (#""+5".to_i"#, #"5"#),
            (#""1_000".to_i"#, #"1000"#),
            (#""5-3".to_i"#, #"5"#),
            (#""-0x1A".hex"#, #"-26"#),
            (#""0b101".to_i(0)"#, #"5"#),
            (#""777".oct"#, #"511"#),
            (#""0x1f".oct"#, #"31"#),
            (#""z".to_i(36)"#, #"35"#),
            (#""1__0".to_i"#, #"1"#),
            (#""_1".to_i"#, #"0"#),
            (#""12e3".to_i"#, #"12"#),
            (#""0x1f".to_i(16)"#, #"31"#),
            (#""-  5".to_i"#, #"0"#),
            (#"" \n 7".to_i"#, #"7"#),
            (#"("1a".to_i(37) rescue $!.message)"#, #""invalid radix 37""#),
            (#""0o17".oct"#, #"15"#),
            (#""017".oct"#, #"15"#),
            (#""0b11".oct"#, #"3"#),
            (#""08".oct"#, #"0"#),
            (#""0x".hex"#, #"0"#),
            (#""1__0".hex"#, #"1"#),
            (#""0x1f".to_i"#, #"0"#),
            (#""1.9".to_i"#, #"1"#),
            (#""".to_i"#, #"0"#),
        ] {
            #expect(try inspected(expression) == ruby, "\(expression)")
        }
    }
}
