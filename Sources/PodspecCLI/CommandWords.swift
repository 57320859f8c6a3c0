import ArgumentParser

/// The subcommand a command line's leading words name (`lib lint …` → `LibLintCommand`), as
/// swift-argument-parser descends the tree: each word names a subcommand (or an alias of one) of the
/// command before it, and the first that does not ends the walk.
enum CommandWords {
    /// The command the leading words of `arguments` name from `root`, and how many words that took.
    static func command(_ arguments: [String], root: any ParsableCommand.Type)
        -> (words: Int, command: any ParsableCommand.Type)
    {
        var command = root
        var count = 0
        for word in arguments {
            guard
                let next = command.configuration.subcommands.first(where: {
                    $0._commandName == word || $0.configuration.aliases.contains(word)
                })
            else { break }
            command = next
            count += 1
        }
        return (count, command)
    }
}
