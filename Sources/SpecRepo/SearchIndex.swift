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

    /// One pod of the repo as one search saw it.
    struct Pod: Sendable {
        let name: String
        /// The highest version as its folder names it, nil when the pod has none.
        let version: String?
        /// Whether the search's test took the pod's name and indexed words.
        let matches: Bool
    }

    /// What a search asks of each pod: whether it takes the pod's name and indexed words (UTF-8, the
    /// words joined by single spaces).
    typealias Test = @Sendable (_ name: String, _ words: UnsafeBufferPointer<UInt8>) -> Bool

    let repository: SpecRepository
    let environment: [String: String]

    /// Every pod of the repo, in name order, tested with `test` on its line of the index file when that
    /// line is current, else on what reading the pod gives; the file is rewritten when a line changed,
    /// was added or went away. Nothing but the pods `test` takes is made into more than a name.
    func pods(matching test: Test) throws -> [Pod] {
        let file = CacheFolder.file(
            kind: "search-index", scope: repository.path, suffix: "txt", environment: environment)
        let threads = Parallel.threads(environment)
        // The index file is read while the pods are listed.
        let (contents, listed) = Parallel.both(threads: threads) {
            file.flatMap(SearchIndexFile.Contents.init(path:))
        } _: {
            Result { try listing() }
        }
        let (folders, names, folderOf) = try listed.get()
        let lineOf = contents?.lineIndexes(for: names) ?? [Int](repeating: -1, count: names.count)
        // Stamps are taken relative to the folder holding the pods (the specs folder or a shard folder),
        // opened once per share of work: a trunk-scale repo's warm search is 200,000 stats, and each path
        // from the repo's folder would be looked up through the specs and shard folders again.
        let root = open(repository.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if root >= 0 { close(root) } }
        let shares = Self.shares(folderOf, folders: folders.count, threads: threads)
        let checked = Parallel.map(shares, threads: threads) { share in
            let open =
                root >= 0
                ? OpenFolder(
                    folders[share.folder].isEmpty ? "." : folders[share.folder], in: root, followingLinks: true) : nil
            let prefix = Array(folders[share.folder].utf8) + (folders[share.folder].isEmpty ? [] : [UInt8(ascii: "/")])
            return share.pods.map { index in
                Result { () throws -> Outcome in
                    if let open, let contents, lineOf[index] >= 0,
                        let outcome = current(
                            contents, line: lineOf[index], name: names[index], prefix: prefix, folder: open, test: test)
                    {
                        return outcome
                    }
                    let (entry, cacheable) = try compute(names[index])
                    var words = entry.words
                    let matches = words.withUTF8 { test(names[index], $0) }
                    return Outcome(
                        version: entry.version?.string, matches: matches, line: nil, computed: cacheable ? entry : nil)
                }
            }
        }
        var outcomes = [Result<Outcome, any Error>?](repeating: nil, count: names.count)
        for (share, results) in zip(shares, checked) {
            for (index, result) in zip(share.pods, results) { outcomes[index] = result }
        }
        let results = try outcomes.map { outcome -> Outcome in
            guard let outcome else { throw SpecRepoError.sourceNotFound(repository.name) }
            return try outcome.get()
        }
        if let file, results.contains(where: { $0.line == nil }) || contents?.lines.count != results.count {
            let lines = results.compactMap { outcome -> SearchIndexFile.Written? in
                if let line = outcome.line, let contents { return .kept(contents.lines[line]) }
                return outcome.computed.map(SearchIndexFile.Written.entry)
            }
            SearchIndexFile.write(lines, from: contents, to: file)
        }
        return zip(names, results).map { Pod(name: $0, version: $1.version, matches: $1.matches) }
    }

    /// What became of one pod: its version and whether the test took it, and the line it was read
    /// from (nil when it was read again: `computed` is then its entry, when that may be kept).
    private struct Outcome: Sendable {
        let version: String?
        let matches: Bool
        let line: Int?
        let computed: Entry?
    }

    /// A share of the work: pods (indexes in name order) of one folder.
    private struct Share: Sendable {
        let folder: Int
        let pods: [Int]
    }

    /// The pods (indexes in name order, `folderOf` giving each one's folder) in shares of one folder
    /// each, small enough that every thread gets several.
    private static func shares(_ folderOf: [Int], folders: Int, threads: Int) -> [Share] {
        var byFolder = [[Int]](repeating: [], count: folders)
        for (index, folder) in folderOf.enumerated() { byFolder[folder].append(index) }
        let size = max(64, folderOf.count / max(1, threads * 16))
        return byFolder.enumerated().flatMap { folder, pods in
            stride(from: 0, to: pods.count, by: size).map {
                Share(folder: folder, pods: Array(pods[$0..<min($0 + size, pods.count)]))
            }
        }
    }

    /// The folders holding pods (relative to the repo), and every pod's name in name order with the
    /// index of its folder.
    private func listing() throws -> (folders: [String], names: [String], folderOf: [Int]) {
        guard repository.exists else { throw SpecRepoError.sourceNotFound(repository.name) }
        let listed = try repository.podFolders()
        let pods = listed.enumerated().flatMap { folder, listed in listed.pods.map { (name: $0, folder: folder) } }
            .sorted { SpecRepository.rubyOrder($0.name, $1.name) }
        return (listed.map(\.folder), pods.map(\.name), pods.map(\.folder))
    }

    /// The outcome of line `line` of `contents` for pod `name` (in `folder`, open; `prefix` its path
    /// relative to the repo followed by `/`, or empty), nil when the line doesn't parse or doesn't hold:
    /// its podspec is not where the repo's checked paths put it, or a stamp moved. The line's stamps
    /// vouch for the paths `stampedPaths` gives, in that order.
    private func current(
        _ contents: SearchIndexFile.Contents, line index: Int, name: String, prefix: [UInt8], folder: OpenFolder,
        test: Test
    ) -> Outcome? {
        let line = contents.lines[index]
        return contents.bytes.withUnsafeBufferPointer { bytes -> Outcome? in
            // name, version, podspec, three stamps, words
            var fields: [Range<Int>] = []
            fields.reserveCapacity(7)
            var start = line.start
            for position in line.start..<line.end where fields.count < 6 && bytes[position] == UInt8(ascii: "\t") {
                fields.append(start..<position)
                start = position + 1
            }
            fields.append(start..<line.end)
            guard fields.count == 7 else { return nil }
            let versionText = fields[1].isEmpty ? nil : String(decoding: bytes[fields[1]], as: UTF8.self)
            if let versionText {
                guard (try? SpecRepository.checkVersion(versionText)) != nil else { return nil }
            }
            var stamps: [FileStamp] = []
            for field in fields[3...5] where !field.isEmpty {
                guard let stamp = FileStamp(field: bytes[field]) else { return nil }
                stamps.append(stamp)
            }
            // The paths to stamp, relative to `folder`: the pod's folder, then (with a version) the
            // version's folder for a `.podspec`, and the podspec. They are prefixes of one path.
            let nameBytes = Array(name.utf8)
            var path = nameBytes
            var ends = [nameBytes.count]
            if fields[1].isEmpty {
                guard stamps.count == 1 else { return nil }
            } else {
                let podspec =
                    prefix + nameBytes + [UInt8(ascii: "/")] + bytes[fields[1]] + [UInt8(ascii: "/")] + nameBytes
                    + Array(".podspec".utf8)
                let file = bytes[fields[2]]
                let isJSON: Bool
                if file.elementsEqual(podspec) {
                    isJSON = false
                } else if file.count == podspec.count + 5, file.prefix(podspec.count).elementsEqual(podspec),
                    file.suffix(5).elementsEqual(".json".utf8)
                {
                    isJSON = true
                } else {
                    return nil
                }
                guard stamps.count == (isJSON ? 2 : 3) else { return nil }
                path = Array(file.dropFirst(prefix.count))
                if !isJSON { ends.append(nameBytes.count + 1 + fields[1].count) }
                ends.append(path.count)
            }
            path.append(0)
            let holds = path.withUnsafeMutableBufferPointer { path -> Bool in
                guard let base = path.baseAddress else { return false }
                return zip(ends, stamps).allSatisfy { end, stamp in
                    let kept = base[end]
                    base[end] = 0
                    defer { base[end] = kept }
                    return base.withMemoryRebound(to: CChar.self, capacity: path.count) { folder.stamp(following: $0) }
                        == stamp
                }
            }
            guard holds else { return nil }
            let matches = test(name, UnsafeBufferPointer(rebasing: bytes[fields[6]]))
            return Outcome(version: versionText, matches: matches, line: index, computed: nil)
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
