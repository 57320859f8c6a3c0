import Foundation
import PodspecLint
import PodspecModel
import PodspecReader

/// Podspecs on disk that resolve dependencies before any source: `--include-podspecs` (pod's
/// `:path`: the pod's files are next to its podspec), `--external-podspecs` (pod's `:podspec`: its
/// source is fetched per `s.source`), and the other podspecs of a multi-pod `repo push`.
public struct LocalPodspecs: PodVersionSource {
    /// A podspec on disk: its root name, version, file and, for a `:path` pod, its folder.
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let version: Version
        public let path: String
        public let folder: String?

        public init(name: String, version: Version, path: String, folder: String?) {
            self.name = name
            self.version = version
            self.path = path
            self.folder = folder
        }

        /// The podspec at `path`, read with `environment`; `local` keeps its folder (`:path`).
        /// - Throws: `SpecRepoError` naming the file when it does not load or has no name or version.
        public static func load(_ path: String, local: Bool, environment: [String: String]) throws -> Entry {
            let specification: Specification
            do {
                specification = try PodspecLoader.load(path: path, environment: environment)
            } catch {
                throw SpecRepoError("The podspec `\(path)` could not be read: \(error.message)")
            }
            guard let name = specification.baseName, !name.isEmpty,
                let version = try? specification.attributes["version"].flatMap(Version.create)
            else { throw SpecRepoError("The podspec `\(path)` has no name or no valid version.") }
            let folder = local ? ((path as NSString).deletingLastPathComponent) : nil
            return Entry(name: name, version: version, path: path, folder: folder.map { $0.isEmpty ? "." : $0 })
        }
    }

    public let entries: [Entry]
    /// The sources looked in for the pods no entry names (`--sources`).
    public let sources: (any PodVersionSource)?
    /// Whether an entry's pod is looked up here only (pod's external sources, for
    /// `--include-podspecs`/`--external-podspecs`), or here and in `sources` too (`repo push`: the
    /// repo holds the pod's earlier versions).
    public let shadowsSources: Bool

    public init(_ entries: [Entry], over sources: (any PodVersionSource)?, shadowsSources: Bool) {
        self.entries = entries
        self.sources = sources
        self.shadowsSources = shadowsSources
    }

    public func versions(ofPod name: String) throws -> [Version]? {
        let local = entries.filter { $0.name == name }.map(\.version)
        if local.isEmpty { return try sources?.versions(ofPod: name) }
        let others = shadowsSources ? [] : (try sources?.versions(ofPod: name) ?? [])
        return DependencySources.merged([local, others])
    }

    public func specificationPath(ofPod name: String, version: Version) throws -> String? {
        try entry(name, version)?.path ?? sources?.specificationPath(ofPod: name, version: version)
    }

    public func localFolder(ofPod name: String, version: Version) throws -> String? {
        if let entry = entry(name, version) { return entry.folder }
        return try sources?.localFolder(ofPod: name, version: version)
    }

    private func entry(_ name: String, _ version: Version) -> Entry? {
        entries.first { $0.name == name && $0.version == version }
    }
}
