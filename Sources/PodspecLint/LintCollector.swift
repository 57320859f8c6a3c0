import PodspecModel

/// The results of one lint as they are gathered, with the current consumer (whose platform is
/// appended to every result added meanwhile, as CocoaPods' `Results#consumer` does). Checks never
/// see it: they report through a ``LintContext`` bound to their rule.
final class LintCollector {
    let root: SpecNode
    /// The values the root spec writes, by attribute.
    let rootDeclared: DeclaredValues
    /// The path of the podspec as given, when linting a file.
    let file: String?
    var results = LintResults()
    /// The spec/platform being analysed; nil during the root checks.
    var consumer: Consumer?

    init(root: SpecNode, file: String?) {
        self.root = root
        rootDeclared = DeclaredValues(root.spec)
        self.file = file
    }

    /// The spec the current checks concern: the consumer's, else the root.
    var currentNode: SpecNode { consumer?.node ?? root }

    /// Adds a result of `rule`, located at `key` (an attribute name) of the current spec.
    func add(
        _ severity: Diagnostic.Severity, _ attribute: String, _ message: String, publicOnly: Bool, about key: String,
        rule: String
    ) {
        let node = currentNode
        results.add(
            severity, attribute, message, publicOnly: publicOnly, platform: consumer?.platformName,
            location: node.sourceLocation(of: key, platform: consumer?.platformName, root: root), rule: rule,
            subspec: node.isRoot ? nil : node.name)
    }
}
