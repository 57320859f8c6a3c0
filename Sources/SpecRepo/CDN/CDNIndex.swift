import PodspecModel
import Trust

/// The index files of a CDN source: which shard file lists a pod's versions, and how its lines read
/// (`Name/1.0.0/1.0.1/…`).
enum CDNIndex {
    /// `all_pods_versions_a_7_5.txt` for `prefix_lengths: [1, 1, 1]` (the shard of MD5(name)),
    /// `all_pods_versions.txt` when the source is not sharded.
    static func shardFile(of name: String, metadata: RepoMetadata) -> String {
        let shards = metadata.pathFragment(name).dropLast()
        return shards.isEmpty ? "all_pods_versions.txt" : "all_pods_versions_" + shards.joined(separator: "_") + ".txt"
    }

    /// The relative path of a pod's spec file: `Specs/<shards>/<Name>/<version>/<Name>.podspec.json`.
    static func specPath(of name: String, version: String, metadata: RepoMetadata) -> String {
        (["Specs"] + metadata.pathFragment(name, version: version) + ["\(name).podspec.json"]).joined(separator: "/")
    }

    /// The version strings listed for `name` in a shard file's text; nil when the pod is not listed.
    static func versions(of name: String, in text: String) -> [String]? {
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var fields = line.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard fields.first == name else { continue }
            fields.removeFirst()
            return fields.filter { !$0.isEmpty }
        }
        return nil
    }

    /// Checks a version taken from an index line: a usable path component and a `Pod::Version`.
    /// - Throws: pod's message for a version folder that is not a version.
    static func check(_ version: String, podPath: String, source: String) throws -> Version {
        let message =
            "An unexpected version directory `\(version)` was encountered for the `\(podPath)` Pod in the "
            + "`\(source)` repository."
        do {
            try ContainedRoot.checkComponent(version)
        } catch {
            throw SpecRepoError(message)
        }
        guard let parsed = try? Version(version) else { throw SpecRepoError(message) }
        return parsed
    }
}
