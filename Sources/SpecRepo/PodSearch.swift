import Foundation
import PodspecModel
import PodspecReader
import Trust

/// Searches spec repos by reading them directly, so results are always current: by pod name
/// (`--simple`, `spec which`), or by name, summary, description and authors of each pod's highest
/// version (the words CocoaPods indexes).
public struct PodSearch: Sendable {
    public let repositories: [SpecRepository]
    /// The environment podspecs are read with.
    public let environment: [String: String]

    public init(repositories: [SpecRepository], environment: [String: String] = [:]) {
        self.repositories = repositories
        self.environment = environment
    }

    /// A query as a case-insensitive pattern: the words escaped unless `isRegex`, joined by spaces.
    /// Throws CocoaPods' message for an invalid regular expression.
    public static func pattern(_ words: [String], isRegex: Bool) throws -> String {
        let pattern =
            isRegex
            ? words.joined(separator: " ")
            : words.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: " ")
        guard (try? NSRegularExpression(pattern: pattern)) != nil else {
            throw SpecRepoError("A valid regular expression is required.")
        }
        return pattern
    }

    /// Every pod of the repos, in name order (`aggregate.all_sets`, what `pod list` shows).
    public func allSets() throws -> [PodSet] {
        try aggregate { _ in true }
    }

    /// Pods whose name matches `pattern` (case-insensitive), in name order (`search_by_name`).
    public func sets(nameMatching pattern: String) throws -> [PodSet] {
        let regex = try PodSearch.regex(pattern)
        return try aggregate { name in PodSearch.matches(regex, name) }
    }

    /// `pod search`: pods whose indexed words match every word of `pattern` (`fullText`), or whose
    /// name matches `pattern`; sorted as CocoaPods sorts them. Throws when nothing matches.
    public func search(_ pattern: String, fullText: Bool) throws -> [PodSet] {
        let found: [PodSet]
        if fullText {
            let words = try pattern.split(whereSeparator: \.isWhitespace).map { try PodSearch.regex(String($0)) }
            // Only the highest versions matter for matching: sorting every version is for the results.
            let scope = repositories.map(\.path).joined(separator: "\n")
            let highest = FileResultCache<String>(kind: "highest", scope: scope, environment: environment)
            let candidates = try aggregate(highestOnly: highest) { _ in true }
            highest.save()
            let cache = FileResultCache<[String]>(kind: "search", scope: scope, environment: environment)
            let indexed = PodSearch.concurrentMap(candidates) { set in
                (set, self.indexedWords(set, cache: cache))
            }
            cache.save()
            // CDN sources are searched by name only (their specs are not all fetched), as pod does.
            let cdnNames = try aggregate(cdnOnly: true) { name in words.allSatisfy { PodSearch.matches($0, name) } }
            let matchedText = indexed.filter { _, indexWords in
                words.allSatisfy { word in indexWords.contains { PodSearch.matches(word, $0) } }
            }
            let matched = matchedText.map(\.0.name) + cdnNames.map(\.name)
            if matched.isEmpty { throw SpecRepoError.noPodMatching(pattern) }
            let names = Set(matched)
            found = try aggregate { names.contains($0) }
        } else {
            found = try sets(nameMatching: pattern)
            if found.isEmpty { throw SpecRepoError.noPodNamed(pattern) }
        }
        return try PodSearch.sorted(found, query: pattern)
    }

    /// The words CocoaPods indexes for a pod: its name, then the words of the highest version's
    /// summary, description and author names and emails. A podspec that doesn't load gives its name.
    func indexedWords(_ set: PodSet, cache: FileResultCache<[String]>? = nil) -> [String] {
        guard let file = try? set.highestSpecificationFile() else { return [set.name] }
        if let cached = cache?.value(for: file.path) { return [set.name] + cached }
        let record = EvaluationRecord()
        let words = [set.name] + specificationWords(file, record: record)
        cache?.store(Array(words.dropFirst()), for: file.path, record: record)
        return words
    }

    /// The summary, description and author words of a podspec (none when it doesn't load or is refused).
    private func specificationWords(_ file: SpecFile, record: EvaluationRecord) -> [String] {
        var words: [String] = []
        guard let spec = try? file.load(environment: environment, record: record) else { return words }
        for key in ["summary", "description"] {
            if let text = spec.attributes[key]?.stringValue {
                words += text.split(whereSeparator: \.isWhitespace).map(String.init)
            }
        }
        let authors = spec.attributes["authors"] ?? spec.attributes["author"] ?? .null
        for text in PodSearch.strings(in: authors) {
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

    /// Groups the pods accepted by `include` across repos, in name order; with `highestOnly`, each
    /// repo's highest version of the pod only.
    private func aggregate(
        highestOnly: FileResultCache<String>? = nil, cdnOnly: Bool = false, _ include: (String) -> Bool
    ) throws -> [PodSet] {
        var order: [String] = []
        var occurrences: [String: [PodSet.Occurrence]] = [:]
        for repository in repositories where cdnOnly ? repository.isCDN : !(highestOnly != nil && repository.isCDN) {
            VerboseLog.note("Reading the pods of the source \(repository.sourceDescription)")
            for pod in try repository.pods() where include(pod) {
                let versions: [Version]
                if let highestOnly {
                    versions = try highestVersion(of: pod, in: repository, cache: highestOnly).map { [$0] } ?? []
                } else {
                    versions = try repository.versions(of: pod)
                }
                if occurrences[pod] == nil { order.append(pod) }
                occurrences[pod, default: []].append(PodSet.Occurrence(repository: repository, versions: versions))
            }
        }
        return order.sorted(by: SpecRepository.rubyOrder).map { PodSet(name: $0, occurrences: occurrences[$0] ?? []) }
    }

    /// The highest version of `pod` in `repository`, remembered while the pod's folder is unchanged.
    private func highestVersion(of pod: String, in repository: SpecRepository, cache: FileResultCache<String>) throws
        -> Version?
    {
        let folder = repository.podDirectory(pod)
        if let cached = cache.value(for: folder), let version = try? Version(cached) { return version }
        let version = try repository.highestVersion(of: pod)
        if let version { cache.store(version.string, for: folder) }
        return version
    }

    /// CocoaPods' order: most query words in the name first, then the earliest match in the name,
    /// then the earliest matching query word, then the name case-insensitively.
    static func sorted(_ sets: [PodSet], query: String) throws -> [PodSet] {
        let words = try query.split(whereSeparator: \.isWhitespace).map { try regex(String($0)) }
        let keyed = sets.map { set -> (key: (Int, Int, Int, String), set: PodSet) in
            var preMatch: Int?
            var firstWord: Int?
            var count = 0
            let name = set.name as NSString
            for (index, word) in words.enumerated() {
                let range = word.rangeOfFirstMatch(in: set.name, range: NSRange(location: 0, length: name.length))
                guard range.location != NSNotFound else { continue }
                preMatch = preMatch ?? set.name.utf16.prefix(range.location).count
                firstWord = firstWord ?? index
                count += 1
            }
            return ((-count, preMatch ?? 1000, firstWord ?? 1000, set.name.lowercased()), set)
        }
        return keyed.sorted { a, b in
            if a.key.0 != b.key.0 { return a.key.0 < b.key.0 }
            if a.key.1 != b.key.1 { return a.key.1 < b.key.1 }
            if a.key.2 != b.key.2 { return a.key.2 < b.key.2 }
            return SpecRepository.rubyOrder(a.key.3, b.key.3)
        }.map(\.set)
    }

    static func regex(_ pattern: String) throws -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            throw SpecRepoError("A valid regular expression is required.")
        }
    }

    static func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    /// `transform` applied to every element on all cores, results in order.
    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let results = ConcurrentResults<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values
    }
}

/// Slots filled from several threads, read once all are done.
final class ConcurrentResults<R: Sendable>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [R] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
