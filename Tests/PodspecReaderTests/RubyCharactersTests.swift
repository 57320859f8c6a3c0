import Foundation
import Testing

@testable import PodspecReader

/// A string's characters are Ruby's code points, not Swift's grapheme clusters: a Windows file's
/// `"\r\n"` is two characters (`chomp`, `lines`, `split("\n")`, `end_with?("\n")`, `length`), and so is
/// a letter with a combining mark. Each expression's `inspect` is Ruby 3.1's (`ruby -e`).
@Suite struct RubyCharactersTests {
    @Test func countsIndexesAndComparesByCodePoint() throws {
        for (expression, ruby) in [
            (#""1.2.3\r\n".chomp"#, #""1.2.3""#),
            (#""1.2.3\r\nextra\r\n".lines.map(&:chomp)"#, #"["1.2.3", "extra"]"#),
            (#""a\r\nb".split("\n")"#, #"["a\r", "b"]"#),
            (#""a\r\n".end_with?("\n")"#, #"true"#),
            (#""a\r\nb".length"#, #"4"#),
            (#""e\u0301".length"#, #"2"#),
            (#""🇫🇷".size"#, #"2"#),
            (#""a\r\nb".include?("\n")"#, #"true"#),
            (#""a\r\nb".chars"#, #"["a", "\r", "\n", "b"]"#),
            (#""e\u0301x"[1]"#, #""́""#),
            (#""e\u0301x"[0, 2]"#, #""é""#),
            (#""e\u0301x"[1..2]"#, #""́x""#),
            (#""ab\r\n".chop"#, #""ab""#),
            (#""e\u0301".chop"#, #""e""#),
            (#""e\u0301".reverse"#, #""́e""#),
            (#""e\u0301".start_with?("e")"#, #"true"#),
            (#""x\r\n".delete_suffix("\n")"#, #""x\r""#),
            (#""a,,b,,".split(",")"#, #"["a", "", "b"]"#),
            (#""a\r\nb".center(7, "*")"#, #""*a\r\nb**""#),
            (#""e\u0301".chomp("\u0301")"#, #""e""#),
            (#""a\r\nb".each_char.to_a"#, #"["a", "\r", "\n", "b"]"#),
        ] {
            #expect(try inspected(expression) == ruby, "\(expression)")
        }
    }
}
