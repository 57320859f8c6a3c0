import Testing

@testable import RubySyntax

/// `canStartCommandArgument` and `atOperatorAfterOperand` tell `=` at once; the punctuators spelled with an `=`
/// (`==`, `=~`, `=>`, `+=`, `!=`) must still reach the rules that take or refuse them.
struct AssignmentPunctuatorTests {
    /// The kind of the single statement `source` parses to, described briefly.
    static func shape(_ source: String) throws -> String {
        let program = try Parser.parse(source: source)
        guard program.count == 1 else { return "\(program.count) statements" }
        switch program[0].kind {
        case .assign(let target, _):
            if case .call(let call) = target.kind { return "assign \(call.name)" }
            return "assign"
        case .opAssign(_, let op, _): return "opAssign \(op)"
        case .call(let call): return "call \(call.name) \(call.arguments.count)"
        case .not: return "not"
        case .hash: return "hash"
        default: return "other"
        }
    }

    @Test func punctuatorsWithAnEqualsSignKeepTheirMeaning() throws {
        let expected: [(String, String)] = [
            ("s.name = 'x'", "assign name"), ("s.name ='x'", "assign name"), ("s.name= 'x'", "assign name"),
            ("s.name == 'x'", "call == 1"), ("s.name =~ /x/", "call =~ 1"), ("s.name != 'x'", "not"),
            ("s.name += 'x'", "opAssign +"), ("foo = 1", "assign"), ("foo == 1", "call == 1"),
            ("puts -1", "call puts 1"), ("puts *a", "call puts 1"), ("puts [1]", "call puts 1"),
            ("s.version ** 2", "call ** 1"), ("s.a..s.b", "other"), ("s.a.b = 1", "assign b"),
            ("h[1] = 2", "assign []"), ("s.a[1] == 2", "call == 1"), ("puts'x'", "call puts 1"),
            ("puts 'x'", "call puts 1"), ("puts(1)", "call puts 1"), ("puts -x", "call puts 1"), ("a -x", "call a 1"),
            ("a - x", "call - 1"), ("a-x", "call - 1"), ("Integer '3'", "call Integer 1"),
        ]
        for (source, shape) in expected {
            #expect(try Self.shape(source) == shape, "\(source)")
        }
    }

    /// A block is parsed after the call that takes it (`parseBlockIfPresent` tests the token inline), and only there.
    @Test func blocksAttachWhereTheyMay() throws {
        func block(_ source: String) throws -> Bool? {
            guard case .call(let call) = try Parser.parse(source: source).first?.kind else { return nil }
            return call.block != nil
        }
        #expect(try block("foo { 1 }") == true)
        #expect(try block("foo do 1 end") == true)
        #expect(try block("foo(1) { 2 }") == true)
        #expect(try block("foo 1 do 2 end") == true)
        #expect(try block("s.dependency 'A'") == false)
        #expect(try block("foo 1, { a: 2 }") == false)
    }

    /// Refusing `=` before `continuesOperand` loses no operator: `=` is none of them, and each punctuator is one
    /// exactly when it is `**`, `..`, `...`, `?` or has a binary level.
    @Test func equalsSignContinuesNoOperand() {
        #expect(!Parser.continuesOperand("="))
        for p in Lexer.puncts {
            let rule = p == "**" || p == ".." || p == "..." || p == "?" || Parser.binaryLevel(spelled: p) != nil
            #expect(Parser.continuesOperand(p) == rule, "\(p)")
        }
    }
}
