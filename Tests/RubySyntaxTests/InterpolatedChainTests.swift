import Testing

@testable import RubySyntax

/// `stringLiteral` makes the code of `#{s.version}`-like interpolations at once (`interpolatedChain`) rather than by a
/// lexer and parser of their own: the node must be the one they make, and code of any other shape left to them.
struct InterpolatedChainTests {
    /// Interpolated code the fast path makes, with the local `s` declared.
    static let chains: [String] = [
        "s.version", "s.name", "s", "name", "spec.version.to_s", "s.a_b.c2", "s._x", "a1", "x.y.z.w.v",
        "s.class", "s.end", "s.if", "deployment_target_long_name", "s.deployment_target_long_name",
        "$FirebaseSDKVersion", "$a", "$_x", "$A1.to_s", "$version.split.first",
    ]

    /// Interpolated code the fast path must leave to the parser.
    static let others: [String] = [
        "self.name", "self", "nil", "true", "_1", "_x", "S.name", "s.Name", "s.valid?", "s.save!", "s .name",
        "s. name", " s", "s ", "s..a", "s.", ".s", "s.a(1)", "s[1]", "s&.a", "s::a", "s.a 1", "a = 1", "s.versión",
        "", "defined?(s)", "s.a\n.b", "if", "not", "$0", "$~", "$1.to_s", "$", "$ a", "$a?", "$a.B", "$é",
        "@a", "@@a", "$a[0]",
    ]

    /// The interpolated code pieces of the string literal `"x#{code}y"` on a second line (so the ranges are off the
    /// first line and column), with the parser over the source (`s` declared).
    static func codePieces(_ code: String, depth: Int = 1) throws -> (Parser, [(SourcePosition, Int)]) {
        var parser = try LevelParse.parser(over: "1\n  x = \"x#{\(code)}y\"", depth: depth)
        parser.declareLocal("s")
        let literal = parser.tokens.lazy.compactMap { token in
            if case .string(let value) = token.kind { value } else { nil }
        }
        guard let value = literal.first else { return (parser, []) }
        let pieces = parser.values[value].compactMap { piece -> (SourcePosition, Int)? in
            if case .code(let start, let end) = piece { (start, end) } else { nil }
        }
        return (parser, pieces)
    }

    /// A node with every range and call flag the interpreter may read.
    static func describe(_ node: Node) -> String {
        let range = SExpression.describe(node.range)
        switch node.kind {
        case .localVariable(let name): return "(lvar \(name)@\(range))"
        case .call(let call):
            let receiver = call.receiver.map(describe) ?? "_"
            return "(send \(receiver) \(call.name)@\(SExpression.describe(call.nameRange)) @\(range) "
                + "args \(call.arguments.count) syntax \(call.hasArgumentSyntax) safe \(call.safeNavigation) "
                + "block \(call.block != nil))"
        default: return SExpression.describe(node)
        }
    }

    /// The code as the fast path makes it (nil where it declines) and as a lexer and parser of its own does.
    static func both(_ code: String, depth: Int = 1) throws -> (fast: String?, general: String) {
        var (parser, pieces) = try codePieces(code, depth: depth)
        #expect(pieces.count == 1, "\(code.debugDescription)")
        guard let (start, end) = pieces.first else { return (nil, "") }
        let fast = parser.interpolatedChain(from: start, to: end, locals: parser.locals).map(describe)
        var declared = parser.locals
        var numbered = parser.numberedParameters
        let general =
            switch Result(catching: {
                try parser.parseInterpolatedCode(from: start, to: end, declared: &declared, numbered: &numbered)
            }) {
            case .success(let program): program.map(describe).joined(separator: "; ")
            case .failure(let error): "\(error)"
            }
        return (fast, general)
    }

    @Test func fastPathMatchesTheParser() throws {
        for code in Self.chains {
            let (fast, general) = try Self.both(code)
            #expect(fast != nil, "\(code.debugDescription)")
            #expect(fast == general, "\(code.debugDescription)")
        }
    }

    @Test func otherCodeIsLeftToTheParser() throws {
        for code in Self.others {
            #expect(try Self.both(code).fast == nil, "\(code.debugDescription)")
        }
    }

    /// Near the depth limit the parser reports nesting too deep: the fast path leaves it to the parser there.
    @Test func declinesNearTheDepthLimit() throws {
        let depth = Parser.maximumDepth - 4
        let (fast, general) = try Self.both("s.version", depth: depth)
        #expect(fast == nil)
        #expect(general.contains("nesting too deep"))
    }
}
