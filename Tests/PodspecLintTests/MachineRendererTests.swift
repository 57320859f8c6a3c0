import Foundation
import PodspecModel
import Testing

@testable import PodspecLint

/// SARIF, GitHub annotations and compiler lines: structure, escaping and locations.
struct MachineRendererTests {
    static let podspec = LintedPodspec(
        file: "Pods/One pod.podspec", name: "One", version: "1.0", loaded: true,
        results: LintResults([
            Diagnostic(
                .error, attribute: "license", message: "Sample license type.", platforms: [],
                location: SourceLocation(line: 7, column: 3), rule: "license"),
            Diagnostic(
                .warning, attribute: "summary", message: "50% done,\nreally: yes", platforms: ["ios"], rule: "summary"),
            Diagnostic(.note, attribute: "url", message: ValidationRun.urlUnreachable("x"), platforms: ["ios", "osx"]),
        ]), displayName: "One (1.0)")

    /// The members SARIF 2.1.0's schema requires (sarifLog: version, runs; run: tool; tool: driver;
    /// driver: name; result: message; message: text; rules: id), plus the locations we promise.
    @Test func sarifHasTheSchemasRequiredStructure() throws {
        let text = SARIFRenderer(toolVersion: "9.9").render([Self.podspec])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "podspec")
        #expect(driver["version"] as? String == "9.9")
        // Only the rules results reference, in catalogue order (the note has no rule).
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["license", "summary"])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        #expect(results.allSatisfy { ($0["message"] as? [String: Any])?["text"] is String })
        let first = results[0]
        #expect(first["ruleId"] as? String == "license")
        let index = try #require(first["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "license")
        let location = try #require(
            (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Pods/One%20pod.podspec")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 7)
        #expect(region["startColumn"] as? Int == 3)
    }

    /// A validator result's rule is the catalogue's entry, with what triggers it and its level.
    @Test func sarifDescribesValidatorRulesFromTheCatalogue() throws {
        var podspec = Self.podspec
        podspec.results = LintResults([
            Diagnostic(
                .warning, attribute: "license", message: FilePatternValidation.licenseNotFound,
                rule: ValidationRule.licenseFile.identifier)
        ])
        let text = SARIFRenderer(toolVersion: "1").render([podspec])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "license_file")
        #expect(
            (rules[index]["fullDescription"] as? [String: Any])?["text"] as? String
                == FilePatternValidation.licenseNotFound)
        #expect(
            (rules[index]["help"] as? [String: Any])?["text"] as? String
                == "Triggered by \(ValidationRule.licenseFile.trigger).")
        #expect((rules[index]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect((rules[index]["properties"] as? [String: Any])?["tags"] as? [String] == ["full-validation"])
        #expect(rules.count == 1)
    }

    @Test func githubAnnotationsEscapeDataAndProperties() {
        let lines = GitHubRenderer().render([Self.podspec]).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[0] == "::error file=Pods/One pod.podspec,line=7,col=3,title=podspec%3A license::Sample license type.")
        #expect(lines[1] == "::warning file=Pods/One pod.podspec,title=podspec%3A summary::50%25 done, really: yes")
        #expect(lines[2].hasPrefix("::notice "))
    }

    @Test func compilerLinesNameFileLineAndColumn() {
        let lines = CompilerRenderer().render([Self.podspec]).split(separator: "\n")
        #expect(lines[0] == "Pods/One pod.podspec:7:3: error: [license] Sample license type.")
        #expect(lines[1] == "Pods/One pod.podspec: warning: [summary] 50% done, really: yes")
        #expect(lines[2] == "Pods/One pod.podspec: note: [url] \(ValidationRun.urlUnreachable("x"))")
    }

    @Test func oneLineMessageKeepsTheLoadErrorAndDropsTheExcerpt() {
        let diagnostic = Diagnostic(
            .error, attribute: "spec",
            message:
                "The specification defined in `A.podspec` could not be loaded.\n\n\n[!] Invalid `A.podspec` file: boom.\n\n #  from /x/A.podspec:3\n #  ----\n >  bad\n #  ----\n"
        )
        #expect(
            diagnostic.oneLineMessage
                == "The specification defined in `A.podspec` could not be loaded. [!] Invalid `A.podspec` file: boom.")
    }

    @Test func linterRecordsTheRuleOfEachResult() throws {
        let spec = try LintExample(#"{"summary": "A short description of Pod.", "frameworks": "UIKit.framework"}"#)
            .specification()
        let results = Linter(spec, file: "Pod.podspec.json").lint()
        let rules = Dictionary(results.diagnostics.map { ($0.message, $0.rule) }, uniquingKeysWith: { a, _ in a })
        #expect(rules["The summary is not meaningful."] == "summary")
        #expect(rules["A framework should only be specified by its name"] == "frameworks")
        let known = Set(LintRule.all.map(\.identifier))
        #expect(results.diagnostics.allSatisfy { known.contains($0.rule ?? "") })
    }
}
