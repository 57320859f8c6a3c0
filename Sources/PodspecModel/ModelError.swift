/// An error raised by the model the way CocoaPods (Ruby) raises it: the Ruby exception
/// class and its exact message, so callers can print what CocoaPods prints.
public struct ModelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The Ruby exception class CocoaPods would raise (`ArgumentError`, `JSON::ParserError`, …).
    public enum Kind: String, Sendable, Hashable {
        case argumentError = "ArgumentError"
        case jsonParserError = "JSON::ParserError"
        case jsonNestingError = "JSON::NestingError"
        case jsonGeneratorError = "JSON::GeneratorError"
        case typeError = "TypeError"
        case noMethodError = "NoMethodError"
        case standardError = "StandardError"
        case informative = "Pod::Informative"
        case invalidURIError = "URI::InvalidURIError"
    }

    public var kind: Kind
    /// Ruby's `Exception#message`, verbatim.
    public var message: String
    /// Where in the input the error was found (JSON parse errors), 1-based.
    public var location: SourceLocation?
    /// The byte offset in the input (UTF-8) where the error was found (JSON parse errors).
    public var offset: Int?

    public init(_ kind: Kind, _ message: String, location: SourceLocation? = nil, offset: Int? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.offset = offset
    }

    /// `ArgumentError` with `message`.
    public static func argument(_ message: String) -> ModelError { ModelError(.argumentError, message) }

    public var description: String { message }
}
