import ArgumentParser
import Foundation

extension PodspecCommand {
    /// Runs the command line as `pod` does: a mistyped subcommand gets a suggestion, a bad option or
    /// argument prints CLAide's `[!]` line and the usage and exits 1 (swift-argument-parser's 64 is not
    /// what `pod` scripts expect), and the global options are applied before the command runs.
    public static func main() {
        let arguments = GlobalOptions.movingLeadingFlags(Array(CommandLine.arguments.dropFirst()))
        if let message = unknownCommandMessage(arguments) {
            Console.error(message)
            Foundation.exit(1)
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exit(reporting: error)
        }
        (command as? any GlobalOptionsCommand)?.global.install()
        do {
            try command.run()
        } catch {
            exit(reporting: error)
        }
        exit()
    }

    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        DidYouMean.unknownCommandMessage(arguments, root: PodspecCommand.self)
    }

    /// Exits for `error`: a usage error as `usageErrorText` on standard error with status 1; anything
    /// else (help, version, `ExitCode`) as swift-argument-parser does.
    private static func exit(reporting error: any Error) -> Never {
        guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
        Console.error(usageErrorText(for: error))
        Foundation.exit(1)
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
