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
            check(share, folder: folders[share.folder], root: root, names: names, contents: contents, lineOf: lineOf) {
                test($0, $1)
            }
        }
        var outcomes = [Outcome](repeating: Outcome(version: nil, matches: false, line: -1), count: names.count)
        var computed: [(index: Int, entry: Entry)] = []
        var failure: (index: Int, error: any Error)?
        for (share, result) in zip(shares, checked) {
            for (index, outcome) in zip(share.pods, result.outcomes) { outcomes[index] = outcome }
            computed += result.computed
            if let failed = result.failure, failure.map({ failed.index < $0.index }) ?? true { failure = failed }
        }
        if let failure { throw failure.error }
        let rewritten = outcomes.contains { $0.line < 0 } || contents?.lines.count != outcomes.count
        if let file, rewritten {
            computed.sort { $0.index < $1.index }
            var next = computed.startIndex
            var lines: [SearchIndexFile.Written] = []
            lines.reserveCapacity(outcomes.count)
            for (index, outcome) in outcomes.enumerated() {
                if outcome.line >= 0, let contents {
                    lines.append(.kept(contents.lines[outcome.line]))
                } else if next < computed.endIndex, computed[next].index == index {
                    lines.append(.entry(computed[next].entry))
                    next += 1
                }
            }
            SearchIndexFile.write(lines, from: contents, to: file)
        }
        return zip(names, outcomes).map { Pod(name: $0, version: $1.version, matches: $1.matches) }
    }

    /// What became of one pod: its version, whether the test took it, and the line it was read from (-1
    /// when it was read again).
    private struct Outcome: Sendable {
        let version: String?
        let matches: Bool
        let line: Int
    }

    /// A share of the work: pods (indexes in name order) of one folder.
    private struct Share: Sendable {
        let folder: Int
        let pods: [Int]
    }

    /// What one share gave: an outcome for each of its pods up to the first that failed, the entries
    /// read again that may be kept (by pod index), and that failure.
    private struct Checked: Sendable {
        var outcomes: [Outcome] = []
        var computed: [(index: Int, entry: Entry)] = []
        var failure: (index: Int, error: any Error)?
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
        var names: [String] = []
        var folderOf: [Int] = []
        for (folder, pods) in listed.map(\.pods).enumerated() {
            names += pods
            folderOf += repeatElement(folder, count: pods.count)
        }
        let order = SpecRepository.rubySortedIndexes(names)
        return (listed.map(\.folder), order.map { names[$0] }, order.map { folderOf[$0] })
    }

    /// The pods of `share` (all in `folder`, relative to the repo at `root`, open): each tested on its
    /// line of `contents` (`lineOf` by pod) when that line holds, else read again.
    private func check(
        _ share: Share, folder: String, root: Int32, names: [String], contents: SearchIndexFile.Contents?,
        lineOf: [Int], test: Test
    ) -> Checked {
        var checked = Checked()
        checked.outcomes.reserveCapacity(share.pods.count)
        let open = root >= 0 ? OpenFolder(folder.isEmpty ? "." : folder, in: root, followingLinks: true) : nil
        let prefix = Array(folder.utf8) + (folder.isEmpty ? [] : [UInt8(ascii: "/")])
        // A path relative to the folder, built here for each stat (PATH_MAX: longer ones can't be taken).
        let scratch = UnsafeMutableBufferPointer<CChar>.allocate(capacity: Int(PATH_MAX))
        defer { scratch.deallocate() }
        for index in share.pods {
            var name = names[index]
            if let open, let contents, lineOf[index] >= 0 {
                let line = contents.lines[lineOf[index]]
                let outcome = contents.withBytes { bytes -> Outcome? in
                    let fields = prefix.withUnsafeBufferPointer { prefix in
                        name.withUTF8 { name in
                            Self.holds(bytes, line, name: name, prefix: prefix, folder: open, scratch: scratch)
                        }
                    }
                    guard let fields else { return nil }
                    let version = fields.version.isEmpty ? nil : String(decoding: bytes[fields.version], as: UTF8.self)
                    let matches = test(name, UnsafeBufferPointer(rebasing: bytes[fields.words]))
                    return Outcome(version: version, matches: matches, line: lineOf[index])
                }
                if let outcome {
                    checked.outcomes.append(outcome)
                    continue
                }
            }
            do {
                let (entry, cacheable) = try compute(name)
                var words = entry.words
                let matches = words.withUTF8 { test(name, $0) }
                checked.outcomes.append(Outcome(version: entry.version?.string, matches: matches, line: -1))
                if cacheable { checked.computed.append((index, entry)) }
            } catch {
                checked.failure = (index, error)
                break
            }
        }
        return checked
    }

    /// Where the version and the words are in `line` of `bytes`, when the line still describes pod
    /// `name` (in `folder`, open; `prefix` its path relative to the repo followed by `/`, or empty); nil
    /// when it doesn't parse or doesn't hold: its version isn't one, its podspec is not where the repo's
    /// checked paths put it, or a stamp moved. The line's stamps vouch for the paths `stampedPaths`
    /// gives, in that order; they are taken relative to `folder`, the path built in `scratch`.
    private static func holds(
        _ bytes: UnsafeBufferPointer<UInt8>, _ line: SearchIndexFile.Contents.Line, name: UnsafeBufferPointer<UInt8>,
        prefix: UnsafeBufferPointer<UInt8>, folder: OpenFolder, scratch: UnsafeMutableBufferPointer<CChar>
    ) -> (version: Range<Int>, words: Range<Int>)? {
        guard let base = bytes.baseAddress, let path = scratch.baseAddress else { return nil }
        // name, version, podspec, three stamps, words: six tabs, the first ending the name.
        func tab(after position: Int) -> Int? {
            guard position < line.end else { return nil }
            return memchr(base + position, Int32(UInt8(ascii: "\t")), line.end - position).map {
                UnsafeRawPointer($0) - UnsafeRawPointer(base)
            }
        }
        guard line.nameEnd < line.end, let versionEnd = tab(after: line.nameEnd + 1),
            let fileEnd = tab(after: versionEnd + 1), let firstStampEnd = tab(after: fileEnd + 1),
            let secondStampEnd = tab(after: firstStampEnd + 1), let thirdStampEnd = tab(after: secondStampEnd + 1)
        else { return nil }
        let version = line.nameEnd + 1..<versionEnd
        let file = versionEnd + 1..<fileEnd
        guard
            version.isEmpty || isPlainVersion(bytes[version])
                || (try? SpecRepository.checkVersion(String(decoding: bytes[version], as: UTF8.self))) != nil
        else { return nil }
        var stamps: [FileStamp] = []
        for field in [
            fileEnd + 1..<firstStampEnd, firstStampEnd + 1..<secondStampEnd, secondStampEnd + 1..<thirdStampEnd,
        ]
        where !field.isEmpty {
            guard let stamp = FileStamp(field: bytes[field]) else { return nil }
            stamps.append(stamp)
        }
        // The paths to stamp, relative to `folder`: the pod's folder, then (with a version) the version's
        // folder for a `.podspec`, and the podspec; each a prefix of the last.
        var ends = [name.count]
        let relative: Range<Int>
        if version.isEmpty {
            guard stamps.count == 1 else { return nil }
            relative = 0..<0
        } else {
            // The podspec must be `<prefix><name>/<version>/<name>.podspec` or that and `.json`.
            var cursor = file.lowerBound
            func take(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
                guard let start = piece.baseAddress, file.upperBound - cursor >= piece.count else {
                    return piece.isEmpty
                }
                guard memcmp(base + cursor, start, piece.count) == 0 else { return false }
                cursor += piece.count
                return true
            }
            func take(_ text: StaticString) -> Bool {
                take(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
            }
            let isJSON: Bool
            let taken =
                take(prefix) && take(name) && take("/") && take(UnsafeBufferPointer(rebasing: bytes[version]))
                && take("/") && take(name) && take(".podspec")
            if taken && cursor == file.upperBound {
                isJSON = false
            } else if taken && take(".json") && cursor == file.upperBound {
                isJSON = true
            } else {
                return nil
            }
            guard stamps.count == (isJSON ? 2 : 3) else { return nil }
            relative = file.lowerBound + prefix.count..<file.upperBound
            if !isJSON { ends.append(name.count + 1 + version.count) }
            ends.append(relative.count)
        }
        let length = version.isEmpty ? name.count : relative.count
        guard length < scratch.count else { return nil }
        UnsafeMutableRawPointer(path).copyMemory(
            from: version.isEmpty
                ? UnsafeRawPointer(name.baseAddress ?? base) : UnsafeRawPointer(base + relative.lowerBound),
            byteCount: length)
        for (end, stamp) in zip(ends, stamps) {
            path[end] = 0
            guard folder.stamp(following: path) == stamp else { return nil }
            path[end] = CChar(bitPattern: UInt8(ascii: "/"))
        }
        return (version, thirdStampEnd + 1..<line.end)
    }

    /// Whether `text` is digits in dot-separated groups (`1.4.0`): a version `checkVersion` passes, known
    /// without making a `String` of it.
    private static func isPlainVersion(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var previous = UInt8(ascii: ".")
        for byte in text {
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isDigit || (byte == UInt8(ascii: ".") && previous != UInt8(ascii: ".")) else { return false }
            previous = byte
        }
        return previous != UInt8(ascii: ".")
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
