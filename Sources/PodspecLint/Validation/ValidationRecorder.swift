import PodspecModel

/// The result list of CocoaPods' `Validator` (`add_result`, P:validator.rb): it starts with the
/// linter's results; a new result merges into any earlier one with the same type, message and
/// public-only flag (the attribute is not compared — CocoaPods' own quirk), then gets the current
/// consumer's platform (kept from the last platform loop, even while a later spec's URLs are
/// checked, as in CocoaPods) and the current subspec's name (once). This is not `LintResults`'
/// merge (the linter's `Results#add_result` compares the attribute and has no subspecs), so the
/// validator keeps its own, as CocoaPods does.
final class ValidationRecorder {
    private(set) var diagnostics: [Diagnostic]
    /// `consumer.platform_name`, nil until the first platform loop.
    var platform: String?
    /// `subspec_name`: set while a subspec (or `--subspec`) is analysed.
    var subspecName: String?
    /// The spec being analysed (ours): where its results were written, and which subspec they concern.
    var node: SpecNode?

    init(linterResults: LintResults) {
        diagnostics = linterResults.diagnostics
    }

    /// Adds an error of `rule`, naming the rule's attribute unless `attribute` is given.
    func error(
        _ rule: ValidationRule, _ message: String, attribute: String? = nil, publicOnly: Bool = false,
        about key: String? = nil
    ) {
        add(.error, rule, message, attribute: attribute, publicOnly: publicOnly, about: key)
    }

    func warning(
        _ rule: ValidationRule, _ message: String, attribute: String? = nil, publicOnly: Bool = false,
        about key: String? = nil
    ) {
        add(.warning, rule, message, attribute: attribute, publicOnly: publicOnly, about: key)
    }

    func note(
        _ rule: ValidationRule, _ message: String, attribute: String? = nil, publicOnly: Bool = false,
        about key: String? = nil
    ) {
        add(.note, rule, message, attribute: attribute, publicOnly: publicOnly, about: key)
    }

    /// Adds a result (see the type's merge rule). Ours: a new result is located at `about` (an attribute
    /// name; the result's attribute by default) in the spec being analysed, unless `location` (in
    /// `file`, when not the podspec) says where it comes from; the first subspec reporting it is kept.
    func add(
        _ severity: Diagnostic.Severity, _ rule: ValidationRule, _ message: String, attribute: String? = nil,
        publicOnly: Bool = false, about key: String? = nil, location: SourceLocation? = nil, file: String? = nil
    ) {
        let index: Int
        if let found = diagnostics.firstIndex(where: {
            $0.severity == severity && $0.message == message && $0.publicOnly == publicOnly
        }) {
            index = found
        } else {
            let attribute = attribute ?? rule.attributes[0]
            var diagnostic = Diagnostic(
                severity, attribute: attribute, message: message, publicOnly: publicOnly, rule: rule.identifier)
            diagnostic.location =
                location
                ?? node.flatMap { $0.sourceLocation(of: key ?? attribute, platform: platform, root: $0.root) }
            diagnostic.file = location == nil ? nil : file
            diagnostics.append(diagnostic)
            index = diagnostics.count - 1
        }
        if let platform { diagnostics[index].platforms.append(platform) }
        if let node, !node.isRoot, diagnostics[index].subspec == nil { diagnostics[index].subspec = node.name }
        if let subspecName, !diagnostics[index].subspecs.contains(subspecName) {
            diagnostics[index].subspecs.append(subspecName)
        }
    }

    /// Whether the results so far pass (`validated?`), for `--fail-fast`.
    func passes(_ verdict: LintVerdict) -> Bool {
        verdict.passed(LintResults(diagnostics))
    }
}
