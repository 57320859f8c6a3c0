import ArgumentParser
import PodspecLint
import Trust

/// The console side of the lint commands: CocoaPods' text as a ``CocoaPodsStream`` on standard output
/// (nothing with `--silent`; colours only when asked and on a terminal; progress lines on a terminal
/// only), and `Informative` errors.
struct LintConsole {
    let options: LintOptions

    /// The stream of CocoaPods' console text for `--format cocoapods`; nil for the machine formats.
    var stream: CocoaPodsStream? {
        guard options.format == .cocoapods else { return nil }
        return CocoaPodsStream(
            renderer: CocoaPodsRenderer(verdict: options.verdict, ansi: options.colours),
            isTerminal: Console.isTerminal, write: { Console.output($0) })
    }

    /// A CocoaPods `Informative` error: `[!] message` in red on standard output (standard error
    /// when the output is a machine-readable document).
    func informative(_ message: String) {
        let text = CocoaPodsRenderer(ansi: options.colours).renderFailure(message)
        if options.format == .cocoapods { Console.outputError(text) } else { Console.error(text) }
    }
}

/// Runs a lint command's body with the session and, for CocoaPods' console format, the stream to
/// write to: renders machine-readable formats, turns `Informative` errors into `[!]` lines, and exits 1
/// unless every podspec passed.
struct LintCommandRunner {
    let options: LintOptions

    func run(_ body: (LintSession, CocoaPodsStream?) throws -> [LintedPodspec]) throws {
        let console = LintConsole(options: options)
        do {
            let session = try LintSession(options: options)
            let linted = try body(session, console.stream)
            if let renderer = LintSession.machineRenderer(for: options, environment: session.environment) {
                Console.document(renderer.render(linted))
            }
            if !linted.allSatisfy({ options.verdict.passed($0.results) }) { throw ExitCode(1) }
        } catch let error as CommandFailure {
            console.informative(error.message)
            if let renderer = LintSession.machineRenderer(for: options) {
                Console.document(renderer.renderFailure(error.message))
            }
            throw ExitCode(1)
        }
    }
}
