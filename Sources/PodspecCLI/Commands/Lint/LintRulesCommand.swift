import ArgumentParser
import PodspecLint

/// `podspec lint rules`: every check of the linter and of the full validation, with its messages and examples.
struct LintRulesCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Lists every lint check with its messages and examples.",
        discussion: "Example: podspec lint rules --markdown > rules.md")

    @Flag(help: "Print the Markdown catalogue docs/rules.md embeds.")
    var markdown = false

    @OptionGroup var global: GlobalOptions

    func run() {
        Console.output(markdown ? LintRuleCatalogue.markdown() : LintRuleCatalogue.text())
    }
}

/// `podspec lint …`: about the linter itself.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint", abstract: "About the linter's checks.", subcommands: [LintRulesCommand.self])
}
