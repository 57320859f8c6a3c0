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
