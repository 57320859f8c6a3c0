import PodspecModel

/// Whether a podspec passes and why not, as CocoaPods' `Validator#validated?` and
/// `failure_reason` decide it.
public struct LintVerdict: Sendable, Hashable {
    /// `--allow-warnings`
    public var allowWarnings: Bool
    /// `--private`: public-only results do not count.
    public var isPrivate: Bool

    public init(allowWarnings: Bool = false, isPrivate: Bool = false) {
        self.allowWarnings = allowWarnings
        self.isPrivate = isPrivate
    }

    /// `result_type`: the most severe type among the counted results (nil when none).
    public func resultType(_ results: LintResults) -> Diagnostic.Severity? {
        let counted = results.diagnostics.filter { !(isPrivate && $0.publicOnly) }
        if counted.contains(where: { $0.severity == .error }) { return .error }
        if counted.contains(where: { $0.severity == .warning }) { return .warning }
        if counted.contains(where: { $0.severity == .note }) { return .note }
        return nil
    }

    /// `validated?`
    public func passed(_ results: LintResults) -> Bool {
        let type = resultType(results)
        return type != .error && (type != .warning || allowWarnings)
    }

    /// `failure_reason`, e.g. `3 errors and 2 warnings`; nil when the podspec passed.
    public func failureReason(_ results: LintResults) -> String? {
        guard !passed(results) else { return nil }
        var reasons: [String] = []
        let errors = results.errors.count
        let warnings = results.warnings.count
        if errors > 0 { reasons.append("\(errors) \(errors == 1 ? "error" : "errors")") }
        if !allowWarnings && warnings > 0 {
            var reason = "\(warnings) \(warnings == 1 ? "warning" : "warnings")"
            if errors == 0 {
                reason += " (but you can use `--allow-warnings` to ignore \(warnings == 1 ? "it" : "them"))"
            }
            reasons.append(reason)
        }
        if !results.isEmpty && results.diagnostics.allSatisfy(\.publicOnly) {
            reasons.append(
                "all results apply only to public specs, but you can use `--private` to ignore them if linting the "
                    + "specification for a private pod")
        }
        return RubyText.toSentence(reasons)
    }
}
