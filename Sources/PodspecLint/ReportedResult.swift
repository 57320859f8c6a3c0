/// A result as a check reports it (`LintContext.error`/`warning`), before the collector adds the spec, the
/// consumer's platform and the location: kept as it is, it is what replaying it for another consumer of the
/// spec needs (see `LintCollector.replay`).
struct ReportedResult {
    let severity: Diagnostic.Severity
    let attribute: String
    let message: String
    let publicOnly: Bool
    /// The attribute name the result is located at.
    let key: String
    let rule: String
}
