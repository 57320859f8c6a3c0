import PodspecModel

/// What a check sees while it runs: the root spec, the podspec's file and, during the per-spec
/// analysis, the current consumer. It is the only way a check reports, and it is bound to the
/// check's rule, so every result names the check that produced it.
struct LintContext {
    /// The check this context reports for (its type, not its identifier: a context is copied for every
    /// check of every attribute of every consumer, and a String copied a reference where the type copies none).
    private let check: any LintCheck.Type
    private let collector: LintCollector

    /// A context for `check`; only the linter has a collector to make one from.
    init(_ check: any LintCheck.Type, _ collector: LintCollector) {
        self.check = check
        self.collector = collector
    }

    /// The identifier of the check this context reports for.
    var rule: String { check.identifier }

    var root: SpecNode { collector.root }
    /// The values the root spec writes, by attribute.
    var rootDeclared: DeclaredValues { collector.rootDeclared }
    /// The path of the podspec as given, when linting a file.
    var file: String? { collector.file }
    /// The spec/platform being analysed; nil during the root checks.
    var consumer: Consumer? { collector.consumer }
    /// The spec the current checks concern: the consumer's, else the root.
    var currentNode: SpecNode { collector.currentNode }

    /// `RootAccessors.read` for the spec `reads` reads (the root by default), each read made once per spec.
    func rootRead(_ attribute: Attribute, of reads: SpecReads? = nil) throws -> PodValue {
        try collector.rootRead(attribute, of: reads)
    }

    /// Whether `rootRead(attribute, of: reads)` was made already and gave a value, which it keeps (read again, it
    /// gives that value without reading).
    func rootReadKeptValue(_ attribute: Attribute, of reads: SpecReads? = nil) -> Bool {
        collector.rootReadKeptValue(attribute, of: reads)
    }

    func error(_ attribute: String, _ message: String, publicOnly: Bool = false, about key: String? = nil) {
        collector.add(
            ReportedResult(
                severity: .error, attribute: attribute, message: message, publicOnly: publicOnly,
                key: key ?? attribute, rule: rule))
    }

    func warning(_ attribute: String, _ message: String, publicOnly: Bool = false, about key: String? = nil) {
        collector.add(
            ReportedResult(
                severity: .warning, attribute: attribute, message: message, publicOnly: publicOnly,
                key: key ?? attribute, rule: rule))
    }

    /// The context for `check`, which this check runs as part of itself (the source hook runs the
    /// GitHub checks): their results name `check`.
    func reporting(as check: any LintCheck.Type) -> LintContext {
        LintContext(check, collector)
    }
}
