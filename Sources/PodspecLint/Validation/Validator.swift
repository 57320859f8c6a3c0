import Foundation
import Git
import PodspecModel
import Trust

/// The full validation `pod lib lint` / `pod spec lint` run without `--quick`
/// (`Validator#perform_extensive_analysis`, P:validator.rb), minus the compiler: for the root and
/// then each library subspec, the URLs (V3–V6), then per platform the file patterns (V15–V25),
/// Swift checks (V7–V10), vendored dynamic binaries (V11), and — ours, in place of the build —
/// dependency resolution and quoted imports (with the public headers of dependency pods). A failure that CocoaPods would raise (e.g. a source
/// that can't be downloaded) ends the spec's analysis with V2.
///
/// `prepare_command` is never run; when a podspec has one, a NOTE says so (ours).
public struct Validator: Sendable {
    public let options: ValidationOptions

    public init(options: ValidationOptions = ValidationOptions()) {
        self.options = options
    }

    /// The message of the NOTE given when a podspec has a `prepare_command` (ours).
    public static let prepareCommandNote =
        "The `prepare_command` is not run by podspec: files it would create or change are not checked."

    /// Validates `specification`, read from `file` and already linted (`linterResults`), with the
    /// pod's files from `files`; the linter's full-validation-only checks (ours) run first.
    public func validate(
        _ specification: Specification, file: String, linterResults: LintResults, files: PodFiles
    ) -> ValidationOutcome {
        var linted = linterResults
        for diagnostic in Linter(specification, file: file).lint(LintCheckRegistry.fullValidation) {
            linted.append(diagnostic)
        }
        let recorder = ValidationRecorder(linterResults: linted)
        let root = SpecNode(root: specification)
        var run = ValidationRun(validator: self, root: root, file: file, recorder: recorder)
        run.urlResponses = options.checkURLs ? prefetchURLs(root) : [:]
        var keptSource: String?
        var fetched: String?
        switch files {
        case .local(let folder):
            run.podRoot = .success(Validator.realPath(folder))
            run.shownFolder = folder
        case .remote:
            run.podRoot = Result {
                let folder = try sourceFolder(name: root.name ?? "Pod")
                fetched = folder
                return try fetchSource(root, into: folder)
            }
            run.isDownloaded = true
        }
        if let name = options.subspec {
            let fullName = root.subspecFullName(name)
            if let node = root.spec(named: fullName) {
                recorder.subspecName = fullName
                run.analyzeOnly(node)
            }
        } else {
            run.analyze(root)
        }
        run.dependencyHeaders.removeFetchedSources()
        if let fetched {
            if options.keepSource || options.validationDirectory != nil {
                keptSource = fetched
            } else {
                try? FileManager.default.removeItem(atPath: fetched)
            }
        }
        var results = LintResults(recorder.diagnostics)
        results.abortMessage = linterResults.abortMessage
        return ValidationOutcome(
            results: results, notices: run.notices, keptSource: keptSource)
    }

    /// Fetches the root's `source` into `folder` and returns the pod's root inside it.
    func fetchSource(_ root: SpecNode, into folder: String) throws -> String {
        guard case .hash(let source) = try RootAccessors.read("source", of: root) else {
            throw ValidationFailure("The spec has no source to download.")
        }
        let credentials = CredentialProvider(environment: options.environment, scopes: options.credentialScopes)
        if let git = source[.symbol("git")]?.stringValue {
            try GitSourceFetcher(
                url: git, tag: source[.symbol("tag")]?.rubyToS, branch: source[.symbol("branch")]?.rubyToS,
                commit: source[.symbol("commit")]?.rubyToS, options: TransferOptions(credentials: credentials)
            ).fetch(into: folder)
            return Validator.realPath(folder)
        }
        if let http = source[.symbol("http")]?.stringValue {
            return try HTTPSourceFetcher(
                url: http, type: source[.symbol("type")]?.rubyToS, flatten: source[.symbol("flatten")],
                timeout: max(options.requestTimeout, 60), sha256: source[.symbol("sha256")]?.rubyToS,
                sha1: source[.symbol("sha1")]?.rubyToS
            ).fetch(into: folder)
        }
        let kind = source.keys.first?.rubyToS ?? "unknown"
        throw ValidationFailure("podspec cannot download `:\(kind)` sources; only `:git` and `:http` are supported.")
    }

    /// Every URL the analysis will check, fetched concurrently once.
    func prefetchURLs(_ root: SpecNode) -> [URLChecker.Request: URLChecker.Response?] {
        var requests: [URLChecker.Request] = []
        for node in root.selfAndDescendants where node.kind == .library {
            requests += Validator.urlRequests(node)
        }
        return URLChecker(timeout: options.requestTimeout).check(requests)
    }

    /// The URL checks of a spec, in CocoaPods' order, with the attribute they belong to.
    static func urlRequests(_ node: SpecNode) -> [URLChecker.Request] {
        urlChecks(node).map(\.request)
    }

    /// The URL checks of a spec, in CocoaPods' order, each with the attribute whose line it points at.
    static func urlChecks(_ node: SpecNode) -> [(request: URLChecker.Request, isScreenshot: Bool, attribute: String)] {
        var checks: [(URLChecker.Request, Bool, String)] = []
        let read = { (name: String) in (try? RootAccessors.read(name, of: node)) ?? .null }
        if case .string(let homepage) = read("homepage") { checks.append((.init(url: homepage), false, "homepage")) }
        if case .array(let screenshots) = read("screenshots") {
            for case .string(let shot) in screenshots { checks.append((.init(url: shot), true, "screenshots")) }
        }
        if case .string(let social) = read("social_media_url") {
            checks.append((.init(url: social, userAgent: "CocoaPods"), false, "social_media_url"))
        }
        if case .string(let docs) = read("documentation_url") {
            checks.append((.init(url: docs), false, "documentation_url"))
        }
        return checks
    }

    /// Where the source of pod `name` is fetched: a new `--validation-dir` subfolder named after the
    /// pod (made through the folder's `ContainedRoot`; one that exists already is refused rather than
    /// mixed with), else a new temporary folder.
    func sourceFolder(name: String) throws -> String {
        guard let directory = options.validationDirectory else { return Validator.temporaryFolder(name: name) }
        let folderName = Validator.folderName(name)
        do {
            let root = try ContainedRoot(directory)
            guard try root.kind(of: folderName) == nil else {
                throw ValidationFailure(
                    "`\(root.path)/\(folderName)` already exists: remove it or give another --validation-dir.")
            }
            _ = try root.createDirectory(folderName)
            return root.path + "/" + folderName
        } catch let error as ContainmentError {
            throw ValidationFailure("Cannot use the validation directory `\(directory)`: \(error.message)")
        }
    }

    /// A pod name as a folder name: letters, digits and `-` only (never empty).
    static func folderName(_ name: String) -> String {
        let kept = name.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return kept.isEmpty ? "Pod" : kept
    }

    /// A new folder for a fetched source, under the system's temporary folder.
    static func temporaryFolder(name: String) -> String {
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "podspec-lint-\(folderName(name))-\(UUID().uuidString.prefix(8))")
        return base
    }

    /// The canonical absolute path of a folder (CocoaPods uses `podspec.realpath`'s folder).
    static func realPath(_ path: String) -> String {
        (WorkingDirectory.absolute(path) as NSString).resolvingSymlinksInPath
    }
}
