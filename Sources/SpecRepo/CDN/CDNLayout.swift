import PodspecModel

/// The files of a CDN spec source (reference §13), as relative paths under its base URL: one place that
/// knows their names, shared by the exporter and the reader.
public struct CDNLayout: Sendable, Equatable {
    /// Lengths of the successive MD5 prefixes that shard pods (`[1, 1, 1]` like trunk).
    public var prefixLengths: [Int]

    public init(prefixLengths: [Int] = [1, 1, 1]) {
        self.prefixLengths = prefixLengths
    }

    public static let metadataFile = "CocoaPods-version.yml"
    public static let allPodsFile = "all_pods.txt"
    public static let deprecatedFile = "deprecated_podspecs.txt"

    /// The shard prefixes of `name`: the first characters of MD5(name), cut by `prefixLengths`.
    public func shard(of name: String) -> [String] {
        RepoMetadata(prefixLengths: prefixLengths).pathFragment(name).dropLast().map { $0 }
    }

    /// `all_pods_versions_a_7_5.txt` (or `all_pods_versions.txt` without sharding) for `name`'s shard.
    public func indexFile(forShard shard: [String]) -> String {
        shard.isEmpty ? "all_pods_versions.txt" : "all_pods_versions_" + shard.joined(separator: "_") + ".txt"
    }

    public func indexFile(for name: String) -> String {
        indexFile(forShard: shard(of: name))
    }

    /// `Specs/a/7/5/Name/1.0.0/Name.podspec.json`.
    public func specFile(_ name: String, version: String) -> String {
        (["Specs"] + shard(of: name) + [name, version, "\(name).podspec.json"]).joined(separator: "/")
    }

    /// One line of a shard index: `Name/1.0.0/1.0.1`.
    public static func indexLine(_ name: String, versions: [String]) -> String {
        ([name] + versions).joined(separator: "/")
    }

    /// `CocoaPods-version.yml` for an exported source. `min: 1.0.0` lets every CocoaPods 1.x read it (CDN
    /// sources themselves need 1.7.2 or later, which older versions never reach); `last` is set because
    /// pod recognises a CDN source by a non-nil `last`, and to the lowest version so no CocoaPods is told
    /// a newer one exists.
    public func metadataYAML() -> String {
        metadataYAML(keeping: RepoMetadata())
    }

    /// `CocoaPods-version.yml` keeping a spec repo's own `min` and `max`, with `last` added.
    public func metadataYAML(keeping metadata: RepoMetadata) -> String {
        var text = "---\nmin: \(metadata.minimum ?? "1.0.0")\n"
        if let maximum = metadata.maximum { text += "max: \(maximum)\n" }
        text += "last: \(metadata.last ?? "1.0.0")\nprefix_lengths:"
        text += prefixLengths.isEmpty ? " []\n" : "\n" + prefixLengths.map { "- \($0)\n" }.joined()
        return text
    }
}
