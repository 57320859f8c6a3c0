import PodspecLint

/// What `repo lint` found in one repo (CocoaPods' `HealthReporter::HealthReport`): per message, the
/// pods and versions that produced it, in the order first seen.
public struct RepoLintReport: Sendable, Equatable {
    /// One message and, per pod name, the versions (as printed; empty for a stray spec).
    public struct Entry: Sendable, Equatable {
        public let message: String
        public internal(set) var versionsByPod: [(name: String, versions: [String])]
        /// Where each pod is in `versionsByPod` (a trunk-scale repo has 100,000 pods under one message).
        var podIndex: [String: Int] = [:]

        public static func == (a: Entry, b: Entry) -> Bool {
            a.message == b.message && a.versionsByPod.map(\.name) == b.versionsByPod.map(\.name)
                && a.versionsByPod.map(\.versions) == b.versionsByPod.map(\.versions)
        }
    }

    public let repositoryName: String
    public internal(set) var warnings: [Entry] = []
    public internal(set) var errors: [Entry] = []
    /// How many podspecs were analysed.
    public internal(set) var analyzedCount = 0
    /// Where each message is in `warnings` / `errors`.
    private var warningIndex: [String: Int] = [:]
    private var errorIndex: [String: Int] = [:]

    public init(repositoryName: String) {
        self.repositoryName = repositoryName
    }

    mutating func add(error: Bool, _ message: String, pod: String, version: String?) {
        if error {
            Self.add(&errors, index: &errorIndex, message, pod: pod, version: version)
        } else {
            Self.add(&warnings, index: &warningIndex, message, pod: pod, version: version)
        }
    }

    private static func add(
        _ entries: inout [Entry], index messages: inout [String: Int], _ message: String, pod: String,
        version: String?
    ) {
        let index: Int
        if let existing = messages[message] {
            index = existing
        } else {
            entries.append(Entry(message: message, versionsByPod: []))
            index = entries.count - 1
            messages[message] = index
        }
        if let podIndex = entries[index].podIndex[pod] {
            if let version { entries[index].versionsByPod[podIndex].versions.append(version) }
        } else {
            entries[index].podIndex[pod] = entries[index].versionsByPod.count
            entries[index].versionsByPod.append((pod, version.map { [$0] } ?? []))
        }
    }

    /// Whether no error was found (warnings don't fail a repo).
    public var passed: Bool { errors.isEmpty }

    /// `N podspecs failed validation.` (N counts distinct error messages, as CocoaPods does).
    public var failureMessage: String { CocoaPodsRenderer.failedInRepo(errors.count) }
}
