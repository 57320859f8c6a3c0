import PodspecLint
import PodspecModel

/// Ours: the podspecs of one `repo push` resolve each other's dependencies during its full
/// validation (they are added in dependency order), on top of `--sources`. `pod repo push` only
/// looks in `--sources`, so it refuses a pod whose dependency is pushed in the same command.
struct PushedPodspecs: PodVersionSource {
    /// A podspec being pushed: its root name, version and file.
    struct Entry: Sendable {
        let name: String
        let version: Version
        let path: String
    }

    let entries: [Entry]
    /// `--sources`.
    let sources: any PodVersionSource

    func versions(ofPod name: String) throws -> [Version]? {
        let pushed = entries.filter { $0.name == name }.map(\.version)
        guard !pushed.isEmpty else { return try sources.versions(ofPod: name) }
        var all: [Version] = []
        for version in pushed + (try sources.versions(ofPod: name) ?? []) where !all.contains(version) {
            all.append(version)
        }
        return all.sorted(by: >)
    }

    func specificationPath(ofPod name: String, version: Version) throws -> String? {
        try entries.first { $0.name == name && $0.version == version }?.path
            ?? sources.specificationPath(ofPod: name, version: version)
    }
}
