import Testing

@testable import PodspecReader

/// A scope's variables, now taken out and put back on each change, read and change as before: a name is found in
/// the nearest scope that has it, an assignment changes that scope's and otherwise defines it here, with few names
/// and past the count at which a table is made.
@Suite struct ScopeTests {
    @Test func lookUpAssignAndDefineThroughParents() {
        let outer = Scope()
        outer.define("s", .string("outer"))
        let inner = Scope(parent: outer)
        inner.define("x", .integer(1))
        #expect(inner.lookup("s").map(Interpreter.inspect) == #""outer""#)
        inner.assign("s", .string("changed"))
        #expect(outer.lookup("s").map(Interpreter.inspect) == #""changed""#)
        inner.assign("y", .integer(2))
        #expect(outer.lookup("y") == nil)
        #expect(inner.lookup("y").map(Interpreter.inspect) == "2")
        inner.define("s", .string("shadow"))
        #expect(inner.lookup("s").map(Interpreter.inspect) == #""shadow""#)
        #expect(outer.lookup("s").map(Interpreter.inspect) == #""changed""#)
    }

    /// A look-up asks each parent in turn: through a chain as deep as the parser lets blocks nest, the nearest
    /// scope with the name answers, and a name no scope has is nil.
    @Test func lookUpThroughADeepChain() {
        let outermost = Scope()
        outermost.define("s", .string("outermost"))
        var innermost = outermost
        for depth in 1...200 {
            innermost = Scope(parent: innermost)
            if depth == 100 { innermost.define("x", .integer(100)) }
            if depth == 150 { innermost.define("x", .integer(150)) }
        }
        #expect(innermost.lookup("s").map(Interpreter.inspect) == #""outermost""#)
        #expect(innermost.lookup("x").map(Interpreter.inspect) == "150")
        #expect(innermost.lookup("missing") == nil)
        #expect(outermost.lookup("x") == nil)
    }

    @Test func manyNamesKeepTheirValues() {
        let scope = Scope()
        let names = (0..<40).map { "name\($0)é" }
        for (index, name) in names.enumerated() { scope.define(name, .integer(index)) }
        for (index, name) in names.enumerated() where index.isMultiple(of: 3) { scope.assign(name, .integer(-index)) }
        for (index, name) in names.enumerated() {
            let expected = index.isMultiple(of: 3) ? -index : index
            #expect(scope.lookup(name).map(Interpreter.inspect) == "\(expected)", "\(name)")
        }
        #expect(scope.lookup("missing") == nil)
    }
}
