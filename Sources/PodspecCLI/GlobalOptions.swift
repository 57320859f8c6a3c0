import ArgumentParser
import Foundation
import Git
import PodspecReader
import Trust

/// The options `pod` accepts on every command: `--silent`, `--verbose`, `--no-ansi`, `--allow-root`
/// (and `--help`). Every command includes them, so a CI script ports by replacing `pod` with `podspec`.
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Show nothing but errors.")
    var silent = false

    @Flag(help: "Show more debugging information (git operations, HTTP requests, sources consulted, timings).")
    var verbose = false

    @Flag(inversion: .prefixedNo, help: "Colour the output (default: on a terminal, unless NO_COLOR is set).")
    var ansi = true

    @Flag(help: "Accepted for compatibility with pod (podspec never refuses to run as root).")
    var allowRoot = false

    /// Whether this run colours its output.
    var colours: Bool { Console.colours(asked: ansi, environment: ProcessInfo.processInfo.environment) }

    func validate() throws {
        if silent && verbose { throw ValidationError("--silent and --verbose cannot be used together.") }
    }

    /// These options as arguments, for a command another one runs (`list --update` runs `repo update`).
    var arguments: [String] {
        (silent ? ["--silent"] : []) + (verbose ? ["--verbose"] : []) + (ansi ? [] : ["--no-ansi"])
    }

    /// The global flags' spellings.
    static let flagNames: Set<String> = ["--silent", "--verbose", "--ansi", "--no-ansi", "--allow-root"]

    /// `pod` takes global flags anywhere (`pod --verbose repo update`), the parser only after the command:
    /// flags before the first command word are moved after the others (before a `--`, if any).
    static func movingLeadingFlags(_ arguments: [String]) -> [String] {
        let leading = arguments.prefix { flagNames.contains($0) }
        guard !leading.isEmpty, leading.count < arguments.count else { return arguments }
        var rest = Array(arguments.dropFirst(leading.count))
        rest.insert(contentsOf: leading, at: rest.firstIndex(of: "--") ?? rest.endIndex)
        return rest
    }

    /// Applies `--silent` to this run's console and `--verbose` to the process: the verbose log's sink
    /// (standard error, credentials in URLs redacted, control characters escaped). Without `--verbose`
    /// the log is left as it is (off in a new process), so a run in-process does not turn off another's.
    /// It also sends the notices of commands a podspec asked to run and podspec did not (`CommandNotRun`)
    /// to this run's standard error, shown even with `--silent`.
    func install() {
        Console.isSilent = silent
        if verbose { VerboseLog.install(GlobalOptions.printVerbose) }
        let run = Console.current
        CommandNotRun.install { command in Console.$current.withValue(run) { Console.failure(command.message) } }
    }

    /// The verbose log's sink: one line on standard error, credentials in URLs redacted.
    @Sendable private static func printVerbose(_ line: String) {
        Console.error(redactingCredentials(in: PrintableText.escaped(line)))
    }
}

/// A command that carries the global options; `PodspecCommand.main` installs them before it runs.
protocol GlobalOptionsCommand: ParsableCommand {
    var global: GlobalOptions { get }
}
