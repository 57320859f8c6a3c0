import Testing

@testable import RubySyntax

/// Nodes, calls and blocks keep their ranges packed in 32-bit fields; a lone literal is parsed at the expression
/// level without the ternary level; a hash literal's entries are made with room for a few pairs.
struct CompactNodeTests {
    /// Ranges at the edges of what a source may hold: the first byte, and offsets, lines and columns near
    /// `Lexer.maximumSize`.
    static let ranges: [SourceRange] = [
        SourceRange(
            start: SourcePosition(offset: 0, line: 1, column: 1), end: SourcePosition(offset: 0, line: 1, column: 1)),
        SourceRange(
            start: SourcePosition(offset: 17, line: 3, column: 5), end: SourcePosition(offset: 40, line: 4, column: 9)),
        SourceRange(
            start: SourcePosition(offset: Lexer.maximumSize - 1, line: Lexer.maximumSize, column: 1),
            end: SourcePosition(offset: Lexer.maximumSize, line: Lexer.maximumSize, column: Lexer.maximumSize + 1)),
    ]

    @Test(arguments: ranges) func nodeKeepsItsRange(range: SourceRange) {
        var node = Node(.nilLiteral, range)
        #expect(node.range == range)
        node.range = Self.ranges[1]
        #expect(node.range == Self.ranges[1])
    }

    @Test(arguments: ranges) func callAndBlockKeepTheirRanges(range: SourceRange) {
        let block = Block(parameters: [], body: [], range: range)
        #expect(block.range == range)
        let call = Call(receiver: nil, name: "foo", block: block, nameRange: range)
        #expect(call.nameRange == range)
        #expect(call.block?.range == range)
    }

    @Test func nodeIsSmall() {
        #expect(MemoryLayout<Node>.size <= 48)
    }

    /// Parses `source` with `parseExpression` (which takes a lone literal without the ternary level) or through the
    /// levels from `parseRange` at the depth `parseExpression` enters, and describes the node or error with where the
    /// parser stopped.
    static func parse(_ source: String, atExpressionLevel: Bool, depth: Int = 0) throws -> String {
        var parser = try LevelParse.parser(over: source, depth: depth)
        return LevelParse.describe(&parser) { parser in
            if atExpressionLevel {
                let atLoneLiteral = parser.atLoneLiteral
                #expect(atLoneLiteral, "\(source.debugDescription)")
                return try parser.parseExpression()
            }
            try parser.enter()
            defer { parser.leave() }
            return try parser.parseRange()
        }
    }

    /// Lone literals, and what may follow one: a line end, the end, a comma, a closing bracket, `;`, `=>`.
    static let loneLiterals: [String] = [
        "1", "-2", "1.5", "0x1f", ":sym", ":\"quoted sym\"", "'a'", "\"a\\tb\"", "\"café #{x}\"", "'naïve'", "%q(x)",
        "'a', b", "'a')", "1]", ":x}", "'a'; b", "'a' => b", "'a'\nb", "?c",
    ]

    @Test func loneLiteralMatchesTheLevels() throws {
        for source in Self.loneLiterals {
            #expect(
                try Self.parse(source, atExpressionLevel: true) == Self.parse(source, atExpressionLevel: false),
                "\(source.debugDescription)")
        }
    }

    /// Near the nesting limit the literal passes it at the same token either way.
    @Test(arguments: Parser.maximumDepth - 5...Parser.maximumDepth + 1)
    func loneLiteralMatchesTheLevelsNearTheDepthLimit(depth: Int) throws {
        for source in ["1", "'a', b", "\"#{x}\""] {
            #expect(
                try Self.parse(source, atExpressionLevel: true, depth: depth)
                    == Self.parse(source, atExpressionLevel: false, depth: depth),
                "\(source.debugDescription)")
        }
    }

    /// `parseExpression` takes a lone literal before entering its level; `parseExpressionPastLoneLiteral`, which enters
    /// it and the levels below, gives the same node, error and parser position, near the nesting limit too.
    @Test(arguments: Parser.maximumDepth - 6...Parser.maximumDepth + 1)
    func loneLiteralMatchesTheExpressionLevel(depth: Int) throws {
        for source in Self.loneLiterals {
            var front = try LevelParse.parser(over: source, depth: depth)
            var past = try LevelParse.parser(over: source, depth: depth)
            #expect(
                LevelParse.describe(&front) { try $0.parseExpression() }
                    == LevelParse.describe(&past) { try $0.parseExpressionPastLoneLiteral() },
                "\(source.debugDescription) at depth \(depth)")
        }
    }

    /// Hashes of fewer, as many and more pairs than the room made at the first, of each kind of entry.
    @Test(arguments: [0, 1, Parser.hashCapacity - 1, Parser.hashCapacity, Parser.hashCapacity + 1, 9])
    func hashKeepsEveryEntryInOrder(count: Int) throws {
        let kinds: [(Int) -> String] = [
            { "k\($0): \($0)" }, { ":k\($0) => \($0)" }, { "\"k\($0)\": \($0)" }, { "**{ k\($0): \($0) }" },
        ]
        let entries = (0..<count).map { kinds[$0 % kinds.count]($0) }
        let program = try Parser.parse(source: "x = { " + entries.joined(separator: ", ") + " }")
        guard case .assign(_, let value) = program[0].kind, case .hash(let parsed) = value.kind else {
            Issue.record("not a hash: \(SExpression.describe(program))")
            return
        }
        #expect(parsed.count == count)
        for (i, entry) in parsed.enumerated() {
            #expect(SExpression.describe(entry).contains("\(i)"), "\(SExpression.describe(entry))")
        }
    }
}
