import Testing

@testable import RubySyntax

/// Identifiers go from `tokenize()` straight to `lexIdentifier`, which reads a name's bytes once for its label,
/// method name, keyword and common name tests: each kind of name, short, common, long (past `TokenText.capacity`)
/// and non-ASCII, must come out as the token it is.
struct IdentifierTokenTests {
    /// The tokens of `source`, each as `SExpression` writes a token's kind (`id(s)`, `label(git)`, `kw(def)`, …).
    static func describe(_ source: String) throws -> [String] {
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        return tokens.map { SExpression.describe($0.kind, lexer.values) }
    }

    @Test func methodNamesAfterADot() throws {
        #expect(
            try IdentifierTokenTests.describe("s.ios.deployment_target = '9.0'") == [
                "id(s)", "'.'", "id(ios)", "'.'", "id(deployment_target)", "'='",
                #"str("9.0")"#, "eof",
            ])
        #expect(
            try IdentifierTokenTests.describe("a_very_long_method_name_x&.another_long_method_name_y.Foo.empty?") == [
                "id(a_very_long_method_name_x)", "'&.'", "id(another_long_method_name_y)",
                "'.'", "const(Foo)", "'.'", "id(empty?)", "eof",
            ])
    }

    @Test func labelsShortCommonLongAndNonASCII() throws {
        #expect(
            try IdentifierTokenTests.describe("{ git: 1, deployment_target: 2, a_rather_long_label_name: 3, é: 4 }")
                == [
                    "'{'", "label(git)", "int(1)", "','", "label(deployment_target)", "int(2)",
                    "','",
                    "label(a_rather_long_label_name)", "int(3)", "','", "label(é)", "int(4)", "'}'",
                    "eof",
                ])
    }

    @Test func keywordsConstantsAndDefinitions() throws {
        #expect(
            try IdentifierTokenTests.describe("defined?(x) && def Bar; end\nÜber = ñame") == [
                "kw(defined?)", "'('", "id(x)", "')'", "'&&'", "kw(def)",
                "id(Bar)", "';'", "kw(end)", "nl", "const(Über)", "'='",
                "id(ñame)", "eof",
            ])
        #expect(
            try IdentifierTokenTests.describe("if a_name_longer_than_fifteen then nil end") == [
                "kw(if)", "id(a_name_longer_than_fifteen)", "kw(then)", "kw(nil)",
                "kw(end)", "eof",
            ])
    }
}
