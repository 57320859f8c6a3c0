/// A podspec that cannot be parsed: Ruby would refuse to load it too.
public struct SyntaxError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, in the style of Ruby's parser (`syntax error, unexpected end-of-input`).
    public var message: String
    /// Where Ruby reports it (Ruby names the line; we also keep the column).
    public var position: SourcePosition

    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    public var description: String { "\(position.line):\(position.column): \(message)" }
}
