import Foundation
import PodspecLint
import PodspecModel
import Trust

/// `lib lint` and `spec lint`'s options applied to the ``LintPipeline``: the full validation's options
/// per podspec, `--subspec`, and the validation's notices shown on standard error.
struct LintSession {
    let options: LintOptions
    let environment: [String: String]

    init(options: LintOptions, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(CommandFailure)
    {
        self.options = options
        self.environment = environment
        _ = try options.requestedPlatforms()
    }

    var pipeline: LintPipeline { LintPipeline(environment: environment) }

    /// Lints the podspec at `path` (as given). A podspec that does not load gives CocoaPods' L1
    /// result; an unknown `--subspec` is an error, as in CocoaPods.
    func lint(_ path: String) throws(CommandFailure) -> LintedPodspec {
        try lint(path, remote: false)
    }

    /// Without `--quick`, the full validation follows: with the podspec's folder (`lib lint`), or
    /// with the source fetched per `s.source` when `remote` (`spec lint`). `sandbox` confines the
    /// podspec's file reads to that folder (a downloaded podspec's own) instead of the usual walk up.
    func lint(_ path: String, remote: Bool, sandbox: String? = nil) throws(CommandFailure) -> LintedPodspec {
        let loaded = pipeline.load(path, sandbox: sandbox)
        try LintSession.requireSubspec(options.subspec, in: loaded)
        guard !options.quick, let specification = loaded.specification else { return pipeline.lint(loaded) }
        var validation = try options.validationOptions(environment: environment)
        if let local = try options.fetching.localPodspecs(
            podspec: path, podName: specification.baseName, over: validation.versionSource, environment: environment)
        {
            validation.versionSource = local
        }
        let linted = pipeline.lint(
            loaded, validation: validation, files: remote ? .remote : .local(root: loaded.podFolder))
        for notice in linted.notices { Console.failure(notice) }
        if let kept = linted.keptSource {
            Console.error(PrintableText.escaped("podspec: the source of \(path) is kept at \(kept)"))
        }
        return linted
    }

    /// The podspecs at `paths` (`sandboxes` as for `lint(_:remote:sandbox:)`), each linted when its
    /// thunk is called, in order, so a command stopping at a failure lints no further. With `--quick`
    /// (no full validation: nothing fetched, no notices) all are linted at once on all cores first
    /// (`PODSPEC_THREADS` caps the threads); the results are the same, in the same order.
    func lintInOrder(_ paths: [String], remote: Bool = false, sandboxes: [String?]? = nil)
        -> [() throws -> LintedPodspec]
    {
        let jobs = Array(zip(paths, sandboxes ?? paths.map { _ in nil }))
        guard options.quick, jobs.count > 1 else {
            return jobs.map { path, sandbox in { try lint(path, remote: remote, sandbox: sandbox) } }
        }
        let (pipeline, subspec) = (pipeline, options.subspec)
        let results = Parallel.map(jobs, threads: Parallel.threads(environment)) { path, sandbox in
            Result { () throws(CommandFailure) in
                let loaded = pipeline.load(path, sandbox: sandbox)
                try LintSession.requireSubspec(subspec, in: loaded)
                return pipeline.lint(loaded)
            }
        }
        return results.map { result in { try result.get() } }
    }

    /// `subspec_by_name`: `--subspec=NAME` names `Root/NAME` (or the full name) of a spec in the tree
    /// of a podspec that loaded.
    static func requireSubspec(_ name: String?, in podspec: LoadedPodspec) throws(CommandFailure) {
        guard let name, let specification = podspec.specification else { return }
        let root = SpecNode(root: specification)
        let fullName = root.subspecFullName(name)
        guard root.spec(named: fullName) != nil else {
            let described = (try? root.description()) ?? root.name ?? ""
            throw CommandFailure("Unable to find a specification named `\(fullName)` in `\(described)`.")
        }
    }

    /// The renderer of a machine-readable `--format`; nil for CocoaPods' console text, which
    /// ``CocoaPodsStream`` writes as podspecs are linted.
    static func machineRenderer(
        for options: LintOptions, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (any LintRenderer)? {
        switch options.format {
        case .cocoapods: nil
        case .json: JSONRenderer(verdict: options.verdict, threads: Parallel.threads(environment))
        case .sarif: SARIFRenderer(toolVersion: PodspecVersion.current)
        case .github: GitHubRenderer()
        case .compiler: CompilerRenderer()
        }
    }
}
