import PodspecLint
import PodspecModel
import PodspecReader

/// A spec repo answers the full validation's dependency look-ups.
extension SpecRepository: PodVersionSource {
    /// `` `NAME` (PATH) ``.
    public var sourceDescription: String { "`\(name)` (\(path))" }

    /// The versions of pod `name` in this repo (highest first), nil when the repo doesn't have it.
    public func versions(ofPod name: String) -> [Version]? {
        if let cdn { return try? cdn.versions(ofPod: name) }
        guard let folder = try? podRelativePath(name), (try? kind(folder)) == .directory,
            let versions = try? versions(of: name)
        else { return nil }
        return versions
    }

    /// The podspec of pod `name` at `version` in this repo, nil when the repo doesn't have it.
    public func specificationPath(ofPod name: String, version: Version) -> String? {
        try? specificationPath(name, version: version.string)
    }
}

/// Several spec repos seen as one for dependency look-ups (`--sources`): a pod's versions from
/// every repo that has it.
public struct SpecRepositories: PodVersionSource {
    public let repositories: [SpecRepository]

    public init(_ repositories: [SpecRepository]) {
        self.repositories = repositories
    }

    public func versions(ofPod name: String) -> [Version]? {
        DependencySources.merged(repositories.compactMap { $0.versions(ofPod: name) })
    }

    /// The podspec from the first repo (in `--sources` order) that has `name` at `version`.
    public func specificationPath(ofPod name: String, version: Version) -> String? {
        repositories.lazy.compactMap { $0.specificationPath(ofPod: name, version: version) }.first
    }
}
