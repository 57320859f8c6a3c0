import PodspecLint
import PodspecModel
import Trust

/// The sources of `--sources` seen as one for dependency look-ups, git/file and CDN alike, in the
/// order given: a pod's versions from every source that has it, its podspec from the first.
public struct DependencySources: PodVersionSource {
    public let sources: [any PodVersionSource]

    public init(_ sources: [any PodVersionSource]) {
        self.sources = sources
    }

    public func versions(ofPod name: String) throws -> [Version]? {
        Self.merged(
            try sources.compactMap { source in
                try VerboseLog.step(
                    "Looking up \(name) in the source \(source.sourceDescription)",
                    outcome: { $0.map { "\($0.count) \($0.count == 1 ? "version" : "versions")" } ?? "not there" }
                ) { try source.versions(ofPod: name) }
            })
    }

    public func specificationPath(ofPod name: String, version: Version) throws -> String? {
        for source in sources {
            if let path = try source.specificationPath(ofPod: name, version: version) { return path }
        }
        return nil
    }

    /// The versions of several sources, each once, highest first; nil when no source has the pod.
    static func merged(_ found: [[Version]]) -> [Version]? {
        guard !found.isEmpty else { return nil }
        var unique: [Version] = []
        for version in found.joined() where !unique.contains(version) { unique.append(version) }
        return unique.sortedInRubyOrder(descending: true)
    }
}
