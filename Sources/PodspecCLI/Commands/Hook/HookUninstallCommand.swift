import ArgumentParser
import Foundation
import Trust

/// `podspec hook uninstall`: removes podspec's pre-commit hook and puts back the hook it chained.
struct HookUninstallCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove the pre-commit hook `podspec hook install` wrote, restoring the hook it kept.",
        discussion: "Example: podspec hook uninstall")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        do {
            let installer = try HookInstaller(directory: WorkingDirectory.current)
            Console.output(try installer.uninstall())
        } catch {
            Console.failure("\(error)")
            throw ExitCode(1)
        }
    }
}
