import PodspecModel
import Testing

@testable import PodspecLint

/// Every check's examples: linting one (with every check, the full-validation-only ones too)
/// reports exactly the results it lists, in order, with their severity, attribute and rule; an
/// example listing none lints clean.
struct CheckExamplesTests {
    static let cases: [(String, LintExample)] = LintCheckRegistry.all.flatMap { check in
        check.examples.map { (check.identifier, $0) }
    }
    static let everyCheck = LintPlan(LintCheckRegistry.all)

    /// A result as the examples state it: severity, attribute, message, rule.
    static func line(_ severity: Diagnostic.Severity, _ attribute: String, _ message: String, _ rule: String?)
        -> String
    {
        "\(severity.rawValue) [\(attribute)] \(message) (\(rule ?? "no rule"))"
    }

    @Test("check examples", arguments: cases.indices)
    func example(_ index: Int) throws {
        let (identifier, example) = Self.cases[index]
        let results = Linter(try example.specification(), file: example.file).lint(Self.everyCheck)
        let reported = results.diagnostics.map { Self.line($0.severity, $0.attribute, $0.message, $0.rule) }
        let expected = example.expected.map { Self.line($0.severity, $0.attribute, $0.message, $0.rule ?? identifier) }
        #expect(reported == expected, "\(identifier): \(example)")
        #expect(results.abortMessage == nil)
    }

    @Test func everyCheckHasBothKindsOfExamples() {
        for check in LintCheckRegistry.all {
            #expect(check.examples.contains { $0.triggers }, "\(check.identifier) has no triggering example")
            #expect(check.examples.contains(where: { !$0.triggers }), "\(check.identifier) has no clean example")
        }
    }

    /// A check's triggering examples report at least one result of its own.
    @Test func triggeringExamplesReportTheirOwnRule() {
        for check in LintCheckRegistry.all {
            for example in check.examples where example.triggers {
                #expect(!example.messages(of: check.identifier).isEmpty, "\(check.identifier): \(example)")
            }
        }
    }

    @Test func baselineLintsClean() throws {
        let results = Linter(try LintExample("{}").specification(), file: "Pod.podspec.json").lint(Self.everyCheck)
        #expect(results.isEmpty)
    }

    /// A result listed in an example must differ from what the linter reports in severity,
    /// attribute, message or rule for the example to fail: here, each of them in turn.
    @Test func anExtraMissingOrDifferentResultFailsTheComparison() throws {
        let example = LintExample(#"{"authors": {"YOUR NAME HERE": "YOUR EMAIL HERE"}}"#)
        let results = Linter(try example.specification(), file: example.file).lint(Self.everyCheck)
        let reported = results.diagnostics.map { Self.line($0.severity, $0.attribute, $0.message, $0.rule) }
        #expect(reported == [Self.line(.error, "authors", AuthorsCheck.notUpdated, "authors")])
        for wrong: [LintExample.Result] in [
            [], [.warning("authors", AuthorsCheck.notUpdated)], [.error("attributes", AuthorsCheck.notUpdated)],
            [.error("authors", AuthorsCheck.notUpdated, rule: "name")],
            [.error("authors", AuthorsCheck.notUpdated), .error("authors", AuthorsCheck.notUpdated)],
        ] {
            #expect(reported != wrong.map { Self.line($0.severity, $0.attribute, $0.message, $0.rule ?? "authors") })
        }
    }
}
