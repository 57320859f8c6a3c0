import Testing

@testable import RubySyntax

/// `parseTernary` parses a plain operand (not a punctuator, not a keyword) below the operator levels and enters
/// them only when an operator follows it; the result must be what the levels give when they parse it, with the
/// parser left at the same token and depth.
struct OperandFastPathTests {
    /// Expressions that start with a plain operand, with and without the operators of each level after it.
    static let sources: [String] = [
        "s", "s.name", "s.dependency 'A', '~> 1.0'", "a + b * c", "a * b + c", "a ** 2", "a ** -2", "a ** b ** c",
        "2 ** 2", "-2", "a..b", "a...b", "a..", "a || b && c", "a != b", "a !~ /x/", "/(?<y>\\d+)/ =~ s", "a == b",
        "a <=> b", "a << b", "a - 1", "a -1", "foo -1", "a ? b : c", "a.b[1] + c", "'x' + y", ":sym == :other",
        "@ivar || 1", "$global&.x", "A::B + 1", "a\n+ b", "café + 1", "\"#{a} b\" + c", "a = b", "a.b = c + d",
        "a, b = c", "a if b", "a and b", "a +", "a +\n", "a ** ", "a.", "label: 1",
    ]

    /// Parses `source` with the levels from `parseRange` (general) or from the operand below them (fast), at
    /// nesting `depth`, and describes the node or error with where the parser stopped.
    static func parse(_ source: String, fast: Bool, depth: Int = 0) throws -> String {
        var parser = try LevelParse.parser(over: source, depth: depth)
        return LevelParse.describe(&parser) { parser in
            if fast {
                #expect(parser.atPlainOperand, "\(source.debugDescription)")
                let operand = try parser.parseOperandBelowLevels()
                return parser.atOperatorAfterOperand ? try parser.parseRange(operand: operand) : operand
            }
            return try parser.parseRange()
        }
    }

    @Test func fastPathMatchesTheLevels() throws {
        for source in Self.sources {
            #expect(
                try Self.parse(source, fast: true) == Self.parse(source, fast: false), "\(source.debugDescription)")
        }
    }

    /// Near the nesting limit the operand (or its operator) passes it at the same token either way.
    @Test(arguments: Parser.maximumDepth - 5...Parser.maximumDepth)
    func fastPathMatchesTheLevelsNearTheDepthLimit(depth: Int) throws {
        for source in ["s", "a + b", "s.name.size", "a ** b", "a ? b : c"] {
            #expect(
                try Self.parse(source, fast: true, depth: depth) == Self.parse(source, fast: false, depth: depth),
                "\(source.debugDescription)")
        }
    }
}
