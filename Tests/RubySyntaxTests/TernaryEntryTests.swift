import Testing

@testable import RubySyntax

/// `parseExpression` looks for a lone literal, then enters `parseTernaryPastLoneLiteral()`, which does not look
/// again: wherever the lone literal is not found, it must give what `parseTernary()` gives, with the parser left at
/// the same token and depth.
struct TernaryEntryTests {
    /// Expressions at whose first token `parseLoneLiteralBelowLevels()` gives nil (or that are lone literals only
    /// below the depth limit), of each kind of first token.
    static let sources: [String] = [
        "s", "s.name", "a ? b : c", "a ?b :c", "x ? y ? 1 : 2 : 3", "'x' + y", "1 + 2", "-1 ** 2", "-a", "!a",
        "not(a)", "defined? a && b", "defined?(a)", "[1, 2]", "{ a: 1 }", "(a; b)", "'a' 'b'", ":sym ? 1 : 2",
        "\"#{a}\" == b", "café ? 1 : 2", "a..b", "..b", "*a", "&a", "nil", "true && false", "a rescue b",
        "foo 'x', 'y' if z", "->(x) { x }", "?a", "1", "'x'", ":s", "a ? 'b' : 'c'", ")",
    ]

    static func parse(_ source: String, pastLoneLiteral: Bool, depth: Int = 0) throws -> String {
        var parser = try LevelParse.parser(over: source, depth: depth)
        return LevelParse.describe(&parser) { parser in
            if pastLoneLiteral {
                guard try parser.parseLoneLiteralBelowLevels() == nil else {
                    return Node(.nilLiteral, parser.current.range)
                }
                return try parser.parseTernaryPastLoneLiteral()
            }
            if try parser.parseLoneLiteralBelowLevels() != nil { return Node(.nilLiteral, parser.current.range) }
            return try parser.parseTernary()
        }
    }

    @Test func pastLoneLiteralMatchesTheTernaryLevel() throws {
        for source in Self.sources {
            #expect(
                try Self.parse(source, pastLoneLiteral: true) == Self.parse(source, pastLoneLiteral: false),
                "\(source.debugDescription)")
        }
    }

    /// Near the nesting limit, where the lone literal is not taken out of the levels, both report the limit alike.
    @Test(arguments: Parser.maximumDepth - 5...Parser.maximumDepth)
    func pastLoneLiteralMatchesNearTheDepthLimit(depth: Int) throws {
        for source in ["1", "'x'", "s", "a ? b : c", "1 + 2"] {
            #expect(
                try Self.parse(source, pastLoneLiteral: true, depth: depth)
                    == Self.parse(source, pastLoneLiteral: false, depth: depth),
                "\(source.debugDescription)")
        }
    }
}
