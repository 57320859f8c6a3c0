import ArgumentParser
import PodspecLint
import Trust

/// The console side of the lint commands: honours `--silent`, colours only when asked and on a
/// terminal, and shows the ` -> Name\r` progress line only on a terminal.
struct LintConsole {
    let options: LintOptions

    func print(_ text: String) {
        Console.output(text)
    }

    func coloured(_ text: String, _ colour: TerminalColour) -> String {
        colour.paint(text, enabled: options.colours)
    }

    /// ` -> Foo.podspec\r`, overwritten by the result block `result` prints next.
    func progress(_ path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if Console.isTerminal { print(" -> \(PrintableText.escaped(name))\r") }
    }

    /// A podspec's result block, drawn over its progress line: on a terminal the line is cleared first
    /// (`ESC[K`), so a shorter result leaves none of the progress text behind.
    func result(_ text: String) {
        print((Console.isTerminal ? TerminalLine.clear : "") + text)
    }

    /// A CocoaPods `Informative` error: `[!] message` in red on standard output (standard error
    /// when the output is a machine-readable document).
    func informative(_ message: String) {
        let text = CocoaPodsRenderer(ansi: options.colours).renderFailure(message)
        if options.format == .cocoapods { Console.outputError(text) } else { Console.error(text) }
    }
}

/// Runs a lint command's body: renders machine-readable formats, turns `Informative` errors
/// into `[!]` lines, and exits 1 unless every podspec passed.
struct LintCommandRunner {
    let options: LintOptions

    func run(_ body: (LintSession) throws -> [LintedPodspec]) throws {
        let console = LintConsole(options: options)
        do {
            let session = try LintSession(options: options)
            let linted = try body(session)
            if let renderer = session.machineRenderer() { Console.document(renderer.render(linted)) }
            if !linted.allSatisfy({ options.verdict.passed($0.results) }) { throw ExitCode(1) }
        } catch let error as LintCommandError {
            console.informative(error.message)
            if let renderer = LintSession.machineRenderer(for: options) {
                Console.document(renderer.renderFailure(error.message))
            }
            throw ExitCode(1)
        }
    }
}
