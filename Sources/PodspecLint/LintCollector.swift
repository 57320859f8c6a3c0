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

    /// The spec whose root accessor reads `rootReads` keeps: a spec's are read again for each of its platforms.
    private var rootReadsNode: SpecNode?
    /// The reads of `rootReadsNode` so far (failures too), by attribute index.
    private var rootReads: [Result<PodValue, any Error>?] = []

    init(root: SpecNode, file: String?) {
        self.root = root
        rootDeclared = DeclaredValues(root.spec)
        self.file = file
    }

    /// The spec the current checks concern: the consumer's, else the root.
    var currentNode: SpecNode { consumer?.node ?? root }

    /// `RootAccessors.read(attribute, of: node, own: own)`, kept while `node` is the spec read (a read
    /// depends on nothing else: `own` is what `node`'s spec writes).
    func rootRead(_ attribute: Attribute, of node: SpecNode, own: DeclaredValues) throws -> PodValue {
        guard attribute.index >= 0 else { return try RootAccessors.read(attribute, of: node, own: own) }
        if rootReadsNode !== node {
            rootReadsNode = node
            rootReads = Array(repeating: nil, count: AttributeTable.all.count)
        }
        if let kept = rootReads[attribute.index] { return try kept.get() }
        let result = Result { try RootAccessors.read(attribute, of: node, own: own) }
        rootReads[attribute.index] = result
        return try result.get()
    }

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
