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

    /// `Interpreter.names(_:_:under:)` compares an ASCII subspec's name in parts; it must answer as comparing
    /// with the joined full name does.
    @Test func fullNameAnswersAsJoinedName() {
        let parents: [String?] = [nil, "A", "A/B", "", "/", "A\r", "K", "É", "e\u{301}"]
        let bases: [String?] = [nil, "B", "", "/", "\nC", "\u{301}B", "\u{212A}", "C/D"]
        let names = [
            "A", "A/B", "A/B/B", "A//", "A/", "/", "//", "", "B", "A\r/\nC", "A\r\n/C", "K/\u{212A}", "K/K",
            "\u{212A}/K", "É/B", "E\u{301}/B", "e\u{301}/B", "é/B", "A/\u{301}B", "A/B/C/D", "A/C/D",
        ]
        for parentName in parents {
            for base in bases {
                let spec = SpecObject(name: base, kind: .library, parent: nil)
                for name in names {
                    #expect(
                        Interpreter.names(name, spec, under: parentName) == (name == spec.fullName(under: parentName)),
                        "\(name) as \(base ?? "nil") under \(parentName ?? "nil")")
                }
            }
        }
        #expect(Interpreter.names("A/B", SpecObject(name: "B", kind: .library, parent: nil), under: "A"))
    }

    @Test func specAboveWithLineBreaks() {
        for (name, parent) in [("A\r", "A\r\n/B"), ("A\r", "A\r/\nB"), ("A\r\n", "A\r\n/B"), ("A", "A\r\n")] {
            #expect(
                Interpreter.names(name, aSpecAbove: parent)
                    == Interpreter.names(name, aSpecAboveByCharacters: parent), "\(name) above \(parent)")
        }
    }
}
