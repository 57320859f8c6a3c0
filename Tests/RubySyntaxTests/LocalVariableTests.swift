import Testing
@testable import RubySyntax

/// Ruby's local table: which bare names the parser makes local variables, and which method calls.
@Suite struct LocalVariableTests {
    func parse(_ source: String) throws -> [Node] { try Parser.parse(source: source) }

    /// Whether the statement at `index` of `source` reads a local variable (rather than calling a method).
    func readsLocal(_ source: String, statement index: Int) throws -> Bool {
        let program = try parse(source)
        switch program[index].kind {
        case .localVariable: return true
        case .call: return false
        default:
            Issue.record("statement \(index) is \(program[index].kind)")
            return false
        }
    }

    @Test func aNameIsALocalOnlyAfterItsAssignment() throws {
        #expect(try readsLocal("x\nx = 1\nx\n", statement: 0) == false)
        #expect(try readsLocal("x\nx = 1\nx\n", statement: 2) == true)
    }

    @Test func anAssignmentInABranchThatNeverRunsStillDeclares() throws {
        #expect(try readsLocal("if false\n  v = 1\nend\nv\n", statement: 1) == true)
    }

    @Test func aLocalAssignedInsideInterpolationIsALocalAfterIt() throws {
        #expect(try readsLocal("\"#{v = 1}\"\nv\n", statement: 1) == true)
    }

    @Test func aDefStartsAnEmptyScope() throws {
        let program = try parse("x = 1\ndef f(a)\n  x\n  a\nend\n")
        guard case .methodDefinition(let definition) = program[1].kind else { Issue.record("not a def"); return }
        if case .call(let call) = definition.body[0].kind {
            #expect(call.name == "x")
        } else {
            Issue.record("x should be a call")
        }
        if case .localVariable("a") = definition.body[1].kind {} else { Issue.record("a parameter is a local") }
    }

    @Test func blockLocalsEndWithTheBlock() throws {
        let program = try parse("[1].each { |i| y = i }\ny\n")
        if case .call(let call) = program[1].kind {
            #expect(call.name == "y")
        } else {
            Issue.record("y after the block is a call")
        }
    }

    @Test func aBlockSeesItsEnclosingLocals() throws {
        let program = try parse("z = 1\n[1].each { z }\n")
        guard case .call(let each) = program[1].kind, let body = each.block?.body else {
            Issue.record("no block"); return
        }
        if case .localVariable("z") = body[0].kind {} else { Issue.record("z inside the block is the outer local") }
    }

    @Test func bangAndPredicateNamesAreOneIdentifierEvenWhereALocalHasTheStem() throws {
        let program = try parse("version = nil\nversion = version!\nready?\na != b\n")
        guard case .assign(_, let value) = program[1].kind, case .call(let call) = value.kind else {
            Issue.record("version! should be a call"); return
        }
        #expect(call.name == "version!")
        if case .call(let predicate) = program[2].kind {
            #expect(predicate.name == "ready?")
        } else {
            Issue.record("ready? is a call")
        }
        if case .call(let call) = program[3].kind { #expect(call.name != "a!") }
    }

    @Test func singletonDefinitionsOnVariables() throws {
        let program = try parse("def $g.go(x)\n  x\nend\ndef self.make\nend\n")
        guard case .methodDefinition(let onGlobal) = program[0].kind else { Issue.record("not a def"); return }
        if case .globalVariable("$g")? = onGlobal.singleton?.kind {} else { Issue.record("singleton on $g") }
        #expect(onGlobal.name == "go")
        guard case .methodDefinition(let onSelf) = program[1].kind else { Issue.record("not a def"); return }
        if case .selfReference? = onSelf.singleton?.kind {} else { Issue.record("singleton on self") }
    }

    @Test func retryIsItsOwnStatement() throws {
        let program = try parse("begin\n  x\nrescue\n  retry\nend\n")
        guard case .begin(_, let rescues, _, _) = program[0].kind else { Issue.record("not a begin"); return }
        if case .retryStatement = rescues[0].body[0].kind {} else { Issue.record("retry") }
    }
}
