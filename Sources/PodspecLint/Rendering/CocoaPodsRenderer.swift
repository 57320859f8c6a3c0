import PodspecModel
import Trust

/// CocoaPods' console format for lint results (`Validator#print_results`, §4.2): the ` -> `
/// header with `Spec#to_s`, then one line per result and an empty line; the verdict sentences are in
/// `CocoaPodsRenderer+Verdicts.swift`, and ``CocoaPodsStream`` writes it all a podspec at a time. Text from the podspec has
/// its control characters shown as escapes (`PrintableText`), so it cannot drive the terminal.
public struct CocoaPodsRenderer: LintRenderer {
    public var verdict: LintVerdict
    /// Colour the arrow (red/yellow/green) as CocoaPods does unless `--no-ansi`.
    public var ansi: Bool

    public init(verdict: LintVerdict = LintVerdict(), ansi: Bool = false) {
        self.verdict = verdict
        self.ansi = ansi
    }

    public func render(_ podspecs: [LintedPodspec]) -> String {
        podspecs.map(render).joined()
    }

    /// CocoaPods' `Informative` line: `[!] message`, red unless `--no-ansi`.
    public func renderFailure(_ message: String) -> String {
        TerminalColour.red.paint("[!] " + PrintableText.escaped(message, keepingLayout: true), enabled: ansi) + "\n"
    }

    /// One podspec's block: header line, result lines, empty line.
    public func render(_ podspec: LintedPodspec) -> String {
        header(podspec) + "\n" + podspec.results.diagnostics.map(line).joined() + "\n"
    }

    /// ` -> Name (1.0)` with the arrow coloured by the result type (red, yellow, else green).
    public func header(_ podspec: LintedPodspec) -> String {
        let colour: TerminalColour
        switch verdict.resultType(podspec.results) {
        case .error?: colour = .red
        case .warning?: colour = .yellow
        default: colour = .green
        }
        return colour.paint(" -> ", enabled: ansi) + PrintableText.escaped(podspec.displayName)
    }

    /// `    - ERROR | [iOS] attribute: message`
    public func line(_ diagnostic: Diagnostic) -> String {
        "    - \(diagnostic.severity.consoleLabel) | \(CocoaPodsRenderer.platformPrefix(diagnostic.platforms))"
            + PrintableText.escaped(CocoaPodsRenderer.subspecsPrefix(diagnostic.subspecs))
            + PrintableText.escaped(diagnostic.attribute) + ": "
            + PrintableText.escaped(diagnostic.message, keepingLayout: true) + "\n"
    }

    /// `[A/B,A/C] ` for one or two subspecs, `[A/B, A/C, A/D, and more...] ` for more; else empty.
    public static func subspecsPrefix(_ subspecs: [String]) -> String {
        switch subspecs.count {
        case 0: ""
        case 1, 2: "[" + subspecs.joined(separator: ",") + "] "
        default: "[" + subspecs.prefix(3).joined(separator: ", ") + ", and more...] "
        }
    }

    /// `[iOS] ` when the platforms are exactly one known platform (`[OSX] ` for macOS); else empty.
    public static func platformPrefix(_ platforms: [String]) -> String {
        guard platforms.count == 1 else { return "" }
        switch platforms[0] {
        case "ios": return "[iOS] "
        case "osx": return "[OSX] "
        case "watchos": return "[watchOS] "
        case "tvos": return "[tvOS] "
        case "visionos": return "[visionOS] "
        default: return ""
        }
    }
}
