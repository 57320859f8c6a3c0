import PodspecModel

/// What a check sees while the linter runs: the root spec, the podspec's file, the results
/// gathered so far and, during the per-spec analysis, the current consumer (whose platform is
/// appended to every result added meanwhile, as CocoaPods' `Results#consumer` does).
final class LintContext {
    let root: SpecNode
    /// The path of the podspec as given, when linting a file.
    let file: String?
    var results = LintResults()
    /// The spec/platform being analysed; nil during the root checks.
    var consumer: Consumer?
    /// The identifier of the check running now, recorded on the results it adds.
    var rule: String?

    init(root: SpecNode, file: String?) {
        self.root = root
        self.file = file
    }

    /// The spec the current checks concern: the consumer's, else the root.
    var currentNode: SpecNode { consumer?.node ?? root }

    func error(_ attribute: String, _ message: String, publicOnly: Bool = false, about key: String? = nil) {
        add(.error, attribute, message, publicOnly: publicOnly, about: key ?? attribute)
    }

    func warning(_ attribute: String, _ message: String, publicOnly: Bool = false, about key: String? = nil) {
        add(.warning, attribute, message, publicOnly: publicOnly, about: key ?? attribute)
    }

    /// Adds a result located at `key` (an attribute name) of the current spec.
    func add(
        _ severity: Diagnostic.Severity, _ attribute: String, _ message: String, publicOnly: Bool, about key: String
    ) {
        results.add(
            severity, attribute, message, publicOnly: publicOnly, platform: consumer?.platformName,
            location: location(of: key, in: currentNode), rule: rule,
            subspec: currentNode.isRoot ? nil : currentNode.name)
    }

    /// Runs `body` with `check` recorded as the rule of the results it adds.
    func running(_ check: any LintCheck.Type, _ body: () throws -> Void) rethrows {
        let previous = rule
        rule = check.identifier
        defer { rule = previous }
        try body()
    }

    /// The nearest known location for `key` in `node` (see ``SpecNode/sourceLocation(of:platform:root:)``).
    func location(of key: String, in node: SpecNode) -> SourceLocation? {
        node.sourceLocation(of: key, platform: consumer?.platformName, root: root)
    }
}
