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
    /// For each attribute index, 0 when `rootReadsNode`'s attribute is not read yet, else 1 + the
    /// offset of its read (failures too) in `rootReads` (numbers: an array of them is made cheaply).
    private var rootReadSlots: [Int] = []
    private var rootReads: [Result<PodValue, any Error>] = []

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
            rootReadSlots = Array(repeating: 0, count: AttributeTable.all.count)
            rootReads.removeAll(keepingCapacity: true)
        }
        let slot = rootReadSlots[attribute.index]
        if slot > 0 { return try rootReads[slot - 1].get() }
        let result = Result { try RootAccessors.read(attribute, of: node, own: own) }
        rootReads.append(result)
        rootReadSlots[attribute.index] = rootReads.count
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
