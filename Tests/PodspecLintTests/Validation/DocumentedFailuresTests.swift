import Foundation
import Testing

@testable import PodspecLint

/// The failures a new pod author meets most (issue 4), each on a fixture pod in `Fixtures/Pods`.
struct DocumentedFailuresTests {
    @Test func sourceFilesMatchingNothingIsAnIOSError() {
        let lines = ValidationHarness.lines(ValidationHarness.validate(ValidationHarness.podspec("NoMatch")))
        #expect(lines == ["    - ERROR | [iOS] file patterns: \(FilePatternValidation.unmatched("source_files"))"])
    }

    @Test func missingLicenseFileIsAWarning() {
        let lines = ValidationHarness.lines(ValidationHarness.validate(ValidationHarness.podspec("NoLicense")))
        #expect(lines == ["    - WARN  | [iOS] license: \(FilePatternValidation.licenseNotFound)"])
    }

    @Test func gitHubSourceWithoutDotGitIsAWarning() {
        let lines = ValidationHarness.lines(ValidationHarness.validate(ValidationHarness.podspec("GitHubNoGit")))
        #expect(lines == ["    - WARN  | github_sources: Github repositories should end in `.git`."])
    }

    @Test func oneLineHeredocCannotBeLoaded() throws {
        let outcome = ValidationHarness.validate(ValidationHarness.podspec("OneLineHeredoc"))
        let first = try #require(outcome.results.diagnostics.first)
        #expect(outcome.results.count == 1)
        #expect(first.severity == .error && first.attribute == "spec")
        #expect(first.message.hasPrefix("The specification defined in `"))
        #expect(first.message.contains("could not be loaded."))
    }

    @Test func importWhoseHeaderMovedIsAnImportsError() {
        let lines = ValidationHarness.lines(ValidationHarness.validate(ValidationHarness.podspec("MovedHeader")))
        #expect(
            lines == [
                "    - ERROR | [iOS] imports: \(ImportValidation.notFound("Path/To/File.m:14:9", header: "ChineseToPinyin.h"))"
            ])
    }
}
