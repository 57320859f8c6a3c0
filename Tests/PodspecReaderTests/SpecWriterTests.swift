import Testing

@testable import PodspecReader

/// `specWriter` rules names out by first byte and length before comparing them: each of its writers must
/// pass that filter, and names that merely resemble them must not be taken for them.
@Suite struct SpecWriterTests {
    @Test func everyWriterPassesTheFilter() {
        for name in Interpreter.specWriterNames { #expect(Interpreter.specWriterFilter.mayContain(name), "\(name)") }
    }

    @Test func plainWritersAreRuledOut() {
        for name in ["summary=", "source_files=", "version=", "names=", "platforms="] {
            #expect(!Interpreter.specWriterNames.contains(name))
        }
        #expect(!Interpreter.specWriterFilter.mayContain("summary="))
    }
}
