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

    func error(_ attribute: String, _ message: String, publicOnly: Bool = false) {
        add(.error, attribute, message, publicOnly: publicOnly)
    }

    func warning(_ attribute: String, _ message: String, publicOnly: Bool = false) {
        add(.warning, attribute, message, publicOnly: publicOnly)
    }

    func note(_ attribute: String, _ message: String, publicOnly: Bool = false) {
        add(.note, attribute, message, publicOnly: publicOnly)
    }

    func add(_ severity: Diagnostic.Severity, _ attribute: String, _ message: String, publicOnly: Bool) {
        let index: Int
        if let found = diagnostics.firstIndex(where: {
            $0.severity == severity && $0.message == message && $0.publicOnly == publicOnly
        }) {
            index = found
        } else {
            diagnostics.append(
                Diagnostic(
                    severity, attribute: attribute, message: message, publicOnly: publicOnly,
                    rule: ValidationRecorder.rule(for: attribute)))
            index = diagnostics.count - 1
        }
        if let platform { diagnostics[index].platforms.append(platform) }
        if let subspecName, !diagnostics[index].subspecs.contains(subspecName) {
            diagnostics[index].subspecs.append(subspecName)
        }
    }

    /// The rule identifier of a validator result, from its attribute (`file patterns` → `file_patterns`,
    /// `url`/`screenshot` → `urls`, `unknown` → `validation`, else the attribute).
    static func rule(for attribute: String) -> String {
        switch attribute {
        case "url", "screenshot": "urls"
        case "unknown": "validation"
        case "http": "http_source"
        default: attribute.replacingOccurrences(of: " ", with: "_")
        }
    }

    /// Whether the results so far pass (`validated?`), for `--fail-fast`.
    func passes(_ verdict: LintVerdict) -> Bool {
        verdict.passed(LintResults(diagnostics))
    }
}
