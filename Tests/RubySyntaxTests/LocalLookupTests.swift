import Testing

@testable import RubySyntax

/// `ScopeLocals` compares a few names one by one instead of hashing the name asked, and switches to a set past
/// `ScopeLocals.listLimit`: it must answer as `Set<String>` does, on both sides of that size and on names that are
/// equal only as Unicode (canonically equivalent) or differ only in case or by a byte.
@Suite struct LocalLookupTests {
    static let names = [
        "s", "spec", "S", "", "_1", "é", "e\u{301}", "a_rather_long_local_variable_name", "🇫🇷", "x1", "x", "y",
        "z", "w",
    ]
    static let probes = names + ["sp", "spec ", "E\u{301}", "a_rather_long_local_variable_nam", "_2", "ss", "v"]

    @Test func answersAsSetContains() {
        #expect(LocalLookupTests.names.count > ScopeLocals.listLimit + 2)
        for size in 0...LocalLookupTests.names.count {
            let set = Set(LocalLookupTests.names.prefix(size))
            let locals = ScopeLocals(LocalLookupTests.names.prefix(size))
            #expect(locals.count == set.count, "\(size)")
            #expect(locals.isEmpty == set.isEmpty, "\(size)")
            for probe in LocalLookupTests.probes {
                #expect(locals.contains(probe) == set.contains(probe), "\(size) \(probe)")
            }
        }
    }

    /// Names added one at a time, past the list's limit, and unions: each name once, as a set keeps it.
    @Test func insertsAndUnitesAsASet() {
        var locals: ScopeLocals = []
        var set: Set<String> = []
        for name in LocalLookupTests.names + LocalLookupTests.names.reversed() {
            locals.insert(name)
            set.insert(name)
            #expect(locals.count == set.count, "\(name)")
            #expect(Set(locals.names) == set)
        }
        var few: ScopeLocals = ["s", "é"]
        few.formUnion(["e\u{301}", "t", "s"])
        #expect(few == ["t", "s", "é"])
        #expect(few.isSuperset(of: ["t", "e\u{301}"]))
        #expect(!few.isSuperset(of: ["u"]))
        #expect(few != ["t", "s"])
    }

    /// A new scope's locals start empty; the names are kept as a set (a name declared again is there once).
    @Test func scopeLocalsKeepEachNameOnce() {
        #expect(Parser.newScopeLocals().isEmpty)
        var parser = Parser(
            tokens: [], values: TokenValues(), bytes: [], lineStarts: [0], locals: Parser.newScopeLocals())
        parser.declareLocal("s")
        #expect(parser.locals == ["s"])
        parser.declareLocal("é")
        parser.declareLocal("e\u{301}")
        parser.declareLocal("s")
        #expect(parser.locals == ["s", "é"])
        #expect(parser.locals.names == ["s", "é"])
    }

    /// A scope that shares its locals with an enclosing one (a block's copy) adds to its own copy only.
    @Test func declaringInASharedSetLeavesTheOtherCopy() {
        let outer: ScopeLocals = ["x"]
        var parser = Parser(tokens: [], values: TokenValues(), bytes: [], lineStarts: [0], locals: outer)
        parser.declareLocal("y")
        #expect(parser.locals == ["x", "y"])
        #expect(outer == ["x"])
    }

    /// Names removed past a count (a block's, as it ends) leave the scope that held that many: on both sides of the
    /// list's limit, as the set of the first names answers; the names can be added again.
    @Test func removesNamesPastACount() {
        let names = ScopeLocals(LocalLookupTests.names).names  // each once
        for size in 0...names.count {
            for kept in 0...size {
                var locals = ScopeLocals(names.prefix(size))
                locals.removeNames(after: kept)
                let set = Set(names.prefix(kept))
                #expect(locals == ScopeLocals(names.prefix(kept)), "\(size) \(kept)")
                for probe in LocalLookupTests.probes {
                    #expect(locals.contains(probe) == set.contains(probe), "\(size) \(kept) \(probe)")
                }
                locals.formUnion(ScopeLocals(names.prefix(size)))
                #expect(locals == ScopeLocals(names.prefix(size)), "\(size) \(kept) again")
            }
        }
    }
}
