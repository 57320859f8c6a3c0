import Foundation
import PodspecModel
import Testing

@testable import PodspecLint

struct RendererTests {
    static func podspec(_ diagnostics: [Diagnostic]) -> LintedPodspec {
        LintedPodspec(
            file: "One.podspec", name: "One", version: "1.0", loaded: true, results: LintResults(diagnostics),
            displayName: "One (1.0)")
    }

    @Test func consoleLinesUsePlatformPrefixOnlyForOnePlatform() {
        let text = CocoaPodsRenderer().render([
            Self.podspec([
                Diagnostic(.warning, attribute: "github_sources", message: "Github repositories should end in `.git`."),
                Diagnostic(.error, attribute: "File Patterns", message: "m1", platforms: ["osx"]),
                Diagnostic(.error, attribute: "frameworks", message: "m2", platforms: ["ios", "ios"]),
                Diagnostic(.note, attribute: "url", message: "m3", platforms: ["ios"]),
            ])
        ])
        #expect(
            text == """
                 -> One (1.0)
                    - WARN  | github_sources: Github repositories should end in `.git`.
                    - ERROR | [OSX] File Patterns: m1
                    - ERROR | frameworks: m2
                    - NOTE  | [iOS] url: m3


                """)
    }

    @Test func jsonDocument() {
        let text = JSONRenderer().render([
            Self.podspec([
                Diagnostic(
                    .error, attribute: "attributes", message: "Missing required attribute `authors`.",
                    platforms: ["ios", "osx"], location: SourceLocation(line: 12, column: 3))
            ])
        ])
        #expect(
            text
                == #"{"podspecs":[{"file":"One.podspec","name":"One","version":"1.0","loaded":true,"results":[{"type":"error","attribute":"attributes","message":"Missing required attribute `authors`.","platforms":["ios","osx"],"public_only":false,"line":12,"column":3,"file":"One.podspec","subspec":null}]}],"passed":false}"#
                + "\n")
    }

    /// The entries written in shares on several threads make the document one thread makes, for counts around
    /// the share's size (none, one share, a share and one, several).
    @Test(arguments: [0, 1, 63, 64, 65, 200])
    func jsonDocumentIsTheSameOnSeveralThreads(count: Int) throws {
        let podspecs = (0..<count).map { index in
            LintedPodspec(
                file: "Pod\(index).podspec", name: "Pod\(index)", version: "1.\(index)", loaded: index % 3 != 0,
                results: LintResults(
                    index % 2 == 0 ? [] : [Diagnostic(.warning, attribute: "summary", message: "m\(index)")]),
                displayName: "Pod\(index)")
        }
        let one = JSONRenderer(threads: 1).render(podspecs)
        #expect(JSONRenderer(threads: 2).render(podspecs) == one)
        #expect(JSONRenderer(threads: 5).render(podspecs) == one)
        let document = try #require(JSONSerialization.jsonObject(with: Data(one.utf8)) as? [String: Any])
        #expect((document["podspecs"] as? [Any])?.count == count)
    }

    @Test func verdictFollowsCocoaPods() {
        let warning = LintResults([
            Diagnostic(.warning, attribute: "source", message: "Git sources should specify a tag.", publicOnly: true)
        ])
        #expect(!LintVerdict().passed(warning))
        #expect(LintVerdict(isPrivate: true).passed(warning))
        #expect(LintVerdict(allowWarnings: true).passed(warning))
        #expect(
            LintVerdict().failureReason(warning)
                == "1 warning (but you can use `--allow-warnings` to ignore it) and all results apply only to public "
                + "specs, but you can use `--private` to ignore them if linting the specification for a private pod")
        let mixed = LintResults([
            Diagnostic(.error, attribute: "a", message: "1"), Diagnostic(.error, attribute: "a", message: "2"),
            Diagnostic(.warning, attribute: "a", message: "3"),
        ])
        #expect(LintVerdict().failureReason(mixed) == "2 errors and 1 warning")
    }
}
