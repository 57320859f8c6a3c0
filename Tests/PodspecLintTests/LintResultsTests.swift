import PodspecModel
import Testing

@testable import PodspecLint

struct LintResultsTests {
    @Test func mergesSameTypeAttributeMessageAndPublicOnly() {
        var results = LintResults()
        results.add(.error, "frameworks", "A framework should only be specified by its name", platform: "ios")
        results.add(.error, "frameworks", "A framework should only be specified by its name", platform: "ios")
        results.add(.error, "frameworks", "A framework should only be specified by its name", platform: "osx")
        results.add(.warning, "frameworks", "A framework should only be specified by its name", platform: "ios")
        results.add(.error, "other", "A framework should only be specified by its name")
        results.add(.error, "frameworks", "A framework should only be specified by its name", publicOnly: true)
        #expect(results.count == 4)
        #expect(results.diagnostics[0].platforms == ["ios", "ios", "osx"])
        #expect(results.diagnostics[1].severity == .warning)
        #expect(results.diagnostics[2].platforms == [])
    }

    @Test func keepsOrderOfFirstOccurrence() {
        var results = LintResults()
        results.add(.warning, "b", "second")
        results.add(.error, "a", "first")
        results.add(.warning, "b", "second", platform: "ios")
        #expect(results.diagnostics.map(\.message) == ["second", "first"])
        #expect(results.diagnostics[0].platforms == ["ios"])
    }

    /// A result produced by the root and every subspec on every platform keeps one platform per add.
    @Test func platformsAccumulateAcrossSpecsAndPlatforms() throws {
        let example = LintExample(
            #"{"platforms": {"ios": "12.0", "osx": "10.13"}, "frameworks": "UIKit.framework", "#
                + #""subspecs": [{"name": "A", "source_files": "a"}, {"name": "B", "source_files": "b"}]}"#)
        let results = Linter(try example.specification(), file: example.file).lint()
        let framework = try #require(results.diagnostics.first { $0.attribute == "frameworks" })
        #expect(framework.platforms == ["ios", "osx", "ios", "osx", "ios", "osx"])
    }

    @Test func rootChecksHaveNoPlatforms() throws {
        let example = LintExample(#"{"summary": "A short description of."}"#)
        let results = Linter(try example.specification(), file: example.file).lint()
        #expect(results.diagnostics.map(\.platforms) == [[]])
    }

    /// Order: root name, required attributes, requires_arc, root hooks (table order), then per spec
    /// and platform the consumer hooks and the analyzer.
    @Test func resultsComeInCocoaPodsOrder() throws {
        let example = LintExample(
            #"{"name": "Pod", "homepage": null, "requires_arc": "true", "summary": "A short description of it.", "#
                + #""frameworks": "A.framework", "docset_url": "x", "source_files": "/abs"}"#,
            file: "Other.podspec")
        let results = Linter(try example.specification(), file: example.file).lint()
        #expect(
            results.diagnostics.map(\.message) == [
                RootNameCheck.mismatch, RequiredAttributesCheck.missing("homepage"),
                RequiresArcStringCheck.fileName("true"), SummaryCheck.notMeaningful, FrameworksCheck.byName,
                UnknownKeysCheck.unrecognized("docset_url"), FilePatternsCheck.absolute("source_files"),
            ])
    }

    @Test func hookExceptionsBecomeResults() throws {
        let example = LintExample(#"{"version": "v1", "libraries": [1]}"#)
        let results = Linter(try example.specification(), file: example.file).lint()
        let messages = results.diagnostics.map { "\($0.attribute): \($0.message)" }
        #expect(
            messages.contains(
                "attributes: Unable to parse attribute `version` due to error: Malformed version number string v1"))
        #expect(messages.contains("version: Unable to validate due to exception: Malformed version number string v1"))
        #expect(messages.contains("source: Unable to validate due to exception: Malformed version number string v1"))
        #expect(messages.contains("attributes: Unable to validate `version` (Malformed version number string v1)."))
        #expect(
            messages.contains(
                "libraries: Unable to validate due to exception: undefined method `downcase' for 1:Integer"))
    }

    @Test func loadFailureIsTheOnlyResult() {
        let results = Linter.lint(loadFailure: LoadFailure(path: "../x/Pod.podspec", message: "\n[!] boom.\n"))
        #expect(results.count == 1)
        #expect(results.diagnostics[0].attribute == "spec")
        #expect(
            results.diagnostics[0].message
                == "The specification defined in `../x/Pod.podspec` could not be loaded.\n\n\n[!] boom.\n")
    }
}
