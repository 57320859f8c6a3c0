import Foundation
import Testing

@testable import PodspecLint

/// `docs/rules.md` is `podspec lint rules --markdown`, word for word.
struct RuleCatalogueTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/rules.md").standardizedFileURL.path

    @Test func rulesPageMatchesTheRules() throws {
        let text = try String(contentsOfFile: Self.page, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- rules:begin -->\n"), "docs/rules.md has no rules:begin marker")
        let end = try #require(text.range(of: "<!-- rules:end -->"), "docs/rules.md has no rules:end marker")
        let embedded = String(text[begin.upperBound..<end.lowerBound])
        #expect(
            embedded == LintRuleCatalogue.markdown(),
            "docs/rules.md is stale: regenerate its catalogue with `podspec lint rules --markdown`")
    }

    @Test func everyRuleHasMessagesAndEveryCheckIsListed() {
        #expect(LintRule.all.count == LintCheckRegistry.all.count + 1 + ValidationRule.all.count)
        for rule in LintRule.all {
            #expect(!rule.messages.isEmpty, "\(rule.identifier) lists no message")
        }
        let identifiers = LintRule.all.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count, "rule identifiers are unique")
    }

    /// The validator's rules say what triggers them, their attributes and severities, and that they
    /// need the full validation; ours are marked as ours.
    @Test func validatorRulesAreFullValidationOnlyAndOursAreMarked() {
        for rule in ValidationRule.all.map(\.catalogueEntry) {
            #expect(rule.fullValidationOnly && rule.trigger != nil, "\(rule.identifier)")
            #expect(!rule.attributes.isEmpty && !rule.severities.isEmpty, "\(rule.identifier)")
        }
        #expect(ValidationRule.all.filter(\.ours).map(\.identifier) == ["dependencies", "imports", "prepare_command"])
        for check in LintCheckRegistry.all {
            #expect(LintRule.all.contains { $0.identifier == check.identifier && $0.ours == check.ours })
        }
        #expect(
            LintRule.all.filter { !$0.fullValidationOnly }.count
                == LintCheckRegistry.all.filter { !$0.fullValidationOnly }.count + 1)
    }

    /// A validator result names its rule, and the catalogue lists that rule with the result's
    /// attribute, severity and message.
    @Test func validatorResultsNameTheirCatalogueRule() throws {
        let recorder = ValidationRecorder(linterResults: LintResults())
        recorder.warning(.licenseFile, FilePatternValidation.licenseNotFound)
        recorder.error(.headerFiles, FilePatternValidation.nonHeaders(["A.m"]), attribute: "private_header_files")
        recorder.add(.warning, .unmatchedFilePatterns, FilePatternValidation.unmatched("vendored_libraries"))
        for diagnostic in recorder.diagnostics {
            let rule = try #require(LintRule.all.first { $0.identifier == diagnostic.rule })
            #expect(rule.attributes.contains(diagnostic.attribute))
            #expect(rule.severities.contains(diagnostic.severity))
        }
        #expect(recorder.diagnostics.map(\.attribute) == ["license", "private_header_files", "file patterns"])
        #expect(recorder.diagnostics.map(\.rule) == ["license_file", "header_files", "unmatched_file_patterns"])
    }
}
