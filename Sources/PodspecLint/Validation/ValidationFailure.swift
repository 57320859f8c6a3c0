/// A failure that stops the full validation of a spec: CocoaPods turns such an exception into
/// ``Encountered an unknown error (#{message}) during validation.`` (V2).
public struct ValidationFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// `Exception#to_s` of the failure CocoaPods would have raised.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
