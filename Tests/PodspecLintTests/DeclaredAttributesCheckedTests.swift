import PodspecModel
import Testing

@testable import PodspecLint

/// The analyzer calls a declared-attribute check only for the declared attributes of its `declaredAttributesChecked`:
/// for every other attribute a spec declares, the check reports nothing.
@Suite struct DeclaredAttributesCheckedTests {
    @Test func aCheckReportsNothingForTheDeclaredAttributesItIsNotCalledFor() throws {
        let checks = LintCheckRegistry.all.compactMap { $0 as? any DeclaredAttributeCheck.Type }
        #expect(!checks.isEmpty)
        // (Fragments with subspecs, test specs and unusual values: the other tests' examples and trees.)
        for fragment in SharedReadsReplayTests.fragments {
            let specification = try SharedReadsReplayTests.specification(fragment, platforms: .null)
            let collector = LintCollector(root: SpecNode(root: specification), file: LintExample.defaultFile)
            for node in [collector.root] + collector.root.recursiveDescendants {
                let reads = SpecReads(node)
                collector.consumer = Consumer(platformName: "ios", of: reads)
                for check in checks {
                    let skipped = AttributeSet(AttributeTable.all).subtracting(check.declaredAttributesChecked)
                    for attribute in skipped where reads.declared.declares(attribute) {
                        check.check(attribute, reads.declared[attribute].rubyClass, LintContext(check, collector))
                    }
                }
            }
            #expect(collector.results.isEmpty, "\(fragment)")
        }
    }

    @Test func theChecksThatSkipAttributesSkipSome() {
        #expect(AttributeOccurrenceCheck.declaredAttributesChecked != AttributeSet(AttributeTable.all))
        #expect(AttributeKeysCheck.declaredAttributesChecked != AttributeSet(AttributeTable.all))
    }
}
