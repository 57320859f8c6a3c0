import Foundation
import PodspecLint
import PodspecModel
import PodspecReader

#if canImport(Glibc)
    import Glibc
#endif

/// What `search` needs of every pod of one spec repo (its highest version and the words CocoaPods
/// indexes for it), kept in the cache folder between runs so a trunk-scale repo is searched without
/// reading 100,000 podspecs. Nothing is trusted: each run lists the repo's pods, and a pod's line is
/// reused only while its folder, its highest version's folder and that podspec are unchanged (stamps);
/// any other pod is read again and the file rewritten, so results are always those of reading the repo.
/// A line's podspec path is used only when it is the one the repo's checked paths give for its pod and
/// version. Computed on all cores (`PODSPEC_THREADS` caps them); off with the other caches.
struct SearchIndex {
    /// One pod of the repo as search sees it.
    struct Entry: Sendable, Equatable {
        let name: String
        /// The highest version, nil when the pod has none.
        let version: Version?
        /// The summary, description and author words of the highest version's podspec, joined by spaces.
        let words: String
        /// The highest version's podspec, relative to the repo.
        let file: String?
        /// Stamps of the pod's folder, its highest version's folder and that podspec, when taken.
        let stamps: [FileStamp?]
    }

    let repository: SpecRepository
    let environment: [String: String]

    /// Every pod of the repo, in name order, its line reused or computed again; the file is rewritten
    /// when a line changed, was added or went away.
    func entries() throws -> [Entry] {
        let file = CacheFolder.file(
            kind: "search-index", scope: repository.path, suffix: "txt", environment: environment)
        let threads = Parallel.threads(environment)
        // The index file is decoded while the pods are listed.
        let (known, listed) = Parallel.both(threads: threads) {
            file.flatMap { FileManager.default.contents(atPath: $0) }.map(SearchIndexFile.decode) ?? [:]
        } _: {
            Result { try repository.pods() }
        }
        let pods = try listed.get()
        // Stamps are taken relative to the repo's folder, opened once: a trunk-scale repo's warm search
        // is 300,000 stats, and each full path would be looked up from `/` again (links included).
        let root = open(repository.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if root >= 0 { close(root) } }
        let computed = Parallel.map(pods, threads: threads) { pod in
            Result { () throws -> (entry: Entry, reused: Bool, cacheable: Bool) in
                if root >= 0, let entry = known[pod], isCurrent(entry, root: root) { return (entry, true, true) }
                let (entry, cacheable) = try compute(pod)
                return (entry, false, cacheable)
            }
        }
        let results = try computed.map { try $0.get() }
        if let file, results.contains(where: { !$0.reused }) || known.count != results.count {
            SearchIndexFile.write(results.filter(\.cacheable).map(\.entry), to: file)
        }
        return results.map(\.entry)
    }

    /// Whether `entry` (read from the index file) still describes its pod: its podspec is where the
    /// repo's checked paths put it, and no stamp moved. `root` is the repo's folder, open.
    private func isCurrent(_ entry: Entry, root: Int32) -> Bool {
        guard let paths = try? stampedPaths(entry.name, version: entry.version, file: entry.file) else { return false }
        return paths.count == entry.stamps.count
            && zip(paths, entry.stamps).allSatisfy { relative, stamp in
                var info = stat()
                return fstatat(root, relative, &info, 0) == 0 && FileStamp(info) == stamp
            }
    }

    /// The paths (relative to the repo) whose stamps vouch for a pod's line: its folder (versions come
    /// and go), then (with a version) its podspec `file`, which must be that version's `Name.podspec.json`
    /// or `Name.podspec`. A `Name.podspec` is vouched for by its version's folder too, since a
    /// `Name.podspec.json` added beside it would take its place; nothing can displace a `.podspec.json`
    /// (two stats a pod instead of three: a third of a warm trunk-scale search).
    private func stampedPaths(_ pod: String, version: Version?, file: String?) throws -> [String] {
        let folder = try repository.podRelativePath(pod)
        guard let version else { return [folder] }
        let versionFolder = try repository.versionRelativePath(version.string, inPodFolder: folder)
        let podspec = versionFolder + "/" + pod + ".podspec"
        guard let file, file == podspec || file == podspec + ".json" else {
            throw SpecRepoError.specificationNotFound(pod, version.string, repo: repository.name)
        }
        return file == podspec ? [folder, versionFolder, file] : [folder, file]
    }

    /// Reads pod `pod`: its highest version and that podspec's words; cacheable when every stamp was
    /// taken, is older than two seconds, and the podspec's evaluation read nothing but itself.
    private func compute(_ pod: String) throws -> (Entry, cacheable: Bool) {
        let podStamp = FileStamp.of(repository.podDirectory(pod))
        let version = try repository.highestVersion(of: pod)
        guard let version else {
            return (Entry(name: pod, version: nil, words: "", file: nil, stamps: [podStamp]), Self.isSettled(podStamp))
        }
        guard let path = try? repository.specificationPath(pod, version: version.string) else {
            return (Entry(name: pod, version: version, words: "", file: nil, stamps: []), false)
        }
        let file = repository.relativePath(path)
        let stamps =
            [podStamp]
            + (try stampedPaths(pod, version: version, file: file)).dropFirst().map {
                FileStamp.of(repository.path + "/" + $0)
            }
        let record = EvaluationRecord()
        let words = Self.words(
            of: SpecFile(repository: repository, path: path), environment: environment, record: record)
        let entry = Entry(name: pod, version: version, words: words.joined(separator: " "), file: file, stamps: stamps)
        return (entry, !record.readBeyondItself && stamps.allSatisfy(Self.isSettled))
    }

    /// Whether a stamp was taken and is old enough to trust (a file changed within the same clock tick
    /// as its stamp could change again unseen).
    private static func isSettled(_ stamp: FileStamp?) -> Bool {
        guard let stamp else { return false }
        return Date().timeIntervalSince1970 - Double(stamp.seconds) > 2
    }

    /// The summary, description and author words of a podspec (none when it doesn't load or is refused).
    static func words(of file: SpecFile, environment: [String: String], record: EvaluationRecord?) -> [String] {
        var words: [String] = []
        guard let spec = try? file.load(environment: environment, record: record) else { return words }
        for key in ["summary", "description"] {
            if let text = spec.attributes[key]?.stringValue {
                words += text.split(whereSeparator: \.isWhitespace).map(String.init)
            }
        }
        let authors = spec.attributes["authors"] ?? spec.attributes["author"] ?? .null
        for text in strings(in: authors) {
            words += text.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        return words
    }

    private static func strings(in value: PodValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let items): items.flatMap(strings(in:))
        case .hash(let pairs): pairs.flatMap { strings(in: $0.key) + strings(in: $0.value) }
        default: []
        }
    }
}
