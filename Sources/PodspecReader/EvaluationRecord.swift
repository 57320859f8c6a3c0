/// What a podspec's evaluation depended on besides its own text, for callers that cache results per
/// file: set when the evaluation reached the file system (a read, an existence check, a listing, a
/// `require`) or the environment. Used by one evaluation at a time.
public final class EvaluationRecord: @unchecked Sendable {
    /// Whether the evaluation read, checked or listed any file or folder, or read `ENV`.
    public private(set) var readBeyondItself = false

    public init() {}

    func markReadBeyondItself() { readBeyondItself = true }
}
