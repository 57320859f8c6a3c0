import PodspecModel

/// The results of one lint as they are gathered, with the current consumer (whose platform is
/// appended to every result added meanwhile, as CocoaPods' `Results#consumer` does). Checks never
/// see it: they report through a ``LintContext`` bound to their rule.
final class LintCollector {
    let root: SpecNode
    /// The root spec's reads (root accessors, and those its consumers share).
    let rootReads: SpecReads
    /// The values the root spec writes, by attribute.
    var rootDeclared: DeclaredValues { rootReads.declared }
    /// The path of the podspec as given, when linting a file.
    let file: String?
    /// The results gathered so far.
    /// (No run-time exclusivity check, nor on `recording`: each access is a set, a read or an append whose arguments
    /// are worked out before it, and none calls out while it lasts, so no two can overlap; the checks were one
    /// `swift_beginAccess` per lint, and one per spec.)
    @exclusivity(unchecked) var results = LintResults()
    /// The spec/platform being analysed; nil during the root checks.
    var consumer: Consumer?
    /// The results added since `recording` was set to an empty Array, as reported (nil: none are noted).
    @exclusivity(unchecked) var recording: [ReportedResult]?

    init(root: SpecNode, file: String?) {
        self.root = root
        rootReads = SpecReads(root)
        self.file = file
    }

    /// The spec the current checks concern: the consumer's, else the root.
    var currentNode: SpecNode { consumer?.node ?? root }

    /// `RootAccessors.read` of the spec `reads` reads (the root by default), kept by `reads` (a read
    /// depends on nothing else): the root checks, the root hooks and every platform's analysis share it.
    func rootRead(_ attribute: Attribute, of reads: SpecReads? = nil) throws -> PodValue {
        let reads = keeper(ofRootRead: attribute, of: reads)
        // (A value read as written is an array read: kept, it cost more to keep, find and free than to read again.)
        if RootAccessors.readsAsWritten(attribute) {
            return try RootAccessors.read(attribute, of: reads.node, own: reads.declared)
        }
        return try reads.accessorRead(attribute) {
            try RootAccessors.read(attribute, of: reads.node, own: reads.declared)
        }
    }

    /// Whether `rootRead(attribute, of: reads)` was made already and gave a value (not an error), which it keeps:
    /// made again, it gives that value without reading.
    func rootReadKeptValue(_ attribute: Attribute, of reads: SpecReads? = nil) -> Bool {
        keeper(ofRootRead: attribute, of: reads).accessorReadKeptValue(attribute)
    }

    /// The reads that keep `rootRead(attribute, of: reads)`: a read that is the root's on every spec is kept once,
    /// by the root's reads.
    private func keeper(ofRootRead attribute: Attribute, of reads: SpecReads?) -> SpecReads {
        RootAccessors.readsRootSpec(attribute) ? rootReads : reads ?? rootReads
    }

    /// Adds a result as a check reported it, for the current spec and platform (located at its `key`).
    func add(_ reported: ReportedResult) {
        recording?.append(reported)
        let node = currentNode
        results.add(
            reported.severity, reported.attribute, reported.message, publicOnly: reported.publicOnly,
            platform: consumer?.platformName,
            location: node.sourceLocation(of: reported.key, platform: consumer?.platformName, root: root),
            rule: reported.rule, subspec: node.isRoot ? nil : node.name)
    }

    /// Adds the results `reported` (noted by `recording` for another consumer of the spec) for the current
    /// consumer, as its checks would have reported them.
    func replay(_ reported: [ReportedResult]) {
        for result in reported { add(result) }
    }
}
