import PodspecModel
import PodspecReader

/// Load → lint → validate: the one way from a podspec file to its ``LintedPodspec``, for `lib lint`,
/// `spec lint`, `repo push`, `repo lint` and the pre-commit hook. Nothing is printed: what the full
/// validation has to tell besides results comes back in the outcome (`notices`, `keptSource`).
public struct LintPipeline: Sendable {
    /// The environment podspecs are read with (`ENV`).
    public var environment: [String: String]

    public init(environment: [String: String] = [:]) {
        self.environment = environment
    }

    /// Reads the podspec at `path` (as given); `sandbox` confines its file reads to that folder instead
    /// of the usual walk up to the project's root.
    public func load(_ path: String, sandbox: String? = nil) -> LoadedPodspec {
        LoadedPodspec(
            file: path,
            result: Result { () throws(PodspecLoadError) in
                try PodspecLoader.load(path: path, environment: environment, sandbox: sandbox.map { Sandbox(root: $0) })
            })
    }

    /// Reads a podspec from bytes already read (`path` names it); `record` notes the files it reads.
    public func load(contents: [UInt8], path: String, record: EvaluationRecord? = nil) -> LoadedPodspec {
        LoadedPodspec(
            file: path,
            result: Result { () throws(PodspecLoadError) in
                try PodspecLoader.load(contents: contents, path: path, environment: environment, record: record)
            })
    }

    /// The linter's results (CocoaPods' L1 for a podspec that did not load).
    public func lint(_ podspec: LoadedPodspec) -> LintedPodspec {
        switch podspec.result {
        case .success(let specification):
            return LintedPodspec(
                file: podspec.file, specification: specification,
                results: Linter(specification, file: podspec.file).lint())
        case .failure(let error):
            let failure = LoadFailure(error)
            return LintedPodspec(loadFailure: failure, results: Linter.lint(loadFailure: failure))
        }
    }

    /// The linter's results, then with `validation` (lint without `--quick`) the full validation's
    /// with the pod's `files`: its results follow the linter's, and its notices and kept source are
    /// the outcome's. A podspec that did not load is not validated.
    public func lint(_ podspec: LoadedPodspec, validation: ValidationOptions?, files: PodFiles) -> LintedPodspec {
        var linted = lint(podspec)
        guard let validation, let specification = podspec.specification else { return linted }
        let outcome = Validator(options: validation).validate(
            specification, file: podspec.file, linterResults: linted.results, files: files)
        linted.results = outcome.results
        linted.notices = outcome.notices
        linted.keptSource = outcome.keptSource
        return linted
    }

    /// Loads and lints the podspec at `path` (no full validation).
    public func lint(_ path: String) -> LintedPodspec {
        lint(load(path))
    }
}
