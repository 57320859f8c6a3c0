import ArgumentParser
import Foundation

/// `podspec env`: the environment to paste into a bug report, like `pod env`.
struct EnvCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "env", abstract: "Display pod environment",
        discussion: """
            Display pod environment: podspec's version, the host, libgit2, each spec repo with its type and \
            URL, and the environment variables podspec reads. Credentials in URLs are replaced by *** and the \
            values of secret-looking variables (TOKEN, PASSWORD, KEY, …) are not shown.

            Example: podspec env > environment.md
            """)

    @OptionGroup var global: GlobalOptions

    func run() {
        let environment = RepoCommandSupport.environment
        Console.output(
            EnvironmentReport(environment: environment, reposDirectory: RepoCommandSupport.reposDirectory).text)
    }
}
