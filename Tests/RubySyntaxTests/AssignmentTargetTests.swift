import Testing

@testable import RubySyntax

/// `isAssignable` tells an attribute before it compares the name with `[]`: each kind of target must be taken or
/// refused as before.
struct AssignmentTargetTests {
    /// Whether `source` parses to one assignment.
    static func assigns(_ source: String) -> Bool {
        guard let program = try? Parser.parse(source: source), program.count == 1 else { return false }
        if case .assign = program[0].kind { return true }
        return false
    }

    @Test func targetsAreTakenOrRefused() {
        let taken = [
            "s.name = 1", "s.ios.deployment_target = '12.0'", "h[1] = 2", "h[] = 2", "h[1, 2] = 3", "a&.b = 1",
            "s.naïve = 1", "s.x_1 = 2", "x = 1", "A::B = 1", "h.[](1)", "s.é = 1",
        ]
        let refused = ["s.name? = 1", "s.name! = 1", "s.name(1) = 2", "s.name { } = 1", "h[1] { } = 2", "foo(1) = 2"]
        #expect(taken.filter { !Self.assigns($0) } == ["h.[](1)"])
        #expect(refused.filter { Self.assigns($0) } == [])
    }

    /// The rule, stated as it was before the reordering, agrees on every call target.
    @Test func reorderedRuleAgreesWithTheOriginal() throws {
        let sources = [
            "s.name", "s.name?", "h[1]", "h[]", "s.name(1)", "s.name { }", "s.name do end", "foo { }", "foo", "foo(1)",
            "h.[](1)", "h.[]",
        ]
        for source in sources {
            let node = try #require(try Parser.parse(source: source).first)
            guard case .call(let call) = node.kind else { continue }
            let original: Bool
            if call.receiver == nil {
                original = call.arguments.isEmpty && call.block == nil && !call.hasArgumentSyntax
            } else if call.name == "[]" {
                original = call.block == nil
            } else {
                original =
                    call.arguments.isEmpty && call.block == nil && !call.hasArgumentSyntax
                    && Parser.endsInWordCharacter(call.name)
            }
            #expect(Parser.isAssignable(node) == original, "\(source)")
        }
    }
}
