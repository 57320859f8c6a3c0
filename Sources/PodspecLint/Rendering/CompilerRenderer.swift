import Trust

/// The compiler-style format editors understand: `path:line:col: warning: [attribute] message`
/// (`path: error: …` when the line is unknown), one line per result; control characters escaped.
public struct CompilerRenderer: LintRenderer {
    public init() {}

    public func render(_ podspecs: [LintedPodspec]) -> String {
        podspecs.flatMap { podspec in podspec.results.diagnostics.map { line($0, in: podspec.file) } }.joined()
    }

    public func renderFailure(_ message: String) -> String {
        PrintableText.escaped("podspec: error: \(message)") + "\n"
    }

    func line(_ diagnostic: Diagnostic, in file: String) -> String {
        let place =
            diagnostic.location.map { "\(diagnostic.locatedFile(podspec: file)):\($0.line):\($0.column)" } ?? file
        return PrintableText.escaped(
            "\(place): \(CompilerRenderer.label(diagnostic.severity)): [\(diagnostic.attribute)] \(diagnostic.oneLineMessage)"
        )
            + "\n"
    }

    static func label(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
