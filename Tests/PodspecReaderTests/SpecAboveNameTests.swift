import Testing

@testable import PodspecReader

/// `Interpreter.names(_:aSpecAbove:)` cuts an ASCII parent name at its `/` bytes; it must answer as cutting it
/// by Characters and joining the parts back does, for every name, ASCII or not.
@Suite struct SpecAboveNameTests {
    @Test func answersAsCharacterSplit() {
        let parents = ["A", "A/B", "A/B/C", "A//B", "/A", "A/", "", "/", "K/x", "É/B", "A/\u{301}B", "e\u{301}/f"]
        let names = [
            "A", "A/B", "A/B/C", "A/", "", "/", "B", "A/B/C/D", "a", "A//B", "\u{212A}", "K", "É", "E\u{301}",
            "A/\u{301}B",
            "é", "e\u{301}", "é/f",
        ]
        for parent in parents {
            for name in names {
                #expect(
                    Interpreter.names(name, aSpecAbove: parent)
                        == Interpreter.names(name, aSpecAboveByCharacters: parent),
                    "\(name) above \(parent)")
            }
        }
        #expect(Interpreter.names("A/B", aSpecAbove: "A/B/C"))
        #expect(!Interpreter.names("A/B/C/D", aSpecAbove: "A/B/C"))
    }
}
