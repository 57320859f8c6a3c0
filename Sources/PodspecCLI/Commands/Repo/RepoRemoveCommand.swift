import ArgumentParser
import Foundation
import SpecRepo

/// `podspec repo remove NAME`: deletes a spec repo from the repos folder, like `pod repo remove`.
struct RepoRemoveCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a spec repo",
        discussion:
            "Deletes the remote named `NAME` from the local spec-repos directory at `~/.cocoapods/repos/` (or CP_REPOS_DIR).\n\nExample: podspec repo remove acme-specs"
    )

    @Argument(help: "The name of the repo to remove.") var name: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        guard let name else { throw RepoCommandSupport.helpError("Deleting a repo needs a `NAME`.", Self.self) }
        let directory = RepoCommandSupport.reposDirectory
        try RepoCommandSupport.informative(colours: global.colours) { try ReposDirectory.checkName(name) }
        guard directory.repository(named: name) != nil else {
            throw RepoCommandSupport.helpError("repo \(name) does not exist", Self.self)
        }
        try RepoCommandSupport.informative(colours: global.colours) {
            try directory.checkRemovable(name)
            Console.output("Removing spec repo `\(name)`\n")
            try directory.remove(name: name)
        }
    }
}
