/// A piece of a string-like literal: literal text, or the token range of an interpolated `#{…}`.
public enum StringPiece: Sendable, Hashable {
    case text(String)
    /// Source offsets of the code inside `#{` `}` (the parser parses it as statements).
    case code(start: SourcePosition, end: Int)
}

/// A word of a `%w[]` or `%i[]` literal and where it is.
public struct Word: Sendable, Hashable {
    public var pieces: [StringPiece]
    public var range: SourceRange
}

/// A lexical token of the Ruby subset podspecs use. Names and literal pieces are in the lexer's `TokenValues`
/// (the token holds where), so a token is a plain value.
public struct Token: Sendable {
    public enum Kind: Sendable, Hashable {
        case integer(Int)
        case float(Double)
        /// `'…'`, `"…"`, `%q`, `%Q`, `%()`, `?c`, heredocs.
        case string(TokenValue<[StringPiece]>)
        /// Backticks and `%x()`: a shell command (refused when evaluated).
        case xstring(TokenValue<[StringPiece]>)
        case symbol(TokenValue<String>)
        /// `:"…#{x}"`.
        case dsymbol(TokenValue<[StringPiece]>)
        case regex(TokenValue<[StringPiece]>, options: TokenValue<String>)
        /// `%w[]` / `%W[]` (each word may be interpolated for `%W`).
        case words(TokenValue<[Word]>)
        /// `%i[]` / `%I[]`.
        case symbolWords(TokenValue<[Word]>)
        case identifier(TokenValue<String>)
        case constant(TokenValue<String>)
        case instanceVariable(TokenValue<String>)
        case globalVariable(TokenValue<String>)
        case classVariable(TokenValue<String>)
        /// `name:` in a hash or keyword argument.
        case label(TokenValue<String>)
        case keyword(TokenText)
        case punct(TokenText)
        case newline
        case eof
    }

    public var kind: Kind
    public var range: SourceRange
    /// Whether whitespace precedes the token (Ruby uses it to tell `foo [1]` from `foo[1]`).
    public var spaceBefore: Bool

    public init(_ kind: Kind, _ range: SourceRange, spaceBefore: Bool) {
        self.kind = kind
        self.range = range
        self.spaceBefore = spaceBefore
    }

    @inline(__always) public func isPunct(_ p: TokenText) -> Bool {
        if case .punct(let punct) = kind { punct == p } else { false }
    }

    @inline(__always) public func isKeyword(_ k: TokenText) -> Bool {
        if case .keyword(let keyword) = kind { keyword == k } else { false }
    }
}

extension Token.Kind {
    /// A short description for error messages, in Ruby's words where practical.
    public var rubyDescription: String {
        switch self {
        case .integer: "integer literal"
        case .float: "float literal"
        case .string, .words, .symbolWords: "string literal"
        case .xstring: "backtick literal"
        case .symbol, .dsymbol: "symbol literal"
        case .regex: "regexp literal"
        case .identifier: "local variable or method"
        case .constant: "constant"
        case .instanceVariable: "instance variable"
        case .globalVariable: "global variable"
        case .classVariable: "class variable"
        case .label: "label"
        case .keyword(let k): k == "end" ? "`end'" : "`\(k)'"
        case .punct(let p): "'\(p)'"
        case .newline: "'\\n'"
        case .eof: "end-of-input"
        }
    }
}
