import Testing

@testable import PodspecLint

/// CocoaPods' console text as ``CocoaPodsStream`` writes it, a podspec at a time, with the verdict
/// sentences of `lib lint`, `spec lint` and the hook.
struct CocoaPodsStreamTests {
    static let clean = podspec("Clean.podspec", name: "Clean", [])
    static let warned = podspec(
        "Specs/Warned.podspec", name: "Warned", [Diagnostic(.warning, attribute: "summary", message: "Too short.")])
    static let broken = podspec("Broken.podspec", name: nil, [Diagnostic(.error, attribute: "podspec", message: "No.")])

    static func podspec(_ file: String, name: String?, _ diagnostics: [Diagnostic]) -> LintedPodspec {
        LintedPodspec(
            file: file, name: name, version: name == nil ? nil : "1.0", loaded: name != nil,
            results: LintResults(diagnostics), displayName: name.map { "\($0) (1.0)" } ?? LintedPodspec.basename(file))
    }

    /// A stream writing into `text`.
    final class Capture {
        var text = ""
        func stream(verdict: LintVerdict = LintVerdict(), ansi: Bool = false, terminal: Bool = false) -> CocoaPodsStream
        {
            CocoaPodsStream(
                renderer: CocoaPodsRenderer(verdict: verdict, ansi: ansi), isTerminal: terminal,
                write: { self.text += $0 })
        }
    }

    @Test func libLintWritesEachBlockAndVerdictAndStopsAtTheFirstFailure() {
        let out = Capture()
        let stream = out.stream()
        stream.begin()
        #expect(stream.verdict(stream.podspec("Clean.podspec") { Self.clean }) == nil)
        let failure = stream.verdict(stream.podspec(Self.warned.file) { Self.warned }, hint: "Try --no-clean.")
        #expect(
            failure == "Warned did not pass validation, due to 1 warning (but you can use `--allow-warnings` to "
                + "ignore it).\nTry --no-clean.")
        #expect(
            out.text == """

                 -> Clean (1.0)

                Clean passed validation.
                 -> Warned (1.0)
                    - WARN  | summary: Too short.


                """)
    }

    @Test func aPodspecThatDidNotLoadIsNamedByItsFileAsGiven() {
        let stream = Capture().stream()
        #expect(
            stream.verdict(Self.broken)?.hasPrefix("Broken.podspec did not pass validation, due to 1 error") == true)
    }

    @Test func onATerminalProgressLinesAreDrawnAndCleared() {
        let out = Capture()
        let stream = out.stream(ansi: true, terminal: true)
        _ = stream.podspec("Specs/Clean.podspec") { Self.clean }
        #expect(stream.verdict(Self.clean) == nil)
        #expect(
            out.text
                == " -> Clean.podspec\r" + TerminalLine.clear + TerminalColour.green.paint(" -> ") + "Clean (1.0)\n\n"
                + TerminalColour.green.paint("Clean passed validation.") + "\n")
    }

    @Test func headerArrowIsColouredByResultType() {
        let renderer = CocoaPodsRenderer(ansi: true)
        #expect(renderer.header(Self.broken) == "\u{1B}[31m -> \u{1B}[0mBroken.podspec")
        #expect(renderer.header(Self.warned) == "\u{1B}[33m -> \u{1B}[0mWarned (1.0)")
        #expect(renderer.header(Self.clean) == "\u{1B}[32m -> \u{1B}[0mClean (1.0)")
        #expect(CocoaPodsRenderer().header(Self.broken) == " -> Broken.podspec")
    }

    @Test func specLintSummaries() {
        func summary(_ podspecs: [LintedPodspec], allowWarnings: Bool = false) -> (String, String?) {
            let out = Capture()
            let failure = out.stream(verdict: LintVerdict(allowWarnings: allowWarnings)).summary(podspecs)
            return (out.text, failure)
        }
        #expect(
            summary([Self.warned], allowWarnings: true) == (
                "Analyzed 1 podspec.\n\nWarned.podspec passed validation.\n\n", nil
            ))
        #expect(
            summary([Self.clean, Self.clean]) == ("Analyzed 2 podspecs.\n\nAll the specs passed validation.\n\n", nil))
        #expect(
            summary([Self.broken]) == ("Analyzed 1 podspec.\n\n", "The spec did not pass validation, due to 1 error."))
        #expect(
            summary([Self.clean, Self.broken, Self.warned])
                == ("Analyzed 3 podspecs.\n\n", "2 out of 3 specs failed validation."))
    }

    @Test func hookVerdictLines() {
        let renderer = CocoaPodsRenderer()
        #expect(renderer.verdictLine(Self.clean, name: "Clean") == "Clean passed validation.\n")
        #expect(
            renderer.verdictLine(Self.broken, name: "Broken.podspec")
                == "[!] Broken.podspec did not pass validation, due to 1 error.\n")
        #expect(!renderer.verdictLine(Self.clean, name: "Bad\u{1B}Name").contains("\u{1B}"))
    }
}
