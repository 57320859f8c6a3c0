@testable import RubySyntax

/// Drives one level of a parser over a source, for tests that compare a fast path with the general levels.
enum LevelParse {
    /// A parser over `source`'s tokens (no locals), at nesting `depth`.
    static func parser(over source: String, depth: Int) throws -> Parser {
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        var parser = Parser(
            tokens: tokens, values: lexer.values, bytes: lexer.bytes, lineStarts: lexer.lineStarts, locals: [])
        parser.depth = depth
        return parser
    }

    /// The node or the error `parse` gave, with the token and depth `parser` was left at.
    static func describe(_ parser: inout Parser, _ parse: (inout Parser) throws -> Node) -> String {
        let outcome =
            switch Result(catching: { try parse(&parser) }) {
            case .success(let node): SExpression.describe(node)
            case .failure(let error): "\(error)"
            }
        return "\(outcome) next \(parser.index) depth \(parser.depth)"
    }
}
