import Foundation
import PodspecModel
import PodspecReader
import Trust

/// `repo export-cdn`: writes a spec repo as a static CDN source (reference §13) that `pod repo add-cdn`,
/// a Podfile's `source 'https://…/'` and podspec's own CDN reader can use.
///
/// Incremental and safe for readers: a file whose bytes would not change is not written (its modification
/// time and a server's ETag stay), specs are written before the indexes that name them and removed after
/// the indexes stop naming them, and every write goes through a temporary file and a rename.
public struct CDNExporter: Sendable {
    public var source: SpecRepository
    /// The folder the CDN tree is written to (created when missing).
    public var output: String
    public var layout: CDNLayout
    /// Leave out podspecs that do not load or sit at the wrong path (listed in the summary) instead of failing.
    public var skipInvalid: Bool
    /// The environment podspecs are read with.
    public var environment: [String: String]
    /// Write the CDN files into the spec repo itself (`--in-place`): its own sharding is kept, JSON specs
    /// go beside Ruby ones, and nothing is removed (a pod leaves the repo through git).
    public var inPlace: Bool

    public init(
        source: SpecRepository, output: String, layout: CDNLayout = CDNLayout(), skipInvalid: Bool = false,
        environment: [String: String] = [:]
    ) {
        self.source = source
        self.output = output
        self.layout = layout
        self.skipInvalid = skipInvalid
        self.environment = environment
        inPlace = false
    }

    /// An exporter that writes into `source` itself, with the repo's own `prefix_lengths`.
    public init(inPlace source: SpecRepository, skipInvalid: Bool = false, environment: [String: String] = [:]) {
        self.init(
            source: source, output: source.path, layout: CDNLayout(prefixLengths: source.metadata.prefixLengths),
            skipInvalid: skipInvalid, environment: environment)
        inPlace = true
    }

    /// The largest spec file read back to compare with what would be written.
    static let maximumSpecSize = 16 << 20

    /// One podspec of the source, exported or refused.
    struct Outcome: Codable, Sendable {
        var name: String
        var version: String
        var deprecated = false
        /// Why it is left out; nil when exported.
        var problem: String?
        /// The MD5 and size of the JSON written, to tell an unchanged spec without reading it.
        var digest: String = ""
        var size: Int = 0
        /// The exported file's stamp when last written or checked: while it is unchanged, so is the file.
        var output: FileStamp?
    }

    struct Job: Sendable {
        let pod: String
        let version: String
        let path: String
    }

    /// Exports the source; throws before writing anything when a podspec is invalid and `skipInvalid` is off.
    public func export() throws -> CDNExportSummary {
        let root = inPlace ? try prepareInPlace() : try prepareOutput()
        let jobs = try makeJobs()
        let cache = FileResultCache<Outcome>(kind: "export-cdn", scope: source.path, environment: environment)
        let outcomes = PodSearch.concurrentMap(jobs) { job in cache.value(for: job.path) ?? convert(job, cache: cache) }
        var summary = CDNExportSummary()
        for (job, outcome) in zip(jobs, outcomes) where outcome.problem != nil {
            summary.skipped.append(.init(path: job.path, reason: outcome.problem ?? ""))
        }
        if !summary.skipped.isEmpty && !skipInvalid { throw CDNExportError.invalid(summary.skipped) }
        let exported = zip(jobs, outcomes).filter { $0.1.problem == nil }
        // Specs first: a reader never finds an index line naming a spec not yet written.
        let written = PodSearch.concurrentMap(Array(exported)) { job, outcome in
            Result { try writeSpec(job, outcome, into: root) }
        }
        for ((job, outcome), result) in zip(exported, written) {
            let (change, stamp) = try result.get()
            switch change {
            case .added(let file): summary.added.append(file)
            case .changed(let file): summary.changed.append(file)
            case .unchanged: break
            }
            if stamp != outcome.output { remember(outcome, output: stamp, for: job.path, in: cache) }
        }
        cache.save()
        let wanted = Set(exported.map { layout.specFile($0.1.name, version: $0.1.version) })
        try writeIndexes(exported.map(\.1), into: root, summary: &summary)
        // Stale specs last, once no index names them.
        if !inPlace { try removeStale(in: root, keeping: wanted, summary: &summary) }
        summary.sort()
        return summary
    }

    private func prepareOutput() throws -> ContainedRoot {
        let sourceRoot = try ContainedRoot(source.path)
        let absolute = SpecRepository.absolute(output)
        if sourceRoot.components(ofAbsolute: absolute) != nil || sourceRoot.components(ofAbsolute: realOrSelf(absolute)) != nil {
            throw CDNExportError.outputInsideSource(output)
        }
        do {
            try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
        } catch {
            throw CDNExportError.unwritable(output, (error as NSError).localizedDescription)
        }
        let root = try ContainedRoot(absolute)
        guard access(root.path, W_OK) == 0 else { throw CDNExportError.unwritable(output, "permission denied") }
        return root
    }

    /// In place, the CDN's `Specs/` is the repo's own: pods must already live there.
    private func prepareInPlace() throws -> ContainedRoot {
        guard source.specsDirectory == source.path + "/Specs" else { throw CDNExportError.noSpecsFolder(source.name) }
        return try ContainedRoot(source.path)
    }

    private func realOrSelf(_ path: String) -> String {
        (try? ContainedRoot(path).path) ?? path
    }

    private func makeJobs() throws -> [Job] {
        var jobs: [Job] = []
        for pod in try source.pods() {
            for version in try source.versions(of: pod) {
                guard let path = try? source.specificationPath(pod, version: version.string) else { continue }
                jobs.append(Job(pod: pod, version: version.string, path: path))
            }
        }
        return jobs
    }

    /// Loads one podspec and checks it sits at `Name/Version/`; the JSON itself is made again when written.
    private func convert(_ job: Job, cache: FileResultCache<Outcome>) -> Outcome {
        var outcome = Outcome(name: job.pod, version: job.version)
        do {
            let specification = try PodspecLoader.load(path: job.path, environment: environment)
            let name = specification.baseName ?? ""
            let version = specification.attributes["version"].map(\.rubyToS) ?? ""
            if name != job.pod || version != job.version {
                outcome.problem =
                    "declares \(name.isEmpty ? "no name" : "`\(name)`") (\(version.isEmpty ? "no version" : version)), "
                    + "but sits at `\(job.pod)/\(job.version)`"
                return outcome
            }
            let json = try specification.toPrettyJSON()
            outcome.deprecated =
                specification.attributes["deprecated"] == .bool(true)
                || specification.attributes["deprecated_in_favor_of"].map { $0 != .null } == true
            outcome.digest = MD5.hexDigest(json)
            outcome.size = json.utf8.count
        } catch let error as PodspecLoadError {
            outcome.problem = error.message
        } catch {
            outcome.problem = "\(error)"
        }
        return outcome
    }

    /// Keeps a valid podspec's outcome, with the stamp of the spec file exported for it, for the next run.
    private func remember(_ outcome: Outcome, output: FileStamp?, for path: String, in cache: FileResultCache<Outcome>) {
        guard outcome.problem == nil, let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        var updated = outcome
        updated.output = output
        cache.store(updated, for: path, contents: contents)
    }

    enum Written: Sendable {
        case added(String)
        case changed(String)
        case unchanged
    }

    /// Writes one spec's JSON unless the file there already holds it; returns what happened and the file's stamp.
    private func writeSpec(_ job: Job, _ outcome: Outcome, into root: ContainedRoot) throws -> (Written, FileStamp?) {
        let file = layout.specFile(outcome.name, version: outcome.version)
        let current = FileStamp.of(root.absolute([file]))
        if let current, current == outcome.output { return (.unchanged, current) }
        let existing = try? root.read(file, maximumSize: Self.maximumSpecSize)
        if let existing, existing.count == outcome.size, !outcome.digest.isEmpty,
            MD5.hexDigest(String(decoding: existing, as: UTF8.self)) == outcome.digest
        {
            return (.unchanged, current)
        }
        let specification = try PodspecLoader.load(path: job.path, environment: environment)
        let json = Array(try specification.toPrettyJSON().utf8)
        if let existing, existing == json { return (.unchanged, current) }
        try root.write(json, to: file)
        return (existing == nil ? .added(file) : .changed(file), FileStamp.of(root.absolute([file])))
    }

    /// The shard indexes, `all_pods.txt`, `deprecated_podspecs.txt` and `CocoaPods-version.yml`.
    private func writeIndexes(_ outcomes: [Outcome], into root: ContainedRoot, summary: inout CDNExportSummary) throws {
        var versionsByPod: [String: [Version]] = [:]
        var deprecated: [String] = []
        for outcome in outcomes {
            if let version = try? Version(outcome.version) { versionsByPod[outcome.name, default: []].append(version) }
            if outcome.deprecated { deprecated.append(layout.specFile(outcome.name, version: outcome.version)) }
        }
        let names = versionsByPod.keys.sorted(by: SpecRepository.rubyOrder)
        var shards: [String: [String]] = [:]
        for name in names {
            let versions = (versionsByPod[name] ?? []).sorted().map(\.string)
            shards[layout.indexFile(for: name), default: []].append(CDNLayout.indexLine(name, versions: versions))
        }
        for (file, lines) in shards.sorted(by: { $0.key < $1.key }) {
            try update(file, lines.joined(separator: "\n") + "\n", in: root, summary: &summary)
        }
        for existing in try root.entries(of: "") where isShardIndex(existing) && shards[existing] == nil {
            try root.remove(existing)
            summary.removed.append(existing)
        }
        try update(CDNLayout.allPodsFile, names.map { $0 + "\n" }.joined(), in: root, summary: &summary)
        try update(
            CDNLayout.deprecatedFile, deprecated.sorted().map { $0 + "\n" }.joined(), in: root, summary: &summary)
        if !inPlace || source.metadata.last == nil {
            let metadata = inPlace ? layout.metadataYAML(keeping: source.metadata) : layout.metadataYAML()
            try update(CDNLayout.metadataFile, metadata, in: root, summary: &summary)
        }
    }

    private func isShardIndex(_ name: String) -> Bool {
        name.hasPrefix("all_pods_versions") && name.hasSuffix(".txt")
    }

    /// Writes `text` to `file` unless it already holds exactly that.
    private func update(_ file: String, _ text: String, in root: ContainedRoot, summary: inout CDNExportSummary) throws {
        let bytes = Array(text.utf8)
        let existing = try? root.read(file, maximumSize: 1 << 30)
        guard existing != bytes else { return }
        try root.write(bytes, to: file)
        if existing == nil { summary.added.append(file) } else { summary.changed.append(file) }
    }

    /// Removes `*.podspec.json` files under `Specs/` that no longer belong, then the folders they leave empty.
    private func removeStale(in root: ContainedRoot, keeping wanted: Set<String>, summary: inout CDNExportSummary) throws {
        guard try root.kind(of: "Specs") == .directory else { return }
        var emptied: Set<String> = []
        for file in try root.files(under: "Specs") where file.hasSuffix(".podspec.json") && !wanted.contains(file) {
            try root.remove(file)
            summary.removed.append(file)
            var folder = (file as NSString).deletingLastPathComponent
            while folder != "Specs" && !folder.isEmpty {
                emptied.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        // Deepest first, so a pod folder goes after its version folders.
        for folder in emptied.sorted(by: { $0.count > $1.count }) where (try? root.entries(of: folder))?.isEmpty == true {
            try root.remove(folder)
        }
    }
}

/// What an export added, changed, removed and left out (relative paths under the output folder).
public struct CDNExportSummary: Sendable, Equatable {
    public struct Skipped: Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []
    public var skipped: [Skipped] = []

    mutating func sort() {
        added.sort()
        changed.sort()
        removed.sort()
    }
}

/// Why an export did not run.
public enum CDNExportError: Error, CustomStringConvertible {
    case invalid([CDNExportSummary.Skipped])
    case outputInsideSource(String)
    case unwritable(String, String)
    case noSpecsFolder(String)

    public var description: String {
        switch self {
        case .invalid(let skipped):
            let lines = skipped.map { "- \($0.path): \($0.reason)" }.joined(separator: "\n")
            return "\(skipped.count) podspec\(skipped.count == 1 ? "" : "s") cannot be exported:\n\(lines)\n"
                + "Fix them, or pass --skip-invalid to leave them out."
        case .outputInsideSource(let output):
            return "The output folder `\(output)` is inside the spec repo it exports; choose a folder outside it."
        case .unwritable(let output, let reason):
            return "Cannot write to the output folder `\(output)`: \(reason)."
        case .noSpecsFolder(let name):
            return "The `\(name)` repo keeps its pods at its root; a CDN source serves them under `Specs/`. "
                + "Move the pod folders into `Specs/` (one commit), then export in place again."
        }
    }
}
