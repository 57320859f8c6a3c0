import Testing

@testable import RubySyntax

/// Identifiers go from `tokenize()` straight to `lexIdentifier`, which reads a name's bytes once for its label,
/// method name, keyword and common name tests: each kind of name, short, common, long (past `TokenText.capacity`)
/// and non-ASCII, must come out as the token it is.
struct IdentifierTokenTests {
    /// The tokens of `source`, as `kind(text)` (literals and line ends by kind alone).
    static func describe(_ source: String) throws -> [String] {
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        let values = lexer.values
        return tokens.map { token in
            switch token.kind {
            case .identifier(let n): "identifier(\(values[n]))"
            case .constant(let n): "constant(\(values[n]))"
            case .label(let n): "label(\(values[n]))"
            case .keyword(let k): "keyword(\(k))"
            case .punct(let p): "punct(\(p))"
            case .string: "string"
            case .integer(let i): "integer(\(i))"
            case .newline: "newline"
            case .eof: "eof"
            default: "other"
            }
        }
    }

    @Test func methodNamesAfterADot() throws {
        #expect(
            try IdentifierTokenTests.describe("s.ios.deployment_target = '9.0'") == [
                "identifier(s)", "punct(.)", "identifier(ios)", "punct(.)", "identifier(deployment_target)", "punct(=)",
                "string", "eof",
            ])
        #expect(
            try IdentifierTokenTests.describe("a_very_long_method_name_x&.another_long_method_name_y.Foo.empty?") == [
                "identifier(a_very_long_method_name_x)", "punct(&.)", "identifier(another_long_method_name_y)",
                "punct(.)", "constant(Foo)", "punct(.)", "identifier(empty?)", "eof",
            ])
    }

    @Test func labelsShortCommonLongAndNonASCII() throws {
        #expect(
            try IdentifierTokenTests.describe("{ git: 1, deployment_target: 2, a_rather_long_label_name: 3, é: 4 }")
                == [
                    "punct({)", "label(git)", "integer(1)", "punct(,)", "label(deployment_target)", "integer(2)",
                    "punct(,)",
                    "label(a_rather_long_label_name)", "integer(3)", "punct(,)", "label(é)", "integer(4)", "punct(})",
                    "eof",
                ])
    }

    @Test func keywordsConstantsAndDefinitions() throws {
        #expect(
            try IdentifierTokenTests.describe("defined?(x) && def Bar; end\nÜber = ñame") == [
                "keyword(defined?)", "punct(()", "identifier(x)", "punct())", "punct(&&)", "keyword(def)",
                "identifier(Bar)", "punct(;)", "keyword(end)", "newline", "constant(Über)", "punct(=)",
                "identifier(ñame)", "eof",
            ])
        #expect(
            try IdentifierTokenTests.describe("if a_name_longer_than_fifteen then nil end") == [
                "keyword(if)", "identifier(a_name_longer_than_fifteen)", "keyword(then)", "keyword(nil)",
                "keyword(end)", "eof",
            ])
    }
}
