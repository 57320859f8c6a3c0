import PodspecModel
import Testing

@testable import PodspecLint

/// Every check's examples: triggering ones report exactly their messages (at least), the
/// others lint clean.
struct CheckExamplesTests {
    static let cases: [(String, LintExample)] = Linter.catalogue.flatMap { check in
        check.examples.map { (check.identifier, $0) }
    }

    @Test("check examples", arguments: cases.indices)
    func example(_ index: Int) throws {
        let (identifier, example) = Self.cases[index]
        let results = Linter(try example.specification(), file: example.file).lint()
        let messages = results.diagnostics.map(\.message)
        if example.triggers {
            for expected in example.expected {
                #expect(messages.contains(expected), "\(identifier): \(example) should report \(expected); got \(messages)")
            }
        } else {
            #expect(messages.isEmpty, "\(identifier): \(example) should lint clean; got \(messages)")
        }
    }

    @Test func everyCheckHasBothKindsOfExamples() {
        for check in Linter.catalogue {
            #expect(check.examples.contains { $0.triggers }, "\(check.identifier) has no triggering example")
            #expect(check.examples.contains(where: { !$0.triggers }), "\(check.identifier) has no clean example")
        }
    }

    @Test func baselineLintsClean() throws {
        let results = Linter(try LintExample("{}").specification(), file: "Pod.podspec.json").lint()
        #expect(results.isEmpty)
    }
}
