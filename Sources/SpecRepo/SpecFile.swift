import PodspecModel
import PodspecReader

/// A podspec file in a spec repo, found through the repo's checked paths and read only through its
/// `ContainedRoot` (what `spec cat` prints and `search` loads).
public struct SpecFile: Sendable, Equatable {
    public let repository: SpecRepository
    /// The file's absolute path in the repo.
    public let path: String

    /// The file's bytes, refused (naming it) when it leads outside the repo.
    public func contents() throws(SpecRepoError) -> [UInt8] {
        try repository.contents(ofFile: path)
    }

    /// The specification, loaded from bytes read through the repo's root.
    public func load(environment: [String: String] = [:], record: EvaluationRecord? = nil) throws -> Specification {
        try PodspecLoader.load(contents: try contents(), path: path, environment: environment, record: record)
    }
}
