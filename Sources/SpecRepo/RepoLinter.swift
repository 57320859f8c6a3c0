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

    /// One podspec to lint: its pod folder's name, its version folder's name and its file, or why the
    /// file was refused (a link leading outside the repo).
    struct Job: Sendable {
        let pod: String
        let version: String
        let path: String
        var refusal: String?
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

        /// A podspec refused before reading: one error saying why.
        static func refused(_ message: String) -> Outcome {
            Outcome(results: [Result(error: true, message: message)])
        }
    }

    /// Lints the repo; `progress` is called (from any thread) with the number of podspecs done and
    /// the total, as they finish.
    public func lint(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> RepoLintReport {
        let jobs = try makeJobs()
        let done = Counter()
        let cache = FileResultCache<Outcome>(kind: "repo-lint", scope: repository.path, environment: environment)
        let outcomes = PodSearch.concurrentMap(jobs) { job -> Outcome in
            let outcome = job.refusal.map(Outcome.refused) ?? cache.value(for: job.path) ?? lint(job, cache: cache)
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
                let path = repository.versionDirectory(pod, version: version.string) + "/\(pod).podspec"
                do {
                    let found = try repository.specificationPath(pod, version: version.string)
                    jobs.append(Job(pod: pod, version: version.string, path: found))
                } catch let error as SpecRepoError
                    where error != .specificationNotFound(pod, version.string, repo: repository.name)
                {
                    jobs.append(Job(pod: pod, version: version.string, path: path, refusal: error.message))
                } catch {
                    continue
                }
            }
        }
        return jobs
    }

    /// Lints one podspec read through the repo's root; a file that can't be read safely is an error
    /// naming it, never an excerpt of it.
    private func lint(_ job: Job, cache: FileResultCache<Outcome>) -> Outcome {
        let record = EvaluationRecord()
        let linted: LintedPodspec
        do {
            let bytes = try repository.contents(ofFile: job.path)
            do {
                let specification = try PodspecLoader.load(
                    contents: bytes, path: job.path, environment: environment, record: record)
                linted = LintedPodspec(file: job.path, specification: specification)
            } catch {
                linted = LintedPodspec(loadFailure: LoadFailure(error))
            }
        } catch {
            return Outcome.refused(error.message)
        }
        var outcome = Outcome(loaded: linted.loaded, name: linted.name, version: linted.version)
        for diagnostic in linted.results where !diagnostic.publicOnly && diagnostic.severity != .note {
            outcome.results.append(Outcome.Result(error: diagnostic.severity == .error, message: diagnostic.message))
        }
        cache.store(outcome, for: job.path, record: record)
        return outcome
    }

    /// Every `*.podspec` / `*.podspec.json` under the repo (dot folders skipped) not in `analysed`. Only
    /// the repo's own folders are entered (as Ruby's `**` does, links to folders are not).
    private func strayPodspecs(excluding analysed: Set<String>) -> [String] {
        guard let root = try? repository.containedRoot() else { return [] }
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            for entry in (try? root.listing(of: folder)) ?? [] where !entry.name.hasPrefix(".") {
                let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                let path = repository.path + "/" + relative
                if entry.kind == .directory {
                    folders.append(relative)
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
