import ArgumentParser
import Foundation
import Git
import PodspecLint
import SpecRepo

/// `podspec repo list [--count-only]`: the configured spec repos, as `pod repo list` prints them.
struct RepoListCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List repos",
        discussion:
            "List the repos from the local spec-repos directory at `~/.cocoapods/repos/` (or CP_REPOS_DIR).\n\nExample: podspec repo list --count-only"
    )

    @Flag(help: "Show the count of repos only.")
    var countOnly = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let repositories = RepoCommandSupport.reposDirectory.repositories()
        let colours = global.colours
        if !countOnly {
            var text = ""
            for repository in repositories {
                text += "\n" + TerminalColour.yellow.paint(repository.name, enabled: colours) + "\n"
                if let url = repository.cdnURL {
                    text += "- Type: CDN\n"
                    text += "- URL:  \(redacted(url))\n"
                } else {
                    let info = RepoGitInfo(repository: repository.path)
                    text += "- Type: \(info.typeDescription)\n"
                    text += "- URL:  \(info.url.map(redacted) ?? "")\n"
                }
                text += "- Path: \(repository.path)\n"
            }
            Console.output(text + "\n")
        }
        let count = repositories.count
        Console.output(TerminalColour.green.paint("\(count) \(count != 1 ? "repos" : "repo")", enabled: colours) + "\n")
    }
}
