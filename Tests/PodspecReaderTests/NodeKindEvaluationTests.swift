import Testing

/// Each kind of node through the interpreter's two switches, `evalKind` (the kinds podspecs are made of) and
/// `evalLessCommonKind` (the others), each expression's `inspect` Ruby's.
@Suite struct NodeKindEvaluationTests {
    /// Literals (a literal's text and symbols copied out of line, non-ASCII and escapes kept), variables,
    /// constants, calls, assignments and conditions.
    @Test func kindsPodspecsAreMadeOf() throws {
        try expectRuby([
            ("[nil, true, false, 42, 1.5]", "[nil, true, false, 42, 1.5]"),
            (#"['plain', "tab\there", 'é ü 😀', "a#{1 + 1}b", '']"#, #"["plain", "tab\there", "é ü 😀", "a2b", ""]"#),
            ("[:sym, :é, :'two words']", #"[:sym, :é, :"two words"]"#),
            ("{ 'a' => 1, b: [2, 3], **{ c: 4 } }", #"{"a"=>1, :b=>[2, 3], :c=>4}"#),
            ("x = 'é'; y = x; @i = y + '!'; [x, y, @i]", #"["é", "é", "é!"]"#),
            ("[File::SEPARATOR, Math::PI.floor]", #"["/", 3]"#),
            ("[nil && 1, 2 && 3, nil || 4, 5 || 6, !nil, (1 if false), (7 if true)]", "[nil, 3, 4, 5, true, nil, 7]"),
            ("(1; 2; 'last')", #""last""#),
        ])
    }

    /// Loops, definitions, jumps, ranges, regexps, splats, globals and the rarer literals.
    @Test func lessCommonKinds() throws {
        try expectRuby([
            (
                #"n = 'x'; [:"dyn#{n}", /a#{n}b/i.source, (1..3).to_a, (1...3).to_a]"#,
                #"[:dynx, "axb", [1, 2, 3], [1, 2]]"#
            ),
            ("a, *b = 1, 2, 3; c = 1; c += 2; [a, b, c, [*b, 4]]", "[1, [2, 3], 3, [2, 3, 4]]"),
            ("i = 0; i += 1 while i < 5; j = 0; until j >= 3 do j += 1 end; [i, j]", "[5, 3]"),
            ("doubled = []; for k in [1, 2] do doubled << k * 2 end; doubled", "[2, 4]"),
            ("case 5 when 1..3 then :low when 4..6 then :mid else :high end", ":mid"),
            ("begin; raise 'boom'; rescue => e; e.message; ensure; 0; end", #""boom""#),
            ("[1, 2, 3].map { |v| next 0 if v == 2; v }", "[1, 0, 3]"),
            ("[1, 2, 3].each { |v| break v * 10 if v == 2 }", "20"),
            ("f = ->(v) { return v + 1 }; f.call(1)", "2"),
            ("$answer = 42; [$answer, defined?(undefined_name), defined?(String)]", #"[42, nil, "constant"]"#),
            ("__LINE__.is_a?(Integer)", "true"),
        ])
    }

    /// Method, class and module definitions and `yield`, defined at the top level before the spec.
    @Test func definitions() throws {
        let prelude = """
            class Box; def open = :opened; end
            module Tools
              def self.twice(v) = v * 2
              def self.each_twice; yield 1; yield 2; end
            end
            """
        let expression = "r = []; Tools.each_twice { |v| r << v }; [Tools.twice(21), Box.new.open, r]"
        #expect(try inspected(expression, after: prelude) == "[42, :opened, [1, 2]]")
    }
}
