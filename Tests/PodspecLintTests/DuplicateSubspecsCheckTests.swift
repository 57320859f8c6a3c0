import Foundation
import Testing

@testable import PodspecLint

/// `duplicate_subspecs` (ours) is off CocoaPods' quick lint and reported by the full validation of
/// a Ruby podspec, once per repeated name, after CocoaPods' root steps.
struct DuplicateSubspecsCheckTests {
    static let podspec = ValidationHarness.podPodspecText(
        """
          s.requires_arc = 'true'
          s.subspec 'Core' do |c|
            c.source_files = 'Core.m'
          end
          s.subspec 'Core' do |c|
            c.source_files = 'Core.m'
          end
          s.test_spec 'Core' do |t|
            t.source_files = 'Core.m'
          end
        """)

    @Test func quickLintDoesNotReportIt() throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("Pod/Pod.podspec", Self.podspec)
        let linted = LintPipeline().lint(path)
        #expect(linted.loaded)
        #expect(!linted.results.diagnostics.contains { $0.rule == DuplicateSubspecsCheck.identifier })
    }

    @Test func fullValidationReportsEachRepeatedNameOnce() throws {
        let scratch = try ScratchFolder()
        try scratch.write("Pod/Core.m", "")
        try scratch.write("Pod/LICENSE", "MIT")
        let path = try scratch.write("Pod/Pod.podspec", Self.podspec)
        let outcome = ValidationHarness.validate(path)
        #expect(
            outcome.results.diagnostics.map { "\($0.rule ?? "") \($0.severity) \($0.attribute): \($0.message)" } == [
                "requires_arc warning requires_arc: \(RequiresArcStringCheck.fileName("true"))",
                "duplicate_subspecs warning subspecs: \(DuplicateSubspecsCheck.declaredTwice("Pod/Core"))",
            ])
    }
}
