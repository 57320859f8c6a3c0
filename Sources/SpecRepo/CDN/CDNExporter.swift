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

    /// One podspec of the source to export.
    struct Job: Sendable {
        let pod: String
        let version: String
        let path: String
        /// `path` relative to the source's root: the manifest's key.
        let relative: String
    }

    /// What exporting one podspec did.
    struct Outcome: Sendable {
        enum Change: Sendable { case added, changed, unchanged }
        var change: Change = .unchanged
        /// Why it is left out; nil when exported.
        var problem: String?
        var entry: ExportManifest.Entry?
    }

    /// How old (seconds) a stamp must be when recorded for the next export to trust it (`ExportScan`).
    var settleTime = 2.0

    /// Exports the source. A podspec that does not load or sits at the wrong path fails the export before
    /// any index changes (unless `skipInvalid`); spec files already written then stay unreferenced until
    /// the next export that succeeds names or removes them.
    public func export() throws -> CDNExportSummary {
        try exportScanning().summary
    }

    /// `export()`, with the scan that chose the pods it checked again.
    func exportScanning() throws -> (summary: CDNExportSummary, scan: ExportScan) {
        let start = Date().timeIntervalSince1970
        let root = inPlace ? try prepareInPlace() : try prepareOutput()
        let manifest = ExportManifest(
            source: source.path, output: root.path, key: manifestKey, environment: environment)
        let scan = try ExportScan.make(
            source: source, manifest: manifest, start: start, margin: settleTime)
        let listed = scan.pods.filter { scan.changed.contains($0) }
        let (jobs, podStamps) = try makeJobs(listed, start: start)
        let known = manifest.entries
        // Specs first: a reader never finds an index line naming a spec not yet written.
        let outcomes = PodSearch.concurrentMap(jobs) { job in
            exportSpec(job, known: known[job.pod]?[job.relative], into: root, start: start)
        }
        var summary = CDNExportSummary()
        // Pods listed again or gone: their spec files before and after, and whether each can be trusted next time.
        var updated = manifest
        var trusted = podStamps
        var previous: Set<String> = []
        var wanted: Set<String> = []
        let removedPods = Set(manifest.pods.keys).union(manifest.entries.keys).subtracting(scan.pods)
        let checked = scan.changed.union(removedPods)
        for pod in checked {
            for entry in (updated.entries.removeValue(forKey: pod) ?? [:]).values {
                previous.insert(layout.specFile(entry.name, version: entry.version))
            }
        }
        for (job, outcome) in zip(jobs, outcomes) {
            guard let entry = outcome.entry else {
                if let problem = outcome.problem { summary.skipped.append(.init(path: job.path, reason: problem)) }
                trusted[job.pod] = .unknown
                continue
            }
            if entry.source == .unknown { trusted[job.pod] = .unknown }
            updated.entries[job.pod, default: [:]][job.relative] = entry
            let file = layout.specFile(entry.name, version: entry.version)
            wanted.insert(file)
            if outcome.change == .added { summary.added.append(file) }
            if outcome.change == .changed { summary.changed.append(file) }
        }
        for pod in removedPods { updated.pods[pod] = nil }
        for (pod, stamp) in trusted { updated.pods[pod] = stamp }
        updated.folders = scan.folders
        if !summary.skipped.isEmpty && !skipInvalid {
            saveAfterFailure(updated, loaded: manifest, checked: checked, scan: scan)
            throw CDNExportError.invalid(summary.skipped)
        }
        let shards = scan.isFull ? nil : Set(checked.map { layout.indexFile(for: $0) })
        try writeIndexes(updated.entries, shards: shards, into: root, summary: &summary)
        // Stale specs last, once no index names them.
        if !inPlace {
            try removeStale(in: root, previous: scan.isFull ? nil : previous, keeping: wanted, summary: &summary)
        }
        // Last: the next export trusts what it records only once the indexes match it.
        updated.save()
        summary.sort()
        return (summary, scan)
    }

    /// After an export that wrote specs but no index: records the specs written (sparing their loading next
    /// time) while trusting nothing `checked` (listed again, or gone) and no pod folder list, and keeping the
    /// spec files recorded before so the next export still removes those that go; after a full scan, the
    /// next one is full too.
    private func saveAfterFailure(
        _ updated: ExportManifest, loaded: ExportManifest, checked: Set<String>, scan: ExportScan
    ) {
        var kept = updated
        for pod in checked {
            kept.entries[pod, default: [:]].merge(loaded.entries[pod] ?? [:]) { new, _ in new }
            kept.pods[pod] = .unknown
        }
        if scan.isFull { kept.pods = [:] }
        kept.folders = [:]
        kept.save()
    }

    /// What the manifest's records depend on besides the files: the output layout, the source's own sharding
    /// and specs folder, and whether the export is in place.
    private var manifestKey: String {
        let lengths = { (lengths: [Int]) in lengths.map(String.init).joined(separator: ",") }
        return "out=\(lengths(layout.prefixLengths)) source=\(lengths(source.metadata.prefixLengths)) "
            + "specs=\(source.specsRelativePath) in-place=\(inPlace)"
    }

    private func prepareOutput() throws -> ContainedRoot {
        let sourceRoot = try ContainedRoot(source.path)
        let absolute = SpecRepository.absolute(output)
        if sourceRoot.components(ofAbsolute: absolute) != nil
            || sourceRoot.components(ofAbsolute: realOrSelf(absolute)) != nil
        {
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

    /// The podspecs of `pods`, and each pod folder's stamp taken before it was listed (`FileStamp.unknown`
    /// when too recent to trust, or when a version folder holds no podspec; none when the folder is gone).
    private func makeJobs(_ pods: [String], start: Double) throws -> ([Job], [String: FileStamp]) {
        var jobs: [Job] = []
        var stamps: [String: FileStamp] = [:]
        let prefix = source.path.count + 1
        for pod in pods {
            var stamp = ExportScan.settled(FileStamp.of(source.podDirectory(pod)), start: start, margin: settleTime)
            for version in try source.versions(of: pod) {
                guard let path = try? source.specificationPath(pod, version: version.string) else {
                    stamp = stamp.map { _ in .unknown }
                    continue
                }
                jobs.append(
                    Job(pod: pod, version: version.string, path: path, relative: String(path.dropFirst(prefix))))
            }
            stamps[pod] = stamp
        }
        return (jobs, stamps)
    }

    /// Exports one podspec: nothing to do while it and its spec file are as the manifest last saw them;
    /// otherwise load it, check it sits at `Name/Version/`, and write its JSON unless the file holds it.
    private func exportSpec(_ job: Job, known: ExportManifest.Entry?, into root: ContainedRoot, start: Double)
        -> Outcome
    {
        let file = layout.specFile(job.pod, version: job.version)
        guard let sourceStamp = ExportScan.settled(FileStamp.of(job.path), start: start, margin: settleTime) else {
            return Outcome(problem: "cannot be read")
        }
        if let known, sourceStamp != .unknown, known.source == sourceStamp, known.name == job.pod,
            known.version == job.version,
            FileStamp.of(root.absolute([file])) == known.output
        {
            return Outcome(entry: known)
        }
        do {
            let specification = try source.loadSpecification(atPath: job.path, environment: environment)
            let name = specification.baseName ?? ""
            let version = specification.attributes["version"].map(\.rubyToS) ?? ""
            guard name == job.pod, version == job.version else {
                return Outcome(
                    problem:
                        "declares \(name.isEmpty ? "no name" : "`\(name)`") (\(version.isEmpty ? "no version" : version)), "
                        + "but sits at `\(job.pod)/\(job.version)`")
            }
            let json = Array(try specification.toPrettyJSON().utf8)
            let existing = try? root.read(file, maximumSize: Self.maximumSpecSize)
            var change = Outcome.Change.unchanged
            if existing != json {
                try root.write(json, to: file)
                change = existing == nil ? .added : .changed
            }
            guard let outputStamp = FileStamp.of(root.absolute([file])) else {
                return Outcome(problem: "its spec file `\(file)` vanished after it was written")
            }
            let deprecated =
                specification.attributes["deprecated"] == .bool(true)
                || specification.attributes["deprecated_in_favor_of"].map { $0 != .null } == true
            return Outcome(
                change: change,
                entry: ExportManifest.Entry(
                    source: sourceStamp, output: outputStamp, name: name, version: version, deprecated: deprecated))
        } catch let error as PodspecLoadError {
            return Outcome(problem: error.message)
        } catch let error as SpecRepoError {
            return Outcome(problem: error.message)
        } catch {
            return Outcome(problem: "\(error)")
        }
    }

    /// The shard indexes, `all_pods.txt`, `deprecated_podspecs.txt` and `CocoaPods-version.yml`. With
    /// `shards`, only those shard indexes are compared and written (the others name no pod that changed);
    /// without, every one is, and shard indexes naming no pod are removed.
    private func writeIndexes(
        _ entries: [String: [String: ExportManifest.Entry]], shards only: Set<String>?, into root: ContainedRoot,
        summary: inout CDNExportSummary
    ) throws {
        var deprecated: [String] = []
        for specs in entries.values {
            for entry in specs.values where entry.deprecated {
                deprecated.append(layout.specFile(entry.name, version: entry.version))
            }
        }
        let names = entries.compactMap { $0.value.isEmpty ? nil : $0.key }.sorted(by: SpecRepository.rubyOrder)
        var shards: [String: [String]] = [:]
        for name in names {
            let file = layout.indexFile(for: name)
            if let only, !only.contains(file) { continue }
            let versions = (entries[name] ?? [:]).values.compactMap { try? Version($0.version) }.sortedInRubyOrder()
                .map(\.string)
            shards[file, default: []].append(CDNLayout.indexLine(name, versions: versions))
        }
        for (file, lines) in shards.sorted(by: { $0.key < $1.key }) {
            try update(file, lines.joined(separator: "\n") + "\n", in: root, summary: &summary)
        }
        let existing = try only.map { Array($0) } ?? root.entries(of: "").filter(isShardIndex)
        for file in existing where shards[file] == nil {
            guard try root.kind(of: file) != nil else { continue }
            try root.remove(file)
            summary.removed.append(file)
        }
        try update(CDNLayout.allPodsFile, names.map { $0 + "\n" }.joined(), in: root, summary: &summary)
        try update(
            CDNLayout.deprecatedFile, deprecated.sorted().map { $0 + "\n" }.joined(), in: root, summary: &summary)
        // GitHub Pages runs Jekyll unless told not to, which hides files starting with `_` or `.`.
        if inPlace { try update(".nojekyll", "", in: root, summary: &summary) }
        if !inPlace || source.metadata.last == nil {
            let metadata = inPlace ? layout.metadataYAML(keeping: source.metadata) : layout.metadataYAML()
            try update(CDNLayout.metadataFile, metadata, in: root, summary: &summary)
        }
    }

    private func isShardIndex(_ name: String) -> Bool {
        name.hasPrefix("all_pods_versions") && name.hasSuffix(".txt")
    }

    /// Writes `text` to `file` unless it already holds exactly that.
    private func update(_ file: String, _ text: String, in root: ContainedRoot, summary: inout CDNExportSummary) throws
    {
        let bytes = Array(text.utf8)
        let existing = try? root.read(file, maximumSize: 1 << 30)
        guard existing != bytes else { return }
        try root.write(bytes, to: file)
        if existing == nil { summary.added.append(file) } else { summary.changed.append(file) }
    }

    /// Removes `*.podspec.json` files under `Specs/` that no longer belong (those the last export wrote, when
    /// its manifest is known; else found by listing `Specs/`), then the folders they leave empty.
    private func removeStale(
        in root: ContainedRoot, previous: Set<String>?, keeping wanted: Set<String>, summary: inout CDNExportSummary
    ) throws {
        let candidates: [String]
        if let previous {
            candidates = Array(previous)
        } else {
            guard try root.kind(of: "Specs") == .directory else { return }
            candidates = try root.files(under: "Specs")
        }
        var emptied: Set<String> = []
        for file in candidates where file.hasSuffix(".podspec.json") && !wanted.contains(file) {
            guard try root.kind(of: file) == .file else { continue }
            try root.remove(file)
            summary.removed.append(file)
            var folder = (file as NSString).deletingLastPathComponent
            while folder != "Specs" && !folder.isEmpty {
                emptied.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        // Deepest first, so a pod folder goes after its version folders.
        for folder in emptied.sorted(by: { $0.count > $1.count }) where (try? root.entries(of: folder))?.isEmpty == true
        {
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
