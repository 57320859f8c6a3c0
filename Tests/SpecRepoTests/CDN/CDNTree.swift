import Foundation
@testable import SpecRepo

/// Writes a CocoaPods CDN tree (what cdn.cocoapods.org serves) into a folder: `CocoaPods-version.yml`,
/// `all_pods.txt`, the MD5-sharded `all_pods_versions_*.txt` and `Specs/…/<Name>.podspec.json`.
struct CDNTree {
    let root: String
    var metadata = RepoMetadata(minimum: "1.0.0", last: "1.16.2", prefixLengths: [1, 1, 1])

    /// A pod: its name and, per version, the spec's JSON (nil: a minimal spec is written).
    struct Pod {
        var name: String
        var versions: [String]
        var subspecs: [String] = []
    }

    /// Writes `pods` and the index files. Extra `indexLines` are appended to the shard of their pod.
    func write(_ pods: [Pod], extraIndexLines: [String: [String]] = [:]) throws {
        let prefix = metadata.prefixLengths.map { "  - \($0)" }.joined(separator: "\n")
        try SpecRepoTests.write(
            "---\nmin: \(metadata.minimum ?? "1.0.0")\nlast: \(metadata.last ?? "1.16.2")\nprefix_lengths:\n\(prefix)\n",
            to: root + "/CocoaPods-version.yml")
        try SpecRepoTests.write(pods.map(\.name).sorted().joined(separator: "\n") + "\n", to: root + "/all_pods.txt")
        try SpecRepoTests.write("", to: root + "/deprecated_podspecs.txt")
        var shards: [String: [String]] = [:]
        for pod in pods {
            shards[CDNLayout(prefixLengths: metadata.prefixLengths).indexFile(for: pod.name), default: []].append(
                ([pod.name] + pod.versions).joined(separator: "/"))
            for version in pod.versions {
                try SpecRepoTests.write(
                    Self.specJSON(pod.name, version, subspecs: pod.subspecs),
                    to: root + "/"
                        + CDNLayout(prefixLengths: metadata.prefixLengths).specFile(pod.name, version: version))
            }
        }
        for (name, lines) in extraIndexLines {
            shards[CDNLayout(prefixLengths: metadata.prefixLengths).indexFile(for: name), default: []].append(
                contentsOf: lines)
        }
        for (file, lines) in shards {
            try SpecRepoTests.write(lines.joined(separator: "\n") + "\n", to: root + "/" + file)
        }
    }

    /// The JSON spec of `name` at `version`, as trunk serves it.
    static func specJSON(_ name: String, _ version: String, subspecs: [String] = []) -> String {
        let children = subspecs.map { #"{"name": "\#($0)", "source_files": "Sources/\#($0)/*.swift"}"# }
        return """
            {
              "name": "\(name)",
              "version": "\(version)",
              "summary": "\(name) for tests.",
              "homepage": "https://example.com/\(name)",
              "license": "MIT",
              "authors": {"Test": "test@example.com"},
              "source": {"git": "https://example.com/\(name).git", "tag": "\(version)"},
              "platforms": {"ios": "12.0"},
              "source_files": "Sources/*.swift"\(children.isEmpty ? "" : ",\n  \"subspecs\": [" + children.joined(separator: ", ") + "]")
            }

            """
    }

    /// The spec file's path for `name` at `version`.
    func specPath(_ name: String, _ version: String) -> String {
        root + "/" + CDNLayout(prefixLengths: metadata.prefixLengths).specFile(name, version: version)
    }
}
