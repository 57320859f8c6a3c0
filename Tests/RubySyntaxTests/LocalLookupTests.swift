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

    /// A new scope's locals start empty, with room for a few names before the set grows.
    @Test func newScopeLocalsAreEmptyWithRoom() {
        let locals = Parser.newScopeLocals()
        #expect(locals.isEmpty)
        #expect(locals.capacity >= 8)
    }
}
