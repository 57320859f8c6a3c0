import Foundation
import PodspecLint
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
        let word = try QueryWord(pattern)
        return try aggregate { name in word.matches(name) }
    }

    /// `pod search`: pods whose indexed words match every word of `pattern` (`fullText`), or whose
    /// name matches `pattern`; sorted as CocoaPods sorts them. Throws when nothing matches.
    public func search(_ pattern: String, fullText: Bool) throws -> [PodSet] {
        let found: [PodSet]
        if fullText {
            let words = try pattern.split(whereSeparator: \.isWhitespace).map { try QueryWord(String($0)) }
            var listed: [String: [String]] = [:]
            let matchedText = try highestVersionMatches(listed: &listed) { name, indexed in
                words.allSatisfy { $0.matches(name) || $0.matches(anyOf: indexed) }
            }
            // CDN sources are searched by name only (their specs are not all fetched), as pod does.
            let cdnNames = try aggregate(cdnOnly: true) { name in words.allSatisfy { $0.matches(name) } }
            let matched = matchedText + cdnNames.map(\.name)
            if matched.isEmpty { throw SpecRepoError.noPodMatching(pattern) }
            let names = Set(matched)
            found = try aggregate(listed: listed) { names.contains($0) }
        } else {
            found = try sets(nameMatching: pattern)
            if found.isEmpty { throw SpecRepoError.noPodNamed(pattern) }
        }
        return try PodSearch.sorted(found, query: pattern)
    }

    /// The pods of the git/file repos that `test` takes with their name and the words CocoaPods indexes
    /// for them: those of the highest version in any repo (the first repo holding it), from each repo's
    /// `SearchIndex`; none for a pod without versions or whose podspec doesn't load. `listed` gets each
    /// repo's pods.
    private func highestVersionMatches(listed: inout [String: [String]], _ test: @escaping SearchIndex.Test) throws
        -> [String]
    {
        var found: [[SearchIndex.Pod]] = []
        for repository in repositories where !repository.isCDN {
            VerboseLog.note("Reading the pods of the source \(repository.sourceDescription)")
            let pods = try SearchIndex(repository: repository, environment: environment).pods(matching: test)
            listed[repository.path] = pods.map(\.name)
            found.append(pods)
        }
        guard let largest = found.indices.max(by: { found[$0].count < found[$1].count }) else { return [] }
        // A pod in several repos is matched on the words of its highest version (the first repo holding
        // it): those pods are found through the names of the smaller repos, and the largest (trunk) is
        // only looked up in them.
        var shared: [String: [(repository: Int, pod: SearchIndex.Pod)]] = [:]
        for (repository, pods) in found.enumerated() where repository != largest {
            for pod in pods { shared[pod.name, default: []].append((repository, pod)) }
        }
        var matched: [String] = []
        for pod in found[largest] {
            if shared[pod.name] != nil {
                shared[pod.name]?.append((largest, pod))
            } else if pod.matches {
                matched.append(pod.name)
            }
        }
        for (name, candidates) in shared {
            var best: SearchIndex.Pod?
            for candidate in candidates.sorted(by: { $0.repository < $1.repository }).map(\.pod) {
                guard let current = best else {
                    best = candidate
                    continue
                }
                if let version = candidate.version.flatMap({ try? Version($0) }),
                    current.version.flatMap({ try? Version($0) }).map({ version > $0 }) ?? true
                {
                    best = candidate
                }
            }
            if best?.matches ?? false { matched.append(name) }
        }
        return matched
    }

    /// Groups the pods accepted by `include` across repos (or across the CDN sources only), in name order.
    /// `listed` gives the pods of repos already listed in this search (by path), so they aren't listed again.
    private func aggregate(
        cdnOnly: Bool = false, listed: [String: [String]] = [:], _ include: (String) -> Bool
    ) throws -> [PodSet] {
        var order: [String] = []
        var occurrences: [String: [PodSet.Occurrence]] = [:]
        for repository in repositories where !cdnOnly || repository.isCDN {
            VerboseLog.note("Reading the pods of the source \(repository.sourceDescription)")
            for pod in try listed[repository.path] ?? repository.pods() where include(pod) {
                let versions = try repository.versions(of: pod)
                if occurrences[pod] == nil { order.append(pod) }
                occurrences[pod, default: []].append(PodSet.Occurrence(repository: repository, versions: versions))
            }
        }
        return order.sorted(by: SpecRepository.rubyOrder).map { PodSet(name: $0, occurrences: occurrences[$0] ?? []) }
    }

    /// CocoaPods' order: most query words in the name first, then the earliest match in the name,
    /// then the earliest matching query word, then the name case-insensitively.
    static func sorted(_ sets: [PodSet], query: String) throws -> [PodSet] {
        let words = try query.split(whereSeparator: \.isWhitespace).map { try QueryWord(String($0)).regex }
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

    /// `transform` applied to every element on all cores (`PODSPEC_THREADS` caps them), results in order.
    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        Parallel.map(items, threads: Parallel.threads(ProcessInfo.processInfo.environment), transform)
    }
}
