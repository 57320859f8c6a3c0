import Testing

@testable import RubySyntax

/// `parseExpression` makes the target of `local.name = …` from its tokens (`attributeTargetBelowLevels`) rather than
/// through the levels: the assignment must be what the levels give, with the parser left at the same token and
/// depth, and sources of any other shape must be left to the levels untouched.
struct AttributeTargetTests {
    /// Assignments to an attribute of the local `s`, and near misses the fast path must leave to the levels.
    static let sources: [String] = [
        "s.name = 'A'", "s.name = 'a', 'b'", "s.name = x = 1", "s.name =\n  'A'", "s.source = { :git => 'u' }",
        "s.name = *a", "s.name = foo 'x'", "s.name = s.version.to_s", "s.name = 1 if x", "s .name = 1",
        "s.valid? = 1", "s.save! = 1", "s.name == 1", "s.name += 1", "s&.name = 1", "t.name = 1", "s.Name = 1",
        "s.\nname = 1", "s.name", "s.name.first = 1", "s.name 'A'", "s.name(1) = 2", "s[1] = 2", "s = 1", "s.name =",
        "_1.name = 1", "s.ios.deployment_target = '9.0'", "s.a.b.c = 1", "s.a.b? = 1", "s.a?.b = 1", "s.a .b = 1",
        "s.a.B = 1", "s.A = 1", "s.é = 1", "s.b\u{600}a = 1", "s.a.x = 1", "s.a.\nb = 1", "s.a.b == 1", "s.a.b",
        "s.a.b 'x'", "s.a(1).b = 2", "t.a.b = 1",
    ]

    /// Parses `source` as `parseExpression` does (`s` a local), with the fast path or with the levels alone, at nesting
    /// `depth` (the expression's own level entered), in a method body or not, and describes the node or error with
    /// where the parser stopped, the locals it then had and the errors it reported.
    static func parse(_ source: String, fast: Bool, depth: Int = 1, inMethodBody: Bool = false) throws -> String {
        var parser = try LevelParse.parser(over: source, depth: depth)
        parser.declareLocal("s")
        parser.inMethodBody = inMethodBody
        let outcome = LevelParse.describe(&parser) { parser in
            if fast {
                let start = parser.index
                // As `parseExpression`: the fast path's target is neither declared nor checked.
                if let target = parser.attributeTargetBelowLevels() { return try parser.finishAssignment(to: target) }
                #expect(parser.index == start, "\(source.debugDescription)")
            }
            let lhs = try parser.parseTernaryPastLoneLiteral()
            return parser.at("=") && Parser.isAssignable(lhs) ? try parser.parseAssignment(to: lhs) : lhs
        }
        return "\(outcome) locals \(parser.locals.names) errors \(parser.errors.map { "\($0)" })"
    }

    @Test(arguments: [false, true])
    func fastPathMatchesTheLevels(inMethodBody: Bool) throws {
        for source in Self.sources {
            #expect(
                try Self.parse(source, fast: true, inMethodBody: inMethodBody)
                    == Self.parse(source, fast: false, inMethodBody: inMethodBody),
                "\(source.debugDescription)")
        }
    }

    /// Only the assignments are taken by the fast path.
    @Test func fastPathTakesOnlyAttributeAssignments() throws {
        for (source, taken) in [
            ("s.name = 'A'", true), ("s.valid? = 1", false), ("t.name = 1", false), ("s.a == 1", false),
            ("s.a.b = 1", true), ("s.a.b? = 1", false), ("s.a.b == 1", false),
        ] {
            var parser = try LevelParse.parser(over: source, depth: 1)
            parser.declareLocal("s")
            #expect((parser.attributeTargetBelowLevels() != nil) == taken, "\(source.debugDescription)")
        }
    }

    /// Near the nesting limit the levels pass it at the same token as before: the fast path leaves those depths to
    /// them.
    @Test(arguments: Parser.maximumDepth - 8...Parser.maximumDepth)
    func fastPathMatchesTheLevelsNearTheDepthLimit(depth: Int) throws {
        for source in ["s.name = 'A'", "s.name = x = 1", "s.a.b = 1", "s.a.b.c = 1"] {
            #expect(
                try Self.parse(source, fast: true, depth: depth) == Self.parse(source, fast: false, depth: depth),
                "\(source.debugDescription)")
        }
    }
}
