import ArgumentParser
import Foundation
import SpecRepo
import Trust

/// `podspec list`: every pod of the added spec repos with its highest version, like `pod list`.
struct ListCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List pods",
        discussion: """
            Lists all available pods.

            Reads the git and folder spec repos in `~/.cocoapods/repos/` (or CP_REPOS_DIR). CDN sources \
            (trunk, Artifactory) are left out: listing them means fetching every pod's index; search them \
            with `podspec search --simple NAME`.

            Example: podspec list --update
            """)

    @Flag(help: "Run `podspec repo update` before listing.") var update = false
    @Flag(help: "Accepted for compatibility with pod (no network metrics).") var stats = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        if update { try RepoUpdateCommand.parse(global.arguments).run() }
        try RepoCommandSupport.informative(colours: global.colours) {
            let repositories = RepoCommandSupport.reposDirectory.repositories()
            for cdn in repositories where cdn.isCDN {
                Console.error("podspec: the CDN source `\(cdn.name)` is not listed (search it with `podspec search`).")
            }
            let sets = try PodSearch(repositories: repositories.filter { !$0.isCDN }).allSets()
            var text = ""
            for set in sets {
                text += PrintableText.escaped("\(set.name) \(set.highest?.version.string ?? "")") + "\n"
            }
            Console.output(text + "\n\(sets.count) pods were found\n")
        }
    }
}
