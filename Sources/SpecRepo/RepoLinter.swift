import Foundation
import PodspecLint
import PodspecModel
import PodspecReader

/// `repo lint`: lints every podspec of a repo with CocoaPods' linter on all cores, checks that each
/// sits at `Name/Version/`, and reports podspecs outside that layout as stray.
public struct RepoLinter: Sendable {
    public let repository: SpecRepository
    /// The environment podspecs are read with.
    public let environment: [String: String]

    public init(repository: SpecRepository, environment: [String: String] = [:]) {
        self.repository = repository
        self.environment = environment
    }

    /// One podspec to lint: its pod folder's name, its version folder's name and its file.
    struct Job: Sendable {
        let pod: String
        let version: String
        let path: String
    }

    /// What linting one podspec gave (what the report needs of it): the counted results, and the
    /// name and version it declares when it loaded.
    struct Outcome: Codable, Sendable {
        struct Result: Codable, Sendable {
            var error: Bool
            var message: String
        }
        var results: [Result] = []
        var loaded = false
        var name: String?
        var version: String?
    }

    /// Lints the repo; `progress` is called (from any thread) with the number of podspecs done and
    /// the total, as they finish.
    public func lint(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> RepoLintReport {
        let jobs = try makeJobs()
        let done = Counter()
        let cache = FileResultCache<Outcome>(kind: "repo-lint", scope: repository.path, environment: environment)
        let outcomes = PodSearch.concurrentMap(jobs) { job -> Outcome in
            let outcome = cache.value(for: job.path) ?? lint(job, cache: cache)
            progress?(done.increment(), jobs.count)
            return outcome
        }
        cache.save()
        var report = RepoLintReport(repositoryName: repository.name)
        report.analyzedCount = jobs.count
        for (job, outcome) in zip(jobs, outcomes) {
            for result in outcome.results {
                report.add(error: result.error, result.message, pod: job.pod, version: job.version)
            }
            if outcome.loaded, outcome.name != job.pod || outcome.version != job.version {
                report.add(error: true, "Incorrect path \(job.path)", pod: job.pod, version: outcome.version ?? "")
            }
        }
        let analysed = Set(jobs.map(\.path))
        for stray in strayPodspecs(excluding: analysed) {
            report.add(error: true, "Stray spec", pod: stray, version: nil)
        }
        return report
    }

    private func makeJobs() throws -> [Job] {
        var jobs: [Job] = []
        for pod in try repository.pods() {
            for version in try repository.versions(of: pod) {
                guard let path = try? repository.specificationPath(pod, version: version.string) else { continue }
                jobs.append(Job(pod: pod, version: version.string, path: path))
            }
        }
        return jobs
    }

    private func lint(_ job: Job, cache: FileResultCache<Outcome>) -> Outcome {
        let linted = LintedPodspec.lint(path: job.path, environment: environment)
        var outcome = Outcome(loaded: linted.loaded, name: linted.name, version: linted.version)
        for diagnostic in linted.results where !diagnostic.publicOnly && diagnostic.severity != .note {
            outcome.results.append(Outcome.Result(error: diagnostic.severity == .error, message: diagnostic.message))
        }
        if let contents = try? String(contentsOfFile: job.path, encoding: .utf8) {
            cache.store(outcome, for: job.path, contents: contents)
        }
        return outcome
    }

    /// Every `*.podspec` / `*.podspec.json` under the repo (dot folders skipped) not in `analysed`.
    private func strayPodspecs(excluding analysed: Set<String>) -> [String] {
        var found: [String] = []
        var folders = [repository.path]
        while let folder = folders.popLast() {
            for entry in DirectoryListing.entries(of: folder) {
                let path = folder + "/" + entry.name
                if entry.isDirectory {
                    folders.append(path)
                } else if entry.name.hasSuffix(".podspec") || entry.name.hasSuffix(".podspec.json"),
                    !analysed.contains(path)
                {
                    found.append(path)
                }
            }
        }
        return found.sorted(by: SpecRepository.rubyOrder)
    }
}

/// A thread-safe counter for progress reports.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
