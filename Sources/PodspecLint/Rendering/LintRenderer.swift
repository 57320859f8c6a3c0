/// Turns lint outcomes into text. Checks never print; each output format is one renderer.
public protocol LintRenderer: Sendable {
    func render(_ podspecs: [LintedPodspec]) -> String
}
