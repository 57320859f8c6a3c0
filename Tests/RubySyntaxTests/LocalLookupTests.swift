import Testing

@testable import RubySyntax

/// `Parser.contains` compares a few locals one by one instead of hashing the name: it must answer as
/// `Set.contains` does, on both sides of the size where it switches and on names that are equal only as
/// Unicode (canonically equivalent) or differ only in case or by a byte.
@Suite struct LocalLookupTests {
    @Test func answersAsSetContains() {
        let names = ["s", "spec", "S", "", "_1", "é", "e\u{301}", "a_rather_long_local_variable_name", "🇫🇷", "x1", "x"]
        let probes = names + ["sp", "spec ", "E\u{301}", "a_rather_long_local_variable_nam", "_2", "ss"]
        for size in 0...names.count {
            let locals = Set(names.prefix(size))
            for probe in probes {
                #expect(Parser.contains(locals, probe) == locals.contains(probe), "\(size) \(probe)")
            }
        }
    }

    /// A new scope's locals start empty, with no storage; the first declared name makes room for a few more,
    /// and the names are kept as a set (a name declared again is there once).
    @Test func scopeLocalsMakeRoomAtTheFirstName() {
        #expect(Parser.newScopeLocals().isEmpty)
        var parser = Parser(
            tokens: [], values: TokenValues(), bytes: [], lineStarts: [0], locals: Parser.newScopeLocals())
        parser.declareLocal("s")
        #expect(parser.locals == ["s"])
        #expect(parser.locals.capacity >= Parser.scopeLocalsCapacity)
        parser.declareLocal("é")
        parser.declareLocal("e\u{301}")
        parser.declareLocal("s")
        #expect(parser.locals == ["s", "é"])
    }

    /// A scope that shares its locals with an enclosing one (a block's copy) adds to its own copy only.
    @Test func declaringInASharedSetLeavesTheOtherCopy() {
        let outer: Set<String> = ["x"]
        var parser = Parser(tokens: [], values: TokenValues(), bytes: [], lineStarts: [0], locals: outer)
        parser.declareLocal("y")
        #expect(parser.locals == ["x", "y"])
        #expect(outer == ["x"])
    }
}
