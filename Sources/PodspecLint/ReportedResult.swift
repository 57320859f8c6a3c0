/// A result as a check reported it for a consumer, before the collector adds the consumer's platform and
/// the location: what replaying it for another consumer of the spec needs (see `LintCollector.replay`).
struct ReportedResult {
    let severity: Diagnostic.Severity
    let attribute: String
    let message: String
    let publicOnly: Bool
    /// The attribute name the result is located at.
    let key: String
    let rule: String
}
