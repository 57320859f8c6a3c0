/// The result list of CocoaPods' `Validator` (`add_result`, P:validator.rb): it starts with the
/// linter's results; a new result merges into any earlier one with the same type, message and
/// public-only flag (the attribute is not compared — CocoaPods' own quirk), then gets the current
/// consumer's platform (kept from the last platform loop, even while a later spec's URLs are
/// checked, as in CocoaPods) and the current subspec's name (once).
final class ValidationRecorder {
    private(set) var diagnostics: [Diagnostic]
    /// `consumer.platform_name`, nil until the first platform loop.
    var platform: String?
    /// `subspec_name`: set while a subspec (or `--subspec`) is analysed.
    var subspecName: String?

    init(linterResults: LintResults) {
        diagnostics = linterResults.diagnostics
    }

    /// Adds an error of `rule`, naming the rule's attribute unless `attribute` is given.
    func error(_ rule: ValidationRule, _ message: String, attribute: String? = nil, publicOnly: Bool = false) {
        add(.error, rule, message, attribute: attribute, publicOnly: publicOnly)
    }

    func warning(_ rule: ValidationRule, _ message: String, attribute: String? = nil, publicOnly: Bool = false) {
        add(.warning, rule, message, attribute: attribute, publicOnly: publicOnly)
    }

    func note(_ rule: ValidationRule, _ message: String, attribute: String? = nil, publicOnly: Bool = false) {
        add(.note, rule, message, attribute: attribute, publicOnly: publicOnly)
    }

    func add(
        _ severity: Diagnostic.Severity, _ rule: ValidationRule, _ message: String, attribute: String? = nil,
        publicOnly: Bool = false
    ) {
        let index: Int
        if let found = diagnostics.firstIndex(where: {
            $0.severity == severity && $0.message == message && $0.publicOnly == publicOnly
        }) {
            index = found
        } else {
            diagnostics.append(
                Diagnostic(
                    severity, attribute: attribute ?? rule.attributes[0], message: message, publicOnly: publicOnly,
                    rule: rule.rawValue))
            index = diagnostics.count - 1
        }
        if let platform { diagnostics[index].platforms.append(platform) }
        if let subspecName, !diagnostics[index].subspecs.contains(subspecName) {
            diagnostics[index].subspecs.append(subspecName)
        }
    }

    /// Whether the results so far pass (`validated?`), for `--fail-fast`.
    func passes(_ verdict: LintVerdict) -> Bool {
        verdict.passed(LintResults(diagnostics))
    }
}
