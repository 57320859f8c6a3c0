import PodspecModel
import PodspecReader

/// A podspec read by the ``LintPipeline``: the path as given, and its specification or why it did not
/// load. Read once; linting, validating and pushing all take it from here.
public struct LoadedPodspec: Sendable {
    /// The path as given (what results and messages name).
    public var file: String
    public var result: Result<Specification, PodspecLoadError>

    public init(file: String, result: Result<Specification, PodspecLoadError>) {
        self.file = file
        self.result = result
    }

    /// The specification, nil when the podspec did not load.
    public var specification: Specification? { try? result.get() }

    /// The folder `lib lint` validates: the podspec's own.
    public var podFolder: String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return "." }
        let folder = parts.dropLast().joined(separator: "/")
        return folder.isEmpty ? "/" : folder
    }
}
