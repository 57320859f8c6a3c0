import Testing

@testable import RubySyntax

/// The lexer's hand-written punctuator switch (`Lexer.punctuatorLength`) finds what matching `Lexer.puncts`
/// longest first finds, for every three bytes drawn from the punctuators' own bytes and a few others.
struct PunctuatorTests {
    /// What longest-first matching over `Lexer.puncts` gives for `bytes`: the first punctuator they start with.
    static func listedLength(_ bytes: [UInt8]) -> Int {
        for punct in Lexer.puncts where punct.count <= bytes.count {
            if (0..<punct.count).allSatisfy({ punct.byte($0) == bytes[$0] }) { return punct.count }
        }
        return 0
    }

    @Test func switchAgreesWithTheList() {
        var alphabet = Set(Lexer.puncts.flatMap { punct in (0..<punct.count).map { punct.byte($0) } })
        alphabet.formUnion([0, UInt8(ascii: " "), UInt8(ascii: "a"), UInt8(ascii: "1"), UInt8(ascii: "\n"), 0xC3])
        var differences: [[UInt8]] = []
        for c in alphabet {
            for c1 in alphabet {
                for c2 in alphabet where Lexer.punctuatorLength(c, c1, c2) != Self.listedLength([c, c1, c2]) {
                    differences.append([c, c1, c2])
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10).map { String(decoding: $0, as: UTF8.self) })")
    }

    /// `lexToken` returns `( ) , ; [ ] { }` at once, one byte long, before the general punctuator path: that
    /// holds only while no longer punctuator starts with one of them, whatever follows.
    @Test func bracketsCommaAndSemicolonStartNoLongerPunctuator() {
        let alphabet = Set(Lexer.puncts.flatMap { punct in (0..<punct.count).map { punct.byte($0) } })
        for c in "()[]{},;".utf8 {
            for c1 in alphabet {
                for c2 in alphabet { #expect(Lexer.punctuatorLength(c, c1, c2) == 1, "\(c) \(c1) \(c2)") }
            }
        }
    }

    /// `lexToken` returns `.` at once, one byte long, unless another `.` follows: no other longer punctuator
    /// starts with it.
    @Test func dotBeforeAnythingButADotIsOneByte() {
        let alphabet = Set(Lexer.puncts.flatMap { punct in (0..<punct.count).map { punct.byte($0) } })
        for c1 in alphabet.union([0, UInt8(ascii: "a"), UInt8(ascii: "1")]) where c1 != UInt8(ascii: ".") {
            for c2 in alphabet { #expect(Lexer.punctuatorLength(UInt8(ascii: "."), c1, c2) == 1, "\(c1) \(c2)") }
        }
    }

    /// `lexToken` returns `=` before a space at once, one byte long: no punctuator holds a space.
    @Test func noPunctuatorHoldsASpace() {
        #expect(Lexer.puncts.allSatisfy { punct in (0..<punct.count).allSatisfy { punct.byte($0) != 0x20 } })
        #expect(Lexer.punctuatorLength(UInt8(ascii: "="), 0x20, UInt8(ascii: "=")) == 1)
    }

    /// `=` lexes as itself before a space and as the longer punctuators it starts otherwise.
    @Test func equalsSignsLexByWhatFollows() throws {
        let puncts = try punctuators(of: "a = 1; b == c; d =~ /e/; {f => g}; h=1; i === j; k = (l) =\n m")
        #expect(
            puncts == [
                "=", ";", "==", ";", "=~", ";", "{", "=>", "}", ";", "=", ";", "===", ";", "=", "(", ")", "=",
            ])
    }

    /// A dot lexes as `.`, `..` or `...` by the dots that follow it, at the end of the source too.
    @Test func dotsLexAsTheirRuns() throws {
        let puncts = try punctuators(of: "s.name;(1..2);(1...3);a&.b;x.\n  y;z.")
        #expect(puncts == [".", ";", "(", "..", ")", ";", "(", "...", ")", ";", "&.", ";", ".", ";", "."])
    }

    /// The one-byte punctuators lex as their own text, next to the longer ones they neighbour.
    @Test func bracketsCommaAndSemicolonLexAsThemselves() throws {
        let puncts = try punctuators(of: "a=[1,(2)];h={:k=>[]};f(x){|y|y}[0]")
        #expect(
            puncts == [
                "=", "[", ",", "(", ")", "]", ";", "=", "{", "=>", "[", "]", "}", ";", "(", ")", "{", "|", "|", "}",
                "[", "]",
            ])
    }

    /// The punctuators of `source`, as their text, in order.
    func punctuators(of source: String) throws -> [String] {
        var lexer = Lexer(source: source)
        return try lexer.tokenize().compactMap { token -> String? in
            if case .punct(let p) = token.kind { p.description } else { nil }
        }
    }
}
