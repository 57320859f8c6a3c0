import Foundation
import PodspecModel
import PodspecReader
import Testing

@testable import PodspecLint

/// Full-validation results say where they come from in the machine formats: the podspec line of a
/// file pattern, the source file, line and column of an unresolved import, the subspec that
/// reported them.
struct ResultLocationTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    /// A pod in `Pod/` whose podspec has a subspec `Extra` with an unresolved import, an unmatched
    /// `resources` pattern on line 10, and an unresolved import in `Sources/A.m` at 2:9.
    func linted(options: ValidationOptions = ValidationHarness.offline()) throws -> LintedPodspec {
        try scratch.write("Pod/LICENSE", "MIT")
        try scratch.write("Pod/Sources/A.m", "// A\n#import \"Missing.h\"\n")
        try scratch.write("Pod/Extra/B.m", "\n\n  #import \"AlsoMissing.h\"\n")
        let path = try scratch.write(
            "Pod/Pod.podspec",
            ValidationHarness.podPodspecText(
                """
                  s.resources = 'Assets/*.png'
                  s.source_files = 'Sources/*.m'
                  s.subspec 'Extra' do |e|
                    e.source_files = 'Extra/*.m'
                  end
                """))
        let folder = (path as NSString).deletingLastPathComponent
        return LintPipeline().lint(LintPipeline().load(path), validation: options, files: .local(root: folder))
    }

    func result(_ podspec: LintedPodspec, containing text: String) throws -> Diagnostic {
        try #require(podspec.results.diagnostics.first { $0.message.contains(text) }, "\(podspec.results)")
    }

    @Test func patternResultPointsAtThePatternLine() throws {
        let podspec = try linted()
        let pattern = try result(podspec, containing: FilePatternValidation.unmatched("resources"))
        #expect(pattern.location?.line == 10)
        #expect(pattern.file == nil)
        let json = try JSONSerialization.jsonObject(with: Data(JSONRenderer().render([podspec]).utf8)) as? [String: Any]
        let results = try #require((json?["podspecs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let row = try #require(results.first { ($0["message"] as? String)?.contains("`resources`") == true })
        #expect(row["line"] as? Int == 10)
        #expect(row["file"] as? String == podspec.file)
        #expect(row["subspec"] is NSNull)
    }

    @Test func importResultCarriesSourceFileLineAndColumnInJSONAndSARIF() throws {
        let podspec = try linted()
        let missing = try result(podspec, containing: "'Missing.h' file not found")
        let sourceFile = scratch.path + "/Pod/Sources/A.m"
        #expect(missing.file == sourceFile)
        #expect(missing.location == SourceLocation(line: 2, column: 9))
        let json = try JSONSerialization.jsonObject(with: Data(JSONRenderer().render([podspec]).utf8)) as? [String: Any]
        let results = try #require((json?["podspecs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let row = try #require(results.first { ($0["message"] as? String)?.contains("'Missing.h'") == true })
        #expect(row["file"] as? String == sourceFile)
        #expect(row["line"] as? Int == 2)
        #expect(row["column"] as? Int == 9)

        let sarif =
            try JSONSerialization.jsonObject(
                with: Data(SARIFRenderer(toolVersion: "1").render([podspec]).utf8)) as? [String: Any]
        let runs = try #require(sarif?["runs"] as? [[String: Any]])
        let sarifResults = try #require(runs.first?["results"] as? [[String: Any]])
        let entry = try #require(
            sarifResults.first {
                (($0["message"] as? [String: Any])?["text"] as? String)?.contains("'Missing.h'") == true
            })
        let physical = try #require(
            ((entry["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://" + sourceFile)
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2)
        #expect(region["startColumn"] as? Int == 9)
        #expect((entry["properties"] as? [String: Any])?["podspec"] as? String == podspec.file)

        let compiler = CompilerRenderer().render([podspec])
        #expect(compiler.contains("\(sourceFile):2:9: error: [imports] "))
        let github = GitHubRenderer().render([podspec])
        #expect(github.contains("file=\(sourceFile),line=2,col=9,"))
    }

    @Test func subspecResultNamesItsSubspec() throws {
        let podspec = try linted()
        let fromSubspec = try result(podspec, containing: "'AlsoMissing.h' file not found")
        #expect(fromSubspec.subspec == "Pod/Extra")
        #expect(fromSubspec.location == SourceLocation(line: 3, column: 11))
        #expect(fromSubspec.platforms == ["ios", "ios"])  // the root's target builds the subspec too
        let fromRoot = try result(podspec, containing: "'Missing.h' file not found")
        #expect(fromRoot.subspec == nil)
        let sarif = SARIFRenderer(toolVersion: "1").render([podspec])
        #expect(sarif.contains("\"subspec\": \"Pod/Extra\""))
        #expect(JSONRenderer().render([podspec]).contains("\"subspec\":\"Pod/Extra\""))
    }

    @Test func subspecLinterResultNamesItsSubspec() throws {
        let path = try scratch.write(
            "Lint/Pod.podspec",
            ValidationHarness.podPodspecText(
                """
                  s.subspec 'Sub' do |e|
                    e.frameworks = 'Foo.framework'
                  end
                """))
        let linted = LintPipeline().lint(path)
        let result = try #require(
            linted.results.diagnostics.first { $0.attribute == "frameworks" }, "\(linted.results)")
        #expect(result.subspec == "Pod/Sub")
        #expect(result.location?.line == 11)
    }

    @Test func skipImportValidationTurnsTheImportsCheckOff() throws {
        #expect(try linted().results.diagnostics.contains { $0.rule == "imports" })
        var options = ValidationHarness.offline()
        options.checkImports = false
        let podspec = try linted(options: options)
        #expect(!podspec.results.diagnostics.contains { $0.rule == "imports" })
        #expect(podspec.results.diagnostics.contains { $0.message == FilePatternValidation.unmatched("resources") })
    }
}
