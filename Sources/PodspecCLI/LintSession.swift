import Foundation
import PodspecLint
import PodspecModel
import PodspecReader
import Trust

/// Loads and lints podspecs for `lib lint` and `spec lint`, applying the shared options.
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

    /// Lints the podspec at `path` (as given). A podspec that does not load gives CocoaPods' L1
    /// result; an unknown `--subspec` is an error, as in CocoaPods.
    func lint(_ path: String) throws(LintCommandError) -> LintedPodspec {
        try lint(path, remote: false)
    }

    /// Without `--quick`, the full validation follows: with the podspec's folder (`lib lint`), or
    /// with the source fetched per `s.source` when `remote` (`spec lint`). `sandbox` confines the
    /// podspec's file reads to that folder (a downloaded podspec's own) instead of the usual walk up.
    func lint(_ path: String, remote: Bool, sandbox: String? = nil) throws(LintCommandError) -> LintedPodspec {
        let specification: Specification
        do {
            specification = try PodspecLoader.load(
                path: path, environment: environment, sandbox: sandbox.map { Sandbox(root: $0) })
        } catch {
            return LintedPodspec(loadFailure: LoadFailure(error))
        }
        let linted = LintedPodspec(file: path, specification: specification)
        if let subspec = options.subspec { try LintSession.requireSubspec(subspec, in: specification) }
        guard !options.quick else { return linted }
        var validation = try options.validationOptions(environment: environment)
        if let local = try options.fetching.localPodspecs(
            podspec: path, podName: specification.baseName, over: validation.versionSource, environment: environment)
        {
            validation.versionSource = local
        }
        let (validated, outcome) = linted.validated(
            specification, files: remote ? .remote : .local(root: linted.podFolder), options: validation)
        for notice in outcome.notices { Console.failure(notice) }
        if let kept = outcome.keptSource {
            Console.error(PrintableText.escaped("podspec: the source of \(path) is kept at \(kept)"))
        }
        return validated
    }

    /// `subspec_by_name`: `--subspec=NAME` names `Root/NAME` (or the full name) of a spec in the tree.
    static func requireSubspec(_ name: String, in specification: Specification) throws(LintCommandError) {
        let root = SpecNode(root: specification)
        let rootName = root.name ?? ""
        let fullName = name.hasPrefix("\(rootName)/") ? name : "\(rootName)/\(name)"
        guard root.recursiveDescendants.contains(where: { $0.name == fullName }) else {
            let described = (try? root.description()) ?? rootName
            throw LintCommandError("Unable to find a specification named `\(fullName)` in `\(described)`.")
        }
    }

    /// The renderer for a machine-readable format (nil for `cocoapods`, which the commands print
    /// step by step).
    func machineRenderer() -> (any LintRenderer)? {
        Self.machineRenderer(for: options)
    }

    /// The renderer of a machine-readable `--format`; nil for CocoaPods' console text.
    static func machineRenderer(for options: LintOptions) -> (any LintRenderer)? {
        switch options.format {
        case .cocoapods: nil
        case .json: JSONRenderer(verdict: options.verdict)
        case .sarif: SARIFRenderer(toolVersion: PodspecVersion.current)
        case .github: GitHubRenderer()
        case .compiler: CompilerRenderer()
        }
    }

    /// The console renderer for the `cocoapods` format.
    var consoleRenderer: CocoaPodsRenderer { CocoaPodsRenderer(verdict: options.verdict, ansi: options.colours) }
}
