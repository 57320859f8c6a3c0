import ArgumentParser
import Foundation
import Trust

/// `podspec hook install`: writes the pre-commit hook, keeping (and chaining) any hook already there.
struct HookInstallCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install a git pre-commit hook that lints the staged podspecs.",
        discussion: """
            Example: podspec hook install --allow-warnings

            Writes .git/hooks/pre-commit (or the pre-commit hook in core.hooksPath). A hook already there is \
            renamed pre-commit.before-podspec and runs first. Run it again to update the hook's options.
            """)

    @OptionGroup var options: HookLintOptions

    @OptionGroup var global: GlobalOptions

    func run() throws {
        do {
            let installer = try HookInstaller(directory: WorkingDirectory.current)
            Console.output(
                try installer.install(executable: HookInstaller.currentExecutable, arguments: options.arguments))
        } catch {
            Console.failure("\(error)")
            throw ExitCode(1)
        }
    }
}
