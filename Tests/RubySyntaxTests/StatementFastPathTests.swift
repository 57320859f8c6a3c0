import Testing

@testable import RubySyntax

/// `parseNotExpression` and `parseModifiers` are inlined tests that call `parseNot` or `parseModifierChain` only for
/// a `not`, a keyword or a punctuator: statements with and without them must parse as before.
struct StatementFastPathTests {
    /// A statement's outline: the nesting of its `not`, `and`, `or`, `if` and `rescue` nodes.
    static func outline(_ node: Node) -> String {
        switch node.kind {
        case .not(let operand): "not(\(outline(operand)))"
        case .and(let a, let b): "and(\(outline(a)),\(outline(b)))"
        case .or(let a, let b): "or(\(outline(a)),\(outline(b)))"
        case .ifExpression(let condition, let then, _): "if(\(outline(condition)),\(then.map(outline).joined()))"
        case .begin(let body, _, _, _): "rescue(\(body.map(outline).joined()))"
        case .assign(_, let value): "assign(\(outline(value)))"
        default: "x"
        }
    }

    @Test func statementsKeepTheirShape() throws {
        let expected: [(String, String)] = [
            ("x", "x"), ("not x", "not(x)"), ("not not x", "not(not(x))"), ("a and b or c", "or(and(x,x),x)"),
            ("x if y", "if(x,x)"), ("x unless y", "if(not(x),x)"), ("x if y unless z", "if(not(x),if(x,x))"),
            ("x rescue y", "rescue(x)"), ("a = b rescue c", "assign(rescue(x))"), ("not a and b", "and(not(x),x)"),
        ]
        for (source, outline) in expected {
            let program = try Parser.parse(source: source)
            #expect(program.map(Self.outline) == [outline], "\(source)")
        }
        #expect(try Parser.parse(source: "a\nb; c\n\n d").count == 4)
    }
}
