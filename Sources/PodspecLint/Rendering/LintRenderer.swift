/// Turns lint outcomes into text. Checks never print; each output format is one renderer.
public protocol LintRenderer: Sendable {
    func render(_ podspecs: [LintedPodspec]) -> String
    /// The output of a run stopped by a fatal error before any result (no podspec found, an unknown
    /// source): still a valid document of the format, saying the run failed and why.
    func renderFailure(_ message: String) -> String
}
