import Foundation
import PodspecLint
import PodspecModel
import PodspecReader

/// `repo lint`: lints every podspec of a repo with CocoaPods' linter on all cores, checks that each
/// sits at `Name/Version/`, and reports podspecs outside that layout as stray.
///
/// A trunk-scale repo (500,000 podspecs) is streamed: pods are taken a chunk at a time, each chunk's
/// pods walked (or their trees taken from the tree cache) and their podspecs linted (or answered from
/// the results cache) on all cores, and the results folded into the report in pod order before the
/// next chunk; no list of every podspec or every result is held. `PODSPEC_THREADS=1` in the environment lints on one thread (same output).
public struct RepoLinter: Sendable {
    public let repository: SpecRepository
    /// The environment podspecs are read with.
    public let environment: [String: String]

    /// Pods walked and linted per step: enough work to keep every core busy, few results held.
    static let podsPerChunk = 512

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
        /// The file's stamp, when taken as its pod's folder was read because the results cache knows the
        /// file (else the cache takes it when it knows it, or the read does).
        var stamp: FileStamp?

        init(pod: String, version: String, path: String, refusal: String? = nil, stamp: FileStamp? = nil) {
            self.pod = pod
            self.version = version
            self.path = path
            self.refusal = refusal
            self.stamp = stamp
        }
    }

    /// What linting one podspec gave (what the report needs of it): the counted results, and, when the
    /// podspec loaded but declares another name or version than its folders, the version it declares.
    /// Equal outcomes are stored once in the results cache, so nothing file-specific is kept but that.
    struct Outcome: Codable, Sendable, Hashable {
        struct Result: Codable, Sendable, Hashable {
            var error: Bool
            var message: String
        }
        var results: [Result] = []
        var misplacedVersion: String?

        /// A podspec refused before reading: one error saying why.
        static func refused(_ message: String) -> Outcome {
            Outcome(results: [Result(error: true, message: message)])
        }
    }

    /// One pod's share of the work: its podspecs, and the podspec files in its folder that are not
    /// one of them (stray), or the error that stops the lint.
    struct PodWork: Sendable {
        var jobs: [Job] = []
        var strays: [String] = []
        /// The pod's line for the tree cache, when its tree was listed or reused whole.
        var treeLine: TreeLine?

        struct TreeLine: Sendable {
            let bytes: [UInt8]
            /// Whether it is the cache's own line (its stamps held).
            let reused: Bool
        }
    }

    /// Lints the repo; `progress` is called with the number of pods done and the total, as chunks finish.
    public func lint(progress: ((Int, Int) -> Void)? = nil) throws -> RepoLintReport {
        let threads = Parallel.threads(environment)
        // The results cache is read while the pods are listed and their tree cache read.
        let (listed, cache) = Parallel.both(threads: threads) {
            (Result { try repository.pods() }, PodTreeCache(repository: repository.path, environment: environment))
        } _: {
            FileResultCache<Outcome>(kind: "repo-lint", scope: repository.path, environment: environment)
        }
        let pods = try listed.0.get()
        let trees = listed.1
        let walk = StraySpecWalk(repository: repository, pods: Set(pods))
        var report = RepoLintReport(repositoryName: repository.name)
        var strays: [String] = []
        var start = 0
        while start < pods.count {
            let chunk = Array(pods[start..<min(start + Self.podsPerChunk, pods.count)])
            let works = Parallel.map(chunk, threads: threads) { pod in
                Result { try work(for: pod, walk: walk, trees: trees, cache: cache) }
            }
            let jobs = try works.flatMap { try $0.get().jobs }
            for case .success(let work) in works {
                if let line = work.treeLine { trees.append(line.bytes, reused: line.reused) }
            }
            let outcomes = Parallel.map(jobs, threads: threads) { job in
                job.refusal.map(Outcome.refused) ?? cache.value(for: job.path, stamp: job.stamp)
                    ?? lint(job, cache: cache)
            }
            for (job, outcome) in zip(jobs, outcomes) { add(outcome, of: job, to: &report) }
            report.analyzedCount += jobs.count
            strays += try works.flatMap { try $0.get().strays }
            start += chunk.count
            progress?(start, pods.count)
        }
        cache.save()
        trees.save()
        for stray in (strays + walk.outsidePodFolders()).sorted(by: SpecRepository.rubyOrder) {
            report.add(error: true, "Stray spec", pod: stray, version: nil)
        }
        return report
    }

    private func add(_ outcome: Outcome, of job: Job, to report: inout RepoLintReport) {
        for result in outcome.results {
            report.add(error: result.error, result.message, pod: job.pod, version: job.version)
        }
        if let version = outcome.misplacedVersion {
            report.add(error: true, "Incorrect path \(job.path)", pod: job.pod, version: version)
        }
    }

    /// The podspecs of `pod` (a refused one carries why), and the stray podspec files in its folder:
    /// from one listing of its tree when it holds no link, else walked step by step.
    private func work(for pod: String, walk: StraySpecWalk, trees: PodTreeCache, cache: FileResultCache<Outcome>)
        throws -> PodWork
    {
        if let work = try listedWork(for: pod, trees: trees, cache: cache) { return work }
        var work = PodWork()
        for version in try repository.versions(of: pod) {
            let path = repository.versionDirectory(pod, version: version.string) + "/\(pod).podspec"
            do {
                let found = try repository.specificationPath(pod, version: version.string)
                work.jobs.append(Job(pod: pod, version: version.string, path: found))
            } catch let error as SpecRepoError
                where error != .specificationNotFound(pod, version.string, repo: repository.name)
            {
                work.jobs.append(Job(pod: pod, version: version.string, path: path, refusal: error.message))
            } catch {
                continue
            }
        }
        work.strays = walk.strays(inPod: pod, analysed: Set(work.jobs.map(\.path)))
        return work
    }

    /// Lints one podspec read through the repo's root; a file that can't be read safely is an error
    /// naming it, never an excerpt of it. The outcome is cached under the stamp taken before the read
    /// (the job's, else the read's own).
    private func lint(_ job: Job, cache: FileResultCache<Outcome>) -> Outcome {
        let record = EvaluationRecord()
        let bytes: [UInt8]
        let stamp: FileStamp
        do {
            (bytes, stamp) = try repository.contentsAndStamp(ofFile: job.path)
        } catch {
            return Outcome.refused(error.message)
        }
        let pipeline = LintPipeline(environment: environment)
        let linted = pipeline.lint(pipeline.load(contents: bytes, path: job.path, record: record))
        var outcome = Outcome()
        if linted.loaded, linted.name != job.pod || linted.version != job.version {
            outcome.misplacedVersion = linted.version ?? ""
        }
        for diagnostic in linted.results where !diagnostic.publicOnly && diagnostic.severity != .note {
            outcome.results.append(Outcome.Result(error: diagnostic.severity == .error, message: diagnostic.message))
        }
        cache.store(outcome, for: job.path, stamp: job.stamp ?? stamp, record: record)
        return outcome
    }
}
