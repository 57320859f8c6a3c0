import Foundation
import Git
import PodspecLint
import PodspecModel
import PodspecReader
import Trust

#if canImport(Glibc)
    import Glibc
#endif

/// `repo push`: validates podspecs, then adds them to a local spec repo in one locked, all-or-nothing
/// step (commit per podspec) and pushes, re-applying the commits when someone else pushed first. On
/// any failure the local repo is put back exactly as it was: same branch head, index and files.
public struct SpecPusher {
    public let repository: SpecRepository
    public var options: PushOptions
    /// Credentials and progress for fetch and push.
    public var transfer: TransferOptions
    /// Receives the console text as it is produced: CocoaPods' wording and line breaks as `pod` prints
    /// them without colours (not on a terminal).
    public var output: (String) -> Void
    /// The folder relative paths in messages are computed from (CocoaPods' `UI.path`).
    public var workingDirectory: String
    /// Whether to print pod's ` -> Name\r` line before validating each podspec; the result line
    /// overwrites it on a terminal, elsewhere it would only repeat the name (the lint commands show
    /// it on a terminal only, too).
    public var showsProgress = false
    /// Colour as pod does on a terminal: the step titles yellow, the ` -> ` arrow by result.
    public var ansi = false
    /// Receives the validator's notices (CocoaPods' `UI.warn`, e.g. the `.swift-version` deprecation).
    public var notice: (String) -> Void = { _ in }

    public init(
        repository: SpecRepository, options: PushOptions = PushOptions(), transfer: TransferOptions = TransferOptions(),
        workingDirectory: String = WorkingDirectory.current, output: @escaping (String) -> Void
    ) {
        self.repository = repository
        self.options = options
        self.transfer = transfer
        self.workingDirectory = workingDirectory
        self.output = output
    }

    /// Pushes `podspecs` (paths as given) in dependency order, as one change: each is validated with
    /// the others as local dependency sources, and nothing is pushed unless all pass. Throws
    /// `SpecRepoError` with CocoaPods' message (ours for a dependency cycle).
    public func push(_ podspecs: [String]) throws {
        try checkPushAllowed()
        let pipeline = LintPipeline(environment: options.environment)
        let loaded = try ordered(podspecs.map { pipeline.load($0) })
        if options.lint { try validate(loaded, pipeline: pipeline) }
        let specs = try loaded.map(checked)
        let git: Repository
        do {
            git = try Repository.open(at: repository.path)
        } catch {
            throw SpecRepoError(
                "The repo `\(repository.name)` at \(displayPath(repository.path)) is not a git repository.")
        }
        let lock = try RepoLock.acquire(
            at: git.gitDirectory + "podspec-push.lock", timeout: options.lockTimeout,
            held: "The repo `\(repository.name)` at \(displayPath(repository.specsDirectory))")
        defer { lock.release() }
        guard try git.isClean() else {
            throw SpecRepoError(
                "The repo `\(repository.name)` at \(displayPath(repository.specsDirectory)) is not clean")
        }
        let transaction = try PushTransaction(git: git, repository: repository)
        do {
            title("Updating the `\(repository.name)' repo")
            try update(git)
            try checkCancelled()
            title("\nAdding the \(specs.count == 1 ? "spec" : "specs") to the `\(repository.name)' repo")
            for spec in specs {
                try add(spec, to: git, transaction: transaction)
                try checkCancelled()
            }
            if !options.localOnly {
                title("\nPushing the `\(repository.name)' repo")
                try pushWithRetries(git)
            }
            if specs.count > 1 {
                output(PushSummary.text(specs, repository: repository.name, pushed: !options.localOnly))
            }
        } catch {
            transaction.rollBack()
            throw Self.describe(error, repository: repository)
        }
    }

    // MARK: Steps

    private func checkCancelled() throws {
        if options.isCancelled?() == true { throw SpecRepoError("Cancelled") }
    }

    /// CocoaPods refuses CDN sources and forks of the master repo.
    private func checkPushAllowed() throws {
        if repository.isCDN {
            throw SpecRepoError.cdnReadOnly
        }
        let url = repository.url ?? ""
        if url.contains("git@github.com:CocoaPods/Specs.git") || url.contains("https://github.com/CocoaPods/Specs.git")
        {
            throw SpecRepoError(
                "To push to the CocoaPods master repo use the `pod trunk push` command.\n\nIf you are using a fork of "
                    + "the master repo for private purposes we recommend to migrate to a clean private repo. To "
                    + "disable this check remove the remote pointing to the CocoaPods master repo.")
        }
    }

    /// Lints and (with `fullValidation`) validates every podspec, printing CocoaPods' validation
    /// blocks; throws for the first that does not pass. Ours: each podspec's dependencies are looked
    /// up among the others first (``LocalPodspecs``), then in the sources. The full validation fetches
    /// the source per `s.source` (`Validator.new(podspec, source_urls)` in pod).
    private func validate(_ podspecs: [LoadedPodspec], pipeline: LintPipeline) throws {
        title("\nValidating \(podspecs.count == 1 ? "spec" : "specs")")
        let verdict = LintVerdict(allowWarnings: options.allowWarnings, isPrivate: options.isPrivate)
        let stream = CocoaPodsStream(
            renderer: CocoaPodsRenderer(verdict: verdict, ansi: ansi), isTerminal: showsProgress, write: output)
        var validation = options.fullValidation
        validation?.verdict = verdict
        if let sources = validation?.versionSource {
            let entries = podspecs.compactMap { podspec -> LocalPodspecs.Entry? in
                guard let specification = podspec.specification, let name = specification.baseName,
                    let version = try? specification.attributes["version"].flatMap(Version.create)
                else { return nil }
                return LocalPodspecs.Entry(name: name, version: version, path: podspec.file, folder: nil)
            }
            validation?.versionSource = LocalPodspecs(entries, over: sources, shadowsSources: false)
        }
        for podspec in podspecs {
            stream.progress(
                podspec.specification.flatMap { SpecNode(root: $0).name } ?? LintedPodspec.basename(podspec.file))
            let linted = pipeline.lint(podspec, validation: validation, files: .remote)
            linted.notices.forEach(notice)
            stream.block(linted)
            guard verdict.passed(linted.results) else {
                throw SpecRepoError("The `\(podspec.file)` specification does not validate.")
            }
        }
    }

    /// The podspecs in dependency order (those that do not load keep their place at the end).
    private func ordered(_ podspecs: [LoadedPodspec]) throws -> [LoadedPodspec] {
        let readable = podspecs.compactMap { podspec in
            podspec.specification.map {
                (item: podspec, name: $0.baseName ?? "", dependencies: PodspecOrder.dependencyNames(of: $0))
            }
        }
        let unreadable = podspecs.filter { $0.specification == nil }
        return try PodspecOrder.sorted(readable) + unreadable
    }

    /// A loaded podspec whose name and version can go into a spec repo.
    /// - Throws: the load error, or a `SpecRepoError` naming the file.
    private func checked(_ podspec: LoadedPodspec) throws -> PushedPodspec {
        let path = podspec.file
        let spec: Specification
        switch podspec.result {
        case .success(let loaded): spec = loaded
        case .failure(let error): throw SpecRepoError(error.message)
        }
        guard let name = spec.baseName, !name.isEmpty, let version = spec.attributes["version"].map(\.rubyToS),
            !version.isEmpty
        else { throw SpecRepoError("The `\(path)` specification has no name or version.") }
        do {
            try SpecRepository.checkPodName(name)
            try SpecRepository.checkVersion(version)
        } catch {
            throw SpecRepoError("The `\(path)` specification can't be added to a spec repo. \(error)")
        }
        return PushedPodspec(path: path, specification: spec, name: name, version: version)
    }

    /// `git pull`: fetch, then bring the branch up to date (nothing to do without a remote). Commits the
    /// remote had at the last fetch and has dropped since (a force-push) are not re-applied.
    private func update(_ git: Repository) throws {
        guard try git.remoteURL() != nil, let branch = try git.head().branch else { return }
        let tracking = "refs/remotes/origin/\(branch)"
        let former = try? git.resolve(tracking)
        try git.fetch(options: transfer)
        guard (try? git.resolve(tracking)) != nil else { return }
        try git.integrate(upstream: tracking, formerUpstream: former)
    }

    /// Writes one podspec into the repo and commits it (`[Add]`, `[Update]`, `[Fix]` or `[No change]`).
    /// Paths are made from checked names and written through the repo's `ContainedRoot`.
    private func add(_ podspec: PushedPodspec, to git: Repository, transaction: PushTransaction) throws {
        let label = "\(podspec.name) (\(podspec.version))"
        let podDirectory = try repository.podRelativePath(podspec.name)
        let versionDirectory = try repository.versionRelativePath(podspec.name, version: podspec.version)
        let exists = try repository.kind(versionDirectory) != nil
        if exists && !options.overwrite {
            throw SpecRepoError("\(label) already exists and overwriting has been disabled.")
        }
        let message: String
        if let custom = options.commitMessage, !custom.isEmpty {
            message = custom
        } else if exists {
            message = "[Fix] \(label)"
        } else if try repository.kind(podDirectory) != nil {
            message = "[Update] \(label)"
        } else {
            message = "[Add] \(label)"
        }
        try transaction.createDirectory(versionDirectory)
        let file: String
        let data: Data
        if options.useJSON {
            do {
                data = Data(try podspec.specification.toPrettyJSON().utf8)
            } catch {
                throw SpecRepoError("Could not convert `\(podspec.path)` to JSON: \(error)")
            }
            file = "\(podspec.name).podspec.json"
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: podspec.path))
            } catch {
                throw SpecRepoError("Couldn't find \(podspec.path)")
            }
            file = (podspec.path as NSString).lastPathComponent
        }
        try transaction.write(Array(data), to: versionDirectory + "/" + file)
        try git.index().add(files: [versionDirectory + "/" + file] + (try updateCDNFiles(transaction)))
        guard try !git.status(paths: [versionDirectory]).isEmpty else {
            output(" - [No change] \(label)\n")
            return
        }
        output(" - \(message)\n")
        try git.commit(message: message)
    }

    /// In a spec repo that is also a CDN source (`repo export-cdn --in-place`), brings its CDN files up to
    /// date for the spec just written, in the same commit: the JSON spec, the shard index, `all_pods.txt`.
    /// Returns the files to stage; none in other repos.
    private func updateCDNFiles(_ transaction: PushTransaction) throws -> [String] {
        guard try repository.kind(CDNLayout.allPodsFile) == .file else { return [] }
        let exporter = CDNExporter(inPlace: repository, skipInvalid: true, environment: options.environment)
        let summary: CDNExportSummary
        do {
            summary = try exporter.export()
        } catch let error as CDNExportError {
            throw SpecRepoError("Could not update the CDN files of the `\(repository.name)` repo: \(error)")
        }
        summary.added.forEach(transaction.noteCreated)
        return summary.added + summary.changed
    }

    /// `git push origin HEAD`; when refused because the remote moved on (or is locked by another push),
    /// fetch, re-apply this push's commits on its head and try again, waiting a little longer (with
    /// jitter) each time. Every transport moves the remote branch only from the value this push checked
    /// (receive-pack's old-value check; a compare-and-swap for `file://`), so a push that returns is on
    /// the remote.
    private func pushWithRetries(_ git: Repository) throws {
        var attempt = 1
        while true {
            do {
                try git.push(options: transfer)
                return
            } catch let error as GitError where error.kind == .nonFastForward && attempt < options.maximumPushAttempts {
                // Full jitter: pushers that lost the same round must not all come back together.
                let ceiling = max(0, options.retryDelay * min(20, pow(2, Double(attempt - 1))))
                usleep(useconds_t(Double.random(in: 0...ceiling) * 1_000_000))
                try checkCancelled()
                try update(git)
                attempt += 1
            }
        }
    }

    // MARK: Messages

    /// A step title (pod's `UI.puts "…".yellow`), on a line of its own.
    private func title(_ text: String) {
        output(TerminalColour.yellow.paint(text, enabled: ansi) + "\n")
    }

    /// `path` relative to the working directory, in backticks (`UI.path`).
    func displayPath(_ path: String) -> String {
        "`\(RelativePath.from(workingDirectory, to: path))`"
    }

    static func describe(_ error: Error, repository: SpecRepository) -> Error {
        guard let error = error as? GitError else { return error }
        switch error.kind {
        case .conflict:
            return SpecRepoError(
                "The `\(repository.name)` repo changed on the server in a way that conflicts with this push (\(error.message)). Nothing was pushed; run `podspec repo update \(repository.name)` and push again."
            )
        case .nonFastForward:
            return SpecRepoError(
                "The `\(repository.name)` repo kept changing on the server while pushing (\(error.message)). Nothing was pushed; try again."
            )
        case .authentication:
            return SpecRepoError(
                "Authentication failed for the `\(repository.name)` repo (\(error.message)). Check the credentials (ssh key or agent, ~/.netrc, PODSPEC_GIT_USERNAME/PODSPEC_GIT_PASSWORD, git credential helper)."
            )
        case .cancelled:
            return SpecRepoError(
                "Cancelled while talking to the server of the `\(repository.name)` repo (\(error.message)). Nothing was pushed; the local repo is as it was."
            )
        case .network:
            return SpecRepoError(
                "Could not reach the server of the `\(repository.name)` repo: \(error.message). Nothing was pushed; check the network and the remote URL (PODSPEC_GIT_CONNECT_TIMEOUT and PODSPEC_GIT_STALL_TIMEOUT set the timeouts, in seconds)."
            )
        default:
            return SpecRepoError("Git failed on the `\(repository.name)` repo: \(error.message). Nothing was pushed.")
        }
    }
}

/// A podspec that loaded, with the name and version it goes into the spec repo under.
struct PushedPodspec {
    let path: String
    let specification: Specification
    let name: String
    let version: String
}
