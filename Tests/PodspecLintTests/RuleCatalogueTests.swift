import Foundation
import Testing

@testable import PodspecLint

/// The README's rule catalogue is `podspec lint rules --markdown`, word for word.
struct RuleCatalogueTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md").standardizedFileURL.path

    @Test func readmeCatalogueMatchesTheRules() throws {
        let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- rules:begin -->\n"), "README has no rules:begin marker")
        let end = try #require(text.range(of: "<!-- rules:end -->"), "README has no rules:end marker")
        let embedded = String(text[begin.upperBound..<end.lowerBound])
        #expect(
            embedded == LintRuleCatalogue.markdown(),
            "README's rule catalogue is stale: regenerate it with `podspec lint rules --markdown`")
    }

    @Test func everyRuleHasMessagesAndEveryCheckIsListed() {
        #expect(LintRule.all.count == Linter.catalogue.count + 1)
        for rule in LintRule.all {
            #expect(!rule.messages.isEmpty, "\(rule.identifier) lists no message")
        }
    }
}
