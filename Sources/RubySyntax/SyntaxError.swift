/// A podspec that cannot be parsed: Ruby would refuse to load it too.
public struct SyntaxError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, in the style of Ruby's parser (`syntax error, unexpected end-of-input`).
    public var message: String
    /// Where Ruby reports it (Ruby names the line; we also keep the column).
    public var position: SourcePosition
    /// The errors Ruby's parser reports after this one, having recovered (each `PATH:LINE: message`).
    public var further: [SyntaxError] = []

    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// Whether the parser may resume after it (limits and lexer errors end the parse).
    var isRecoverable: Bool { message.hasPrefix("syntax error") }

    /// A lexer error Ruby reports where its lexer reaches it (not a size limit, which comes first).
    var isLexical: Bool { !message.hasPrefix("file too large") && !message.hasPrefix("nesting too deep") }

    public var description: String { "\(position.line):\(position.column): \(message)" }
}
