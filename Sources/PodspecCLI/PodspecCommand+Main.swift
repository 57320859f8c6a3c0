import ArgumentParser
import Foundation
import Trust

extension PodspecCommand {
    /// Runs the process's command line and exits with its status.
    public static func main() {
        Foundation.exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs a command line in this process and returns its exit status, as `pod` does: a mistyped
    /// subcommand gets a suggestion, a bad option or argument prints CLAide's `[!]` line and the usage
    /// and exits 1 (swift-argument-parser's 64 is not what `pod` scripts expect), and the global
    /// options are applied before the command runs. `workingDirectory` (absolute) and `console` replace
    /// the process's current directory and standard streams for this run alone, so tests run commands
    /// in-process side by side. (`--verbose` still installs the process-wide verbose log.)
    public static func run(
        _ arguments: [String], workingDirectory: String? = nil, console: (any ConsoleSink)? = nil
    ) -> Int32 {
        // The process's folder is read once per run, not once per relative path (a `getcwd` each).
        WorkingDirectory.$bound.withValue(workingDirectory ?? WorkingDirectory.current) {
            Console.$current.withValue(console.map { Console.Run(sink: $0) } ?? Console.current) {
                runBound(GlobalOptions.movingLeadingFlags(arguments))
            }
        }
    }

    private static func runBound(_ arguments: [String]) -> Int32 {
        if let message = unknownCommandMessage(arguments) {
            Console.error(message)
            return 1
        }
        do {
            var command = try parse(arguments)
            (command as? any GlobalOptionsCommand)?.global.install()
            try command.run()
            return 0
        } catch {
            return status(reporting: error)
        }
    }

    /// The command `arguments` name, parsed; a `TrailingPathsCommand`'s trailing paths are appended
    /// after parsing the rest (see `TrailingPaths`), and any other command gets the whole line.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        let (head, paths) = TrailingPaths.split(arguments, root: PodspecCommand.self)
        let command = try parseLeafAlone(head) ?? parseAsRoot(head)
        guard !paths.isEmpty else { return command }
        // `split` gives paths only for a `TrailingPathsCommand`; were that ever not the parsed command,
        // the whole line is parsed rather than the paths dropped.
        guard var trailing = command as? any TrailingPathsCommand else { return try parseAsRoot(arguments) }
        trailing.trailingPaths += paths
        return trailing
    }

    /// The command line's leaf command (one without subcommands, such as `lib lint`), parsed as a root
    /// of its own, or nil when the line does not name one or that parse gives anything but that
    /// command. swift-argument-parser reflects every command on the way to the leaf, and that costs
    /// about as much as the leaf's own options (5.8 M of `podspec lib lint --quick`'s 34 M instructions
    /// for one podspec). The leaf alone parses a valid line to the same value; anything else (help,
    /// `--version`, a completion script, every error) is parsed again from the root, so that its text
    /// and usage name the whole command.
    private static func parseLeafAlone(_ arguments: [String]) -> (any ParsableCommand)? {
        let (words, leaf) = CommandWords.command(arguments, root: PodspecCommand.self)
        guard words > 0, leaf.configuration.subcommands.isEmpty,
            let command = try? leaf.parseAsRoot(Array(arguments.dropFirst(words))), type(of: command) == leaf
        else { return nil }
        return command
    }

    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        DidYouMean.unknownCommandMessage(arguments, root: PodspecCommand.self)
    }

    /// The status for `error`, after reporting it: a usage error as `usageErrorText` on standard error
    /// with status 1; anything else (help, version, `ExitCode`) as swift-argument-parser's
    /// `exit(withError:)` does (help on standard output, other messages on standard error).
    private static func status(reporting error: any Error) -> Int32 {
        // A command's own `ExitCode` has nothing to report (swift-argument-parser's message for it is
        // empty): its status is returned without asking the parser, which builds the command's usage first.
        if let exit = error as? ExitCode { return exit.rawValue }
        let code = exitCode(for: error)
        guard code != .validationFailure else {
            Console.error(usageErrorText(for: error))
            return 1
        }
        let text = fullMessage(for: error)
        if !text.isEmpty {
            if code == .success { Console.document(text + "\n") } else { Console.error(text) }
        }
        return code.rawValue
    }

    /// CLAide's help error: `[!] message`, an empty line, then the usage of the command concerned.
    static func usageErrorText(for error: any Error) -> String {
        let full = fullMessage(for: error)
        let usage = full.range(of: "Usage:").map { "\n\n" + full[$0.lowerBound...] } ?? ""
        return "[!] " + claideMessage(message(for: error)) + usage
    }

    /// swift-argument-parser's words for an unknown option or argument in CLAide's
    /// (``Unknown option: `--x` `` and `Did you mean: --y`, ``Unknown command: `x` ``); other messages as
    /// they are.
    static func claideMessage(_ message: String) -> String {
        if let match = message.wholeMatch(of: /Unknown option '([^']+)'(?:\. Did you mean '([^']+)'\?)?/) {
            return "Unknown option: `\(match.1)`" + (match.2.map { "\nDid you mean: \($0)" } ?? "")
        }
        if let match = message.wholeMatch(of: /Unexpected argument '([^']+)'/) {
            return "Unknown command: `\(match.1)`"
        }
        return message
    }
}
