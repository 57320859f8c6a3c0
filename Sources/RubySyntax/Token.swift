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
    /// Whether whitespace precedes the token (Ruby uses it to tell `foo [1]` from `foo[1]`).
    public var spaceBefore: Bool
    /// `range`, kept in 32-bit fields (a source is at most `Lexer.maximumSize` bytes): the token is 48 bytes
    /// rather than 80, which the lexer writes and the parser copies for every token.
    var startOffset, startLine, startColumn: UInt32
    var endOffset, endLine, endColumn: UInt32

    public init(_ kind: Kind, _ range: SourceRange, spaceBefore: Bool) {
        self.kind = kind
        self.spaceBefore = spaceBefore
        (startOffset, startLine, startColumn) = Token.packed(range.start)
        (endOffset, endLine, endColumn) = Token.packed(range.end)
    }

    /// Where the token is in the source.
    public var range: SourceRange {
        get {
            SourceRange(
                start: SourcePosition(offset: Int(startOffset), line: Int(startLine), column: Int(startColumn)),
                end: SourcePosition(offset: Int(endOffset), line: Int(endLine), column: Int(endColumn)))
        }
        set {
            (startOffset, startLine, startColumn) = Token.packed(newValue.start)
            (endOffset, endLine, endColumn) = Token.packed(newValue.end)
        }
    }

    /// A position's offset, line and column as the token keeps them.
    @inline(__always) static func packed(_ position: SourcePosition) -> (UInt32, UInt32, UInt32) {
        (
            UInt32(truncatingIfNeeded: position.offset), UInt32(truncatingIfNeeded: position.line),
            UInt32(truncatingIfNeeded: position.column)
        )
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
