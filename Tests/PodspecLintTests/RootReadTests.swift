import PodspecModel
import Testing

@testable import PodspecLint

/// `LintCollector.rootRead` of a subspec against `RootAccessors.read` of that subspec: a read that is the root's
/// on every spec (`version`) is kept by the root's reads, and gives what the subspec's read gives, failures too.
struct RootReadTests {
    @Test func subspecReadsOfRootValuesAreTheSubspecs() throws {
        for version in [#""1.2.0""#, #""v1.0""#, "null"] {
            let json = #"{"name": "R", "version": \#(version), "subspecs": [{"name": "S", "license": "MIT"}]}"#
            let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
            let collector = LintCollector(root: root, file: nil)
            let node = root.children[0]
            let reads = SpecReads(node, parent: collector.rootReads)
            for name in ["version", "license", "name", "summary"] {
                let attribute = try #require(AttributeTable.attribute(named: name))
                let expected = Result { try RootAccessors.read(attribute, of: node, own: reads.declared) }
                // (Twice: the second read is the kept one.)
                for _ in 0..<2 {
                    let read = Result { try collector.rootRead(attribute, of: reads) }
                    switch (read, expected) {
                    case (.success(let value), .success(let wanted)): #expect(value == wanted, "\(name) \(version)")
                    case (.failure(let error), .failure(let wanted)):
                        #expect(Linter.rubyMessage(error) == Linter.rubyMessage(wanted), "\(name) \(version)")
                    default: Issue.record("\(name) \(version): \(read) against \(expected)")
                    }
                }
            }
        }
    }
}
