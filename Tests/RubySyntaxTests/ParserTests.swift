import Testing
@testable import RubySyntax

@Suite struct ParserTests {
    func parse(_ source: String) throws -> [Node] { try Parser.parse(source: source) }

    @Test func specBlockWithWritersParses() throws {
        let program = try parse("Pod::Spec.new do |s|\n  s.name = 'A'\n  s.source_files = 'a', 'b'\nend\n")
        #expect(program.count == 1)
        guard case .call(let call) = program[0].kind else { Issue.record("not a call"); return }
        #expect(call.name == "new")
        #expect(call.block?.parameters.map(\.name) == ["s"])
        #expect(call.block?.body.count == 2)
    }

    @Test func everyNodeKeepsItsLineAndColumn() throws {
        let program = try parse("x = 1\n  s.version = '2'\n")
        #expect(program[1].range.start.line == 2)
        #expect(program[1].range.start.column == 3)
    }

    @Test func commandCallWithHashArgumentsParses() throws {
        let program = try parse("s.dependency 'A', '~> 1.0', :configurations => ['Debug']\n")
        guard case .call(let call) = program[0].kind else { Issue.record("not a call"); return }
        #expect(call.arguments.count == 3)
        if case .hash = call.arguments[2].kind {} else { Issue.record("last argument should be a hash") }
    }

    @Test func heredocsOfAllThreeKindsParse() throws {
        for opener in ["<<-DESC", "<<~DESC", "<<DESC"] {
            let closing = opener == "<<DESC" ? "DESC" : "  DESC"
            let program = try parse("s.description = \(opener)\n    text\n\(closing)\ns.name = 'x'\n")
            #expect(program.count == 2)
        }
    }

    @Test func oneLineHeredocIsASyntaxErrorOnItsLine() {
        #expect(throws: SyntaxError.self) { try parse("a = 1\ns.description = <<-DESC text DESC\n") }
        do { _ = try parse("a = 1\ns.description = <<-DESC text DESC\n") } catch let e as SyntaxError {
            #expect(e.position.line == 2)
        } catch { Issue.record("unexpected error \(error)") }
    }

    @Test func missingEndIsASyntaxError() {
        #expect(throws: SyntaxError.self) { try parse("Pod::Spec.new do |s|\n  s.name = 'A'\n") }
    }

    @Test func percentLiteralsAndSymbolsParse() throws {
        let program = try parse("a = %w[x y z]\nb = %i[p q]\nc = { a: 1, 'b' => 2, :c => 3 }\n")
        guard case .assign(_, let value) = program[0].kind, case .array(let items) = value.kind else {
            Issue.record("expected array"); return
        }
        #expect(items.count == 3)
    }

    @Test func deepNestingFailsCleanly() {
        let source = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        #expect(throws: SyntaxError.self) { try parse(source) }
    }

    /// Chains that nest the tree without brackets count as depth too (each used to overflow the stack).
    @Test(arguments: [
        "if false\n" + String(repeating: "elsif false\n", count: 3_000) + "end\n",
        "x = " + String(repeating: "1**", count: 3_000) + "1\n",
        "x = " + String(repeating: "true ? 1 : ", count: 3_000) + "2\n",
    ])
    func unbracketedChainsAreDepthBounded(_ source: String) {
        do {
            _ = try parse(source)
            Issue.record("parsed")
        } catch let error as SyntaxError {
            #expect(error.message.hasPrefix("nesting too deep"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func shortChainsStillParse() throws {
        _ = try parse("if a\nelsif b\nelsif c\nelse\nend\nx = 2**3**2\ny = a ? 1 : b ? 2 : 3\n")
    }

    /// Ruby would make a Bignum; a float (the old reading) would be silently wrong.
    @Test func integerLiteralsBeyond64BitsAreErrors() throws {
        #expect(throws: SyntaxError.self) { try parse("x = 99999999999999999999") }
        #expect(throws: SyntaxError.self) { try parse("x = 0xFFFFFFFFFFFFFFFFFF") }
        let program = try parse("x = -9223372036854775808")
        guard case .assign(_, let value) = program.first?.kind, case .integer(let i) = value.kind else {
            Issue.record("not an integer assignment")
            return
        }
        #expect(i == Int.min)
    }

    /// A heredoc quoted with backticks is a command, as a backtick string is.
    @Test func backtickHeredocIsACommand() throws {
        let program = try parse("x = <<-`CMD`\n  ls\n  CMD\n")
        guard case .assign(_, let value) = program.first?.kind, case .xstring = value.kind else {
            Issue.record("not a command string")
            return
        }
    }
}
