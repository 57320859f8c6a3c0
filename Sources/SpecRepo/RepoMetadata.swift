import Foundation
import PodspecModel
import Trust
import Yams

/// A spec repo's `CocoaPods-version.yml`: the CocoaPods versions it supports and how pod folders are
/// sharded (`prefix_lengths` of the MD5 of the pod name).
public struct RepoMetadata: Sendable, Equatable {
    /// The CocoaPods version whose behaviour this tool reproduces (`Pod::CORE_VERSION`).
    public static let coreVersion = "1.17.0"

    public var minimum: String?
    public var maximum: String?
    public var last: String?
    /// Lengths of the successive MD5 prefixes: `[1, 1, 1]` puts `AFNetworking` under `a/7/5/`.
    public var prefixLengths: [Int]

    public init(minimum: String? = nil, maximum: String? = nil, last: String? = nil, prefixLengths: [Int] = []) {
        self.minimum = minimum
        self.maximum = maximum
        self.last = last
        self.prefixLengths = prefixLengths
    }

    /// Reads `CocoaPods-version.yml` in `repository` through its `ContainedRoot`; an absent or unreadable
    /// file (a link leading outside the repo, a FIFO, more than 1 MiB) means no metadata.
    public init(repository: String) {
        guard let bytes = try? ContainedRoot(repository).read("CocoaPods-version.yml", maximumSize: 1 << 20),
            let text = String(validating: bytes, as: UTF8.self), let parsed = RepoMetadata(yaml: text)
        else {
            self.init()
            return
        }
        self = parsed
    }

    /// Parses the text of a `CocoaPods-version.yml`; nil unless it is a YAML hash.
    public init?(yaml text: String) {
        guard let node = try? Yams.compose(yaml: text), let mapping = node.mapping else { return nil }
        self.init()
        for (key, value) in mapping {
            switch key.string {
            case "min": minimum = value.scalar?.string
            case "max": maximum = value.scalar?.string
            case "last": last = value.scalar?.string
            case "prefix_lengths":
                prefixLengths = value.sequence?.compactMap { $0.scalar.flatMap { Int($0.string) } } ?? []
            default: break
            }
        }
    }

    /// `Metadata#path_fragment`: the shard folders, then the pod name (and version when given).
    public func pathFragment(_ name: String, version: String? = nil) -> [String] {
        var fragment: [String] = []
        if !prefixLengths.isEmpty {
            var hashed = Substring(MD5.hexDigest(name))
            for length in prefixLengths {
                let end =
                    hashed.index(hashed.startIndex, offsetBy: max(0, length), limitedBy: hashed.endIndex)
                    ?? hashed.endIndex
                fragment.append(String(hashed[..<end]))
                hashed = hashed[end...]
            }
        }
        fragment.append(name)
        if let version { fragment.append(version) }
        return fragment
    }

    /// Whether CocoaPods `version` may use the repo (`min` ≤ version ≤ `max`).
    public func isCompatible(with version: String = RepoMetadata.coreVersion) -> Bool {
        guard let current = try? Version(version) else { return true }
        if let minimum, let bound = try? Version(minimum), current.compareSegments(bound) < 0 { return false }
        if let maximum, let bound = try? Version(maximum), current.compareSegments(bound) > 0 { return false }
        return true
    }
}
