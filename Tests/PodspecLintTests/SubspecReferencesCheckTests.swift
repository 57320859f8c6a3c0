import Foundation
import Testing

@testable import PodspecLint

/// `subspec_references` (ours) is off CocoaPods' quick lint and reported by the full validation,
/// after the linter's results and before the validator's.
struct SubspecReferencesCheckTests {
    static let fragment =
        #"{"default_subspecs": "Missing", "subspecs": [{"name": "Core", "source_files": "*.m", "#
        + #""dependencies": {"Pod/UI": []}}]}"#

    @Test func quickLintDoesNotReportIt() throws {
        let example = LintExample(Self.fragment)
        let results = Linter(try example.specification(), file: example.file).lint()
        #expect(results.isEmpty)
    }

    @Test func fullValidationReportsItWithItsRule() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Pod/Core.m", "")
        try scratch.write("Pod/LICENSE", "MIT")
        let path = try scratch.write(
            "Pod/Pod.podspec",
            ValidationHarness.podPodspecText(
                """
                  s.default_subspecs = 'Missing'
                  s.requires_arc = 'true'
                  s.subspec 'Core' do |c|
                    c.source_files = 'Core.m'
                    c.dependency 'Pod/UI'
                  end
                """))
        let outcome = ValidationHarness.validate(path)
        #expect(
            outcome.results.diagnostics.map { "\($0.rule ?? "") \($0.attribute): \($0.message)" } == [
                "requires_arc requires_arc: \(RequiresArcStringCheck.fileName("true"))",
                "subspec_references default_subspecs: \(SubspecReferencesCheck.missingDefault("Missing", root: "Pod"))",
                "subspec_references dependencies: \(SubspecReferencesCheck.missingDependency("Pod/UI", root: "Pod"))",
            ])
    }
}
