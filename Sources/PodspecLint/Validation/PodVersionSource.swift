import PodspecModel

/// Where the full validation looks up the versions of a dependency: the configured spec repos
/// (`--sources`). The spec-repo module implements it; tests may use `StaticPodVersionSource`.
public protocol PodVersionSource: Sendable {
    /// The versions known for the pod `name` (a root name, no subspec), or nil when no source
    /// knows the pod at all.
    func versions(ofPod name: String) -> [Version]?
}

/// A fixed table of pod versions.
public struct StaticPodVersionSource: PodVersionSource {
    public let table: [String: [Version]]

    public init(_ table: [String: [Version]]) {
        self.table = table
    }

    public func versions(ofPod name: String) -> [Version]? { table[name] }
}
