import ArgumentParser
import Foundation
import Git
import PodspecLint
import SpecRepo
import Trust

/// `podspec repo push REPO [NAME.podspec…]`: validates podspecs and adds them to a spec repo, then
/// pushes it, like `pod repo push`; all or nothing, safe against concurrent pushes.
struct RepoPushCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "push", abstract: "Push new specifications to a spec-repo",
        discussion: """
            Validates `NAME.podspec` or all the podspecs in the current folder and adds them to the local clone \
            of the `REPO` spec repo, then pushes it to its remote. A commit per podspec; when the remote moved \
            on meanwhile, the commits are re-applied on its new head and pushed again. On any failure the \
            local repo is left exactly as it was.

            Example: podspec repo push acme-specs MyPod.podspec --allow-warnings
            """)

    @Argument(help: "The name of the spec repo (or the URL of an added one).") var repo: String?
    @Argument(
        help:
            "The podspecs to push, or folders holding them (default: *.podspec, then *.podspec.json, in the current folder). Several are pushed in dependency order, all or none."
    )
    var podspecs: [String] = []

    @Flag(help: "Allows pushing even if there are warnings.") var allowWarnings = false
    @Flag(help: "Accepted for compatibility with pod (no effect: nothing is built).") var useLibraries = false
    @Flag(help: "Accepted for compatibility with pod (no effect: nothing is built).") var useModularHeaders = false
    @Option(
        help:
            "The sources from which to pull dependent pods, comma-delimited names or URLs (default: every added spec repo, then trunk)."
    )
    var sources: String?
    @Flag(help: "Does not perform the step of pushing REPO to its remote.") var localOnly = false
    @Flag(inversion: .prefixedNo, help: "Lint the podspecs before pushing (--no-lint skips it).") var lint = true
    @Flag(inversion: .prefixedNo, help: "Lint as a private pod (--no-private counts public-only results).")
    var `private` = true
    @Flag(help: "Lint skips validating that the pod can be imported.") var skipImportValidation = false
    @Flag(help: "Accepted for compatibility with pod (no effect: nothing is built).") var skipTests = false
    @Option(help: "Add custom commit message.") var commitMessage: String?
    @Flag(help: "Push JSON spec to repo.") var useJSON = false
    @Option(help: "The SWIFT_VERSION that should be used when validating the spec.") var swiftVersion: String?
    @Flag(name: .customLong("skip-urls"), help: "Does not check the homepage and other URLs (no network).")
    var skipURLs = false
    @Flag(inversion: .prefixedNo, help: "Allow pushing a version that already exists (--no-overwrite refuses it).")
    var overwrite = true
    @Flag(help: "Make sure sources are up-to-date before a push.") var updateSources = false
    @Option(
        help: "The directory to use for validation. If none is specified a temporary directory will be used.")
    var validationDir: String?
    @OptionGroup var global: GlobalOptions

    func run() throws {
        guard let repo else { throw RepoCommandSupport.helpError("A spec-repo name or url is required.", Self.self) }
        try RepoCommandSupport.informative(colours: global.colours) {
            let directory = RepoCommandSupport.reposDirectory
            let repository: SpecRepository
            switch directory.addedSource(repo, environment: RepoCommandSupport.environment) {
            case .cdn?: throw SpecRepoError.cdnReadOnly
            case .repository(let added)?: repository = added
            case nil:
                guard let cloned = try addRepository(directory) else { throw SpecRepoError.repoNotFoundForPush(repo) }
                repository = cloned
            }
            let files = try podspecFiles()
            var options = PushOptions()
            options.allowWarnings = allowWarnings
            options.useJSON = useJSON
            options.localOnly = localOnly
            options.lint = lint
            options.isPrivate = `private`
            options.overwrite = overwrite
            options.commitMessage = commitMessage
            options.environment = RepoCommandSupport.environment
            options.fullValidation = lint ? try validationOptions() : nil
            RepoPushInterruption.install()
            options.isCancelled = { RepoPushInterruption.isInterrupted }
            if let timeout = RepoCommandSupport.environment["PODSPEC_LOCK_TIMEOUT"].flatMap(TimeInterval.init) {
                options.lockTimeout = timeout
            }
            if updateSources {
                for source in directory.repositories() where source.isUpdateable {
                    Console.output("Updating a source at \(source.specsDirectory) for \(source.name)\n")
                    try source.update()
                }
            }
            let bar = RepoCommandSupport.progressBar("Pushing")
            defer { bar.finish() }
            var transfer = RepoCommandSupport.transfer(bar, remote: repository.url)
            transfer.isCancelled = options.isCancelled
            var pusher = SpecPusher(
                repository: repository, options: options, transfer: transfer,
                output: { Console.output($0) })
            pusher.showsProgress = Console.isTerminal
            pusher.ansi = global.colours
            pusher.notice = { Console.failure($0) }
            try pusher.push(files)
        }
    }

    /// The full validation `pod repo push` runs (`Validator.new(podspec, source_urls)`): the source
    /// fetched (into `--validation-dir` when given), `--swift-version`, dependencies in `--sources`,
    /// the imports check unless `--skip-import-validation`; nothing is built, so `--skip-tests` and the
    /// build options change nothing.
    private func validationOptions() throws -> ValidationOptions {
        var validation = ValidationOptions()
        validation.swiftVersion = swiftVersion
        validation.checkURLs = !skipURLs
        validation.environment = RepoCommandSupport.environment
        validation.credentialScopes = RepoCommandSupport.specRepoScopes
        validation.checkImports = !skipImportValidation
        do {
            validation.validationDirectory = try validationDir.map(ValidationDirectory.prepare)
            validation.versionSource = try LintOptions.dependencySources(
                sources, forPush: true, environment: RepoCommandSupport.environment)
        } catch {
            throw SpecRepoError(error.message)
        }
        return validation
    }

    /// Like pod, a URL not yet added is cloned into the repos folder under a name derived from it.
    private func addRepository(_ directory: ReposDirectory) throws -> SpecRepository? {
        guard let repo, repo.contains("://") || (repo.contains("@") && repo.contains(":")) else { return nil }
        let name = RepoNaming.name(for: repo, in: directory)
        Console.output("Cloning spec repo `\(name)` from `\(redacted(repo))`\n")
        let bar = RepoCommandSupport.progressBar("Cloning")
        defer { bar.finish() }
        do {
            return try directory.add(
                name: name, url: repo, branch: nil, transfer: RepoCommandSupport.transfer(bar, remote: repo))
        } catch {
            throw SpecRepoError(
                "Unable to add a source with url `\(redacted(repo))` named `\(name)`.\nYou can try adding it manually in "
                    + "`\(directory.path)` or via `podspec repo add`.")
        }
    }

    /// The podspecs given (each must exist; a folder gives the podspecs in it), else those of the
    /// current folder.
    private func podspecFiles() throws -> [String] {
        guard !podspecs.isEmpty else {
            let found = PodspecFiles.inFolder(".", order: .rubyFirst)
            guard !found.isEmpty else { throw SpecRepoError("Couldn't find any podspec files in current directory") }
            return found
        }
        return try podspecs.flatMap { file -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: WorkingDirectory.absolute(file), isDirectory: &isDirectory)
            else {
                throw SpecRepoError("Couldn't find \(file)")
            }
            guard isDirectory.boolValue else { return [file] }
            let found = PodspecFiles.inFolder(file, order: .rubyFirst)
            guard !found.isEmpty else { throw SpecRepoError("Couldn't find any podspec files in \(file)") }
            return found
        }
    }
}
