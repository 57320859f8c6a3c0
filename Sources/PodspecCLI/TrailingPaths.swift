import ArgumentParser

/// A command whose last positional argument takes any number of paths (`lib lint`, `spec lint`).
/// swift-argument-parser 1.8.2 handles each value of an array argument in time proportional to the
/// values before it (`ParsedValues.update` merges the origins of every earlier value again and copies
/// the array), so 1,000 podspec paths cost about 340 M instructions, more than linting a fifth of them.
/// For these commands `PodspecCommand.run` parses the command line up to the first of its trailing
/// plain arguments and appends the others to `trailingPaths` itself (`TrailingPaths.split`).
protocol TrailingPathsCommand: ParsableCommand {
    var trailingPaths: [String] { get set }
}

/// Splits a command line for a `TrailingPathsCommand`: everything up to the first of the trailing run
/// of plain arguments (not starting with `-`, after the subcommand words) goes to the parser, the rest
/// are paths appended in order. The parser sees the first of the run, which is either an option's
/// value or the first path of the run; every later one is a path, because no option of these commands
/// takes more than one value (a test holds them to that). A line with `--`, or for another command, is
/// left whole.
enum TrailingPaths {
    static func split(_ arguments: [String], root: any ParsableCommand.Type) -> (parsed: [String], paths: [String]) {
        guard !arguments.contains("--") else { return (arguments, []) }
        let (commandWords, command) = CommandWords.command(arguments, root: root)
        guard command is any TrailingPathsCommand.Type else { return (arguments, []) }
        var start = arguments.endIndex
        while start > commandWords, !arguments[start - 1].hasPrefix("-") { start -= 1 }
        guard arguments.endIndex - start > 1 else { return (arguments, []) }
        return (Array(arguments[...start]), Array(arguments[(start + 1)...]))
    }
}
