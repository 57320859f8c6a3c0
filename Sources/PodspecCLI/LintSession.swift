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
        throws(LintCommandError)
    {
        self.options = options
        self.environment = environment
        _ = try options.requestedPlatforms()
    }

    var pipeline: LintPipeline { LintPipeline(environment: environment) }

    /// Lints the podspec at `path` (as given). A podspec that does not load gives CocoaPods' L1
    /// result; an unknown `--subspec` is an error, as in CocoaPods.
    func lint(_ path: String) throws(LintCommandError) -> LintedPodspec {
        try lint(path, remote: false)
    }

    /// Without `--quick`, the full validation follows: with the podspec's folder (`lib lint`), or
    /// with the source fetched per `s.source` when `remote` (`spec lint`). `sandbox` confines the
    /// podspec's file reads to that folder (a downloaded podspec's own) instead of the usual walk up.
    func lint(_ path: String, remote: Bool, sandbox: String? = nil) throws(LintCommandError) -> LintedPodspec {
        let loaded = pipeline.load(path, sandbox: sandbox)
        guard let specification = loaded.specification else { return pipeline.lint(loaded) }
        if let subspec = options.subspec { try LintSession.requireSubspec(subspec, in: specification) }
        guard !options.quick else { return pipeline.lint(loaded) }
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

    /// `subspec_by_name`: `--subspec=NAME` names `Root/NAME` (or the full name) of a spec in the tree.
    static func requireSubspec(_ name: String, in specification: Specification) throws(LintCommandError) {
        let root = SpecNode(root: specification)
        let fullName = root.subspecFullName(name)
        guard root.spec(named: fullName) != nil else {
            let described = (try? root.description()) ?? root.name ?? ""
            throw LintCommandError("Unable to find a specification named `\(fullName)` in `\(described)`.")
        }
    }

    /// The renderer of a machine-readable `--format`; nil for CocoaPods' console text, which
    /// ``CocoaPodsStream`` writes as podspecs are linted.
    static func machineRenderer(for options: LintOptions) -> (any LintRenderer)? {
        switch options.format {
        case .cocoapods: nil
        case .json: JSONRenderer(verdict: options.verdict)
        case .sarif: SARIFRenderer(toolVersion: PodspecVersion.current)
        case .github: GitHubRenderer()
        case .compiler: CompilerRenderer()
        }
    }
}
