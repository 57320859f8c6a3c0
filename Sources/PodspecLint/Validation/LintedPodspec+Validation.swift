import PodspecModel

extension LintedPodspec {
    /// The podspec after the full validation (lint without `--quick`): its results become the
    /// linter's followed by the validator's. A podspec that did not load is returned unchanged.
    /// - Parameters:
    ///   - specification: the spec this podspec was linted from.
    ///   - files: `.local(root:)` for `lib lint` (the podspec's folder), `.remote` for `spec lint`.
    public func validated(
        _ specification: Specification, files: PodFiles, options: ValidationOptions
    ) -> (podspec: LintedPodspec, outcome: ValidationOutcome) {
        let outcome = Validator(options: options).validate(
            specification, file: file, linterResults: results, files: files)
        guard loaded else { return (self, outcome) }
        var podspec = self
        podspec.results = outcome.results
        return (podspec, outcome)
    }

    /// The folder `lib lint` validates: the podspec's own.
    public var podFolder: String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return "." }
        let folder = parts.dropLast().joined(separator: "/")
        return folder.isEmpty ? "/" : folder
    }
}
