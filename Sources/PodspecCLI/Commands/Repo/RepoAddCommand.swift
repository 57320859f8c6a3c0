import ArgumentParser
import Foundation
import Git
import SpecRepo

/// `podspec repo add NAME URL [BRANCH]`: clones a spec repo into the repos folder, like `pod repo add`.
struct RepoAddCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a spec repo",
        discussion: "Clones `URL` in the local spec-repos directory at `~/.cocoapods/repos/` (or CP_REPOS_DIR). "
            + "The remote can later be referred to by `NAME`.\n\nExample: podspec repo add acme-specs git@git.example.com:mobile/specs.git"
    )

    @Argument(help: "The name of the repo.") var name: String?
    @Argument(help: "The URL to clone (ssh, https, git, file).") var url: String?
    @Argument(help: "The branch to check out (default: the remote's default branch).") var branch: String?

    @Flag(help: "Show the progress of cloning the spec repository.") var progress = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        guard let name, let url else {
            throw RepoCommandSupport.helpError("Adding a repo needs a `NAME` and a `URL`.", Self.self)
        }
        try RepoCommandSupport.informative(colours: global.colours) {
            try ReposDirectory.checkNewName(name)
            var title = "Cloning spec repo `\(name)` from `\(redacted(url))`"
            if let branch { title += " (branch `\(branch)`)" }
            Console.output(title + "\n")
            let bar = RepoCommandSupport.progressBar("Cloning")
            defer { bar.finish() }
            try RepoCommandSupport.reposDirectory.add(
                name: name, url: url, branch: branch, transfer: RepoCommandSupport.transfer(bar, remote: url))
        }
    }
}
