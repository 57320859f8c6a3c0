import Testing

@testable import PodspecReader

/// The interpreter's shortcuts on names answer as the general code does: `mutatesString` looks at the
/// last byte before comparing Characters, and the constant `Pod` is answered before the table of others.
@Suite struct NameShortcutTests {
    @Test func mutatesStringAnswersAsCharacterSuffix() {
        let names = [
            "", "!", "<<", "<", "<<=", "!=", "strip!", "strip", "gsub!", "slice!", "é!", "a!\u{301}", "\u{600}!",
            "!\u{301}", "a\u{200D}!", "x!!", "a<<", "<\u{338}", "\u{226E}", "<<\u{301}", "\u{226E}<",
        ]
        for name in names {
            #expect(Interpreter.mutatesString(name) == (name == "<<" || name.hasSuffix("!")), "\(name.unicodeScalars)")
        }
    }

    @Test func lastByteIsTheLastUTF8Byte() {
        let names = [
            "", "=", "a", "summary=", "é", "a\u{301}", "\u{600}=", "x=\u{301}", "💥",
            String(repeating: "long=", count: 9),
        ]
        for name in names {
            #expect(Interpreter.lastByte(of: name) == name.utf8.last, "\(name.unicodeScalars)")
            #expect(Interpreter.isWriterName(name) == (name.utf8.last == UInt8(ascii: "=")), "\(name.unicodeScalars)")
        }
    }

    /// `enumeratorMethodFilter` lets every enumerator method through to `enumeratorMethods`.
    @Test func enumeratorFilterPassesEveryEnumeratorMethod() {
        for (row, names) in Interpreter.enumeratorMethods {
            for name in names { #expect(Interpreter.enumeratorMethodFilter.mayContain(name), "\(row) \(name)") }
        }
    }

    /// Blockless calls of enumerator methods still give enumerators with the filter before the table; a name the
    /// filter stops (`strip`, `mapx`) is left to the receiver's methods.
    @Test func blocklessEnumeratorMethodsGiveEnumerators() throws {
        #expect(
            try inspected("[[1].map.class, [1].each_with_index.class, {}.each_pair.class, 3.times.class]")
                == "[Enumerator, Enumerator, Enumerator, Enumerator]")
        #expect(
            try inspected("['a'.each_char.class, (1..2).step(1).class, ' a '.strip]")
                == #"[Enumerator, Enumerator, "a"]"#)
        #expect(throws: (any Error).self) { try inspected("[1].mapx") }
    }

    @Test func podConstantIsTheModule() throws {
        #expect(try inspected("[Pod, Pod::Spec, defined?(Pod)]") == #"[Pod, Pod::Specification, "constant"]"#)
        #expect(try inspected("Helper::P", after: "module Helper\n  P = Pod\nend") == "Pod")
    }
}
