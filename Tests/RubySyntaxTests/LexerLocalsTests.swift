import Testing

@testable import RubySyntax

/// `LexerLocals` keeps assigned names as token values until first asked: it must answer as a set of the names
/// would, before and after a question, for given names, common names (`CommonNames`) and stored ones.
struct LexerLocalsTests {
    @Test func answersAsASetOfTheNames() {
        var values = TokenValues()
        let stored = values.add("naïve_count")
        let common = TokenValue<String>.commonName(inSlot: CommonNames.slot(spelled: "spec")!)
        var locals = LexerLocals(["given"])
        /// The answers, in order, to whether each of `names` is a local.
        func answers(_ names: String...) -> [Bool] { names.map { locals.contains($0, spelledBy: values) } }
        #expect(answers("given", "spec") == [true, false])
        locals.insert(common)
        #expect(answers("spec", "naïve_count") == [true, false])
        locals.insert(stored)
        locals.insert(stored)
        #expect(answers("naïve_count", "given", "naïve") == [true, true, false])
    }

    /// Names assigned past those the struct holds (`LexerLocals.inlineCapacity`) are locals as the first are, before
    /// and after a question.
    @Test func answersForMoreNamesThanItHoldsInline() {
        var values = TokenValues()
        let names = (0..<(2 * LexerLocals.inlineCapacity + 1)).map { "name\($0)" }
        var locals = LexerLocals([])
        for name in names.prefix(LexerLocals.inlineCapacity + 2) { locals.insert(values.add(name)) }
        let firstAnswers = names.map { locals.contains($0, spelledBy: values) }
        #expect(firstAnswers == names.indices.map { $0 < LexerLocals.inlineCapacity + 2 })
        for name in names.dropFirst(LexerLocals.inlineCapacity + 2) { locals.insert(values.add(name)) }
        let laterAnswers = (names + ["name"]).map { locals.contains($0, spelledBy: values) }
        #expect(laterAnswers == names.map { _ in true } + [false])
    }

    /// The kinds of the tokens of `source`, as the parser's error messages name them, and the punctuators'.
    static func kinds(_ source: String) throws -> [String] {
        var lexer = Lexer(source: source)
        return try lexer.tokenize().map { token in
            if case .punct(let p) = token.kind { return p.description }
            return token.kind.rubyDescription
        }
    }

    /// `foo -1` passes -1 to a method, but subtracts from a local: what the lexer knows of locals decides,
    /// whether the name was assigned in the file (plain, operator or multiple assignment) or given to the lexer.
    @Test func aLocalDecidesWhetherAMinusStartsAnArgument() throws {
        #expect(try Self.kinds("foo -1") == ["local variable or method", "integer literal", "end-of-input"])
        #expect(
            try Self.kinds("foo = 2\nfoo -1") == [
                "local variable or method", "=", "integer literal", "'\\n'", "local variable or method", "-",
                "integer literal", "end-of-input",
            ])
        #expect(
            try Self.kinds("a, b = 1, 2\nb -1").suffix(4) == [
                "local variable or method", "-", "integer literal", "end-of-input",
            ])
        #expect(
            try Self.kinds("spec += 1\nspec -1").suffix(4) == [
                "local variable or method", "-", "integer literal", "end-of-input",
            ])
        var lexer = Lexer(bytes: Array("café -1".utf8), locals: ["café"])
        let tokens = try lexer.tokenize()
        #expect(tokens.count == 4)
    }

    /// `lexIdentifier` reads the byte after a name once, and again only past a `?` or `!` it takes: spaces and tabs
    /// before the `=` of an assignment (up to the end of input), `defined?`, `a!=b` and labels after `?`/`!` names.
    @Test func theByteAfterANameDecidesAssignmentsLabelsAndPredicates() throws {
        for assignment in [
            "foo\t= 2", "foo \t \u{0B}= 2", "foo \t+= 2", "foo\t, bar = 2", "foo|= 2", "bar, foo = 1, 2", "foo =",
            "f do |foo| end",
        ] {
            #expect(
                try Self.kinds(assignment + "\nfoo -1").suffix(4) == [
                    "local variable or method", "-", "integer literal", "end-of-input",
                ], "\(assignment)")
        }
        #expect(
            try Self.kinds("foo \t== 2\nfoo -1").suffix(3) == [
                "local variable or method", "integer literal", "end-of-input",
            ])
        for notAssignment in ["foo =~ 2", "foo => 2", "foo, bar == 2", "foo + 2", "foo ,\nbar = 2"] {
            #expect(
                try Self.kinds(notAssignment + "\nfoo -1").suffix(3) == [
                    "local variable or method", "integer literal", "end-of-input",
                ], "\(notAssignment)")
        }
        #expect(try Self.kinds("foo \t") == ["local variable or method", "end-of-input"])
        #expect(try Self.kinds("defined? x") == ["`defined?'", "local variable or method", "end-of-input"])
        #expect(try Self.kinds("defined ?x") == ["local variable or method", "string literal", "end-of-input"])
        #expect(
            try Self.kinds("a!=b") == ["local variable or method", "!=", "local variable or method", "end-of-input"])
        #expect(try Self.kinds("f(ok?: 1)").prefix(3) == ["local variable or method", "(", "label"])
        #expect(try Self.kinds("save!:x").prefix(2) == ["label", "local variable or method"])
    }

    /// Tricky input lexes to the same tokens whatever the lexer does inside: non-ASCII names, escapes, `%w`,
    /// `?a`, heredocs, interpolation and `__END__`.
    @Test func trickyInputLexesToItsTokens() throws {
        let source = """
            naïve = "é\\t#{x = "#{1}"}"
            w = %w[a\\ b ü]
            c = ?a
            h = <<~EOS
              body #{naïve}
            EOS
            x -1
            __END__
            data
            """
        #expect(
            try Self.kinds(source) == [
                "local variable or method", "=", "string literal", "'\\n'",
                "local variable or method", "=", "string literal", "'\\n'",
                "local variable or method", "=", "string literal", "'\\n'",
                "local variable or method", "=", "string literal", "'\\n'",
                "local variable or method", "integer literal", "end-of-input",
            ])
    }
}
