import PodspecModel

/// Where the full validation looks up the versions of a dependency: the configured spec repos
/// (`--sources`). The spec-repo module implements it; tests may use `StaticPodVersionSource`.
public protocol PodVersionSource: Sendable {
    /// The versions known for the pod `name` (a root name, no subspec), or nil when no source
    /// knows the pod at all. Throws when a source cannot be read (a CDN out of reach).
    func versions(ofPod name: String) throws -> [Version]?

    /// The podspec file of pod `name` at `version` in the first source that has it, nil when
    /// none has (its headers are then not inspected by the imports check).
    func specificationPath(ofPod name: String, version: Version) throws -> String?

    /// How `--verbose` names this source when it is consulted (a repo's name and where it is).
    var sourceDescription: String { get }

    /// The folder holding pod `name`'s files at `version` when the source has them locally (a
    /// `--include-podspecs` pod: `:path` in pod's words), nil when they must be fetched per `s.source`.
    func localFolder(ofPod name: String, version: Version) throws -> String?
}

extension PodVersionSource {
    /// The type's name unless the source says better.
    public var sourceDescription: String { String(describing: Self.self) }

    /// No podspec files by default: only the versions are known.
    public func specificationPath(ofPod name: String, version: Version) -> String? { nil }

    /// No local files by default: a dependency's source is fetched.
    public func localFolder(ofPod name: String, version: Version) -> String? { nil }
}

/// A fixed table of pod versions.
public struct StaticPodVersionSource: PodVersionSource {
    public let table: [String: [Version]]

    public init(_ table: [String: [Version]]) {
        self.table = table
    }

    public func versions(ofPod name: String) -> [Version]? { table[name] }
}
