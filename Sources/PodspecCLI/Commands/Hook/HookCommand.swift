import ArgumentParser

/// `podspec hook …`: a plain git pre-commit hook that lints the staged podspecs (no pre-commit framework needed).
struct HookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hook",
        abstract: "Lint the podspecs each commit changes, with a git pre-commit hook.",
        discussion: """
            Example: podspec hook install

            The hook lints the staged version of every .podspec and .podspec.json the commit adds or \
            changes (what will be committed, not the working tree) and blocks the commit when one fails. \
            An existing pre-commit hook is kept and runs first; `podspec hook uninstall` puts it back.
            """,
        subcommands: [HookInstallCommand.self, HookUninstallCommand.self, HookRunCommand.self])
}
