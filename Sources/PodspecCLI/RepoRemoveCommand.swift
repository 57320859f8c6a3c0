import ArgumentParser
import Foundation
import SpecRepo

/// `podspec repo remove NAME`: deletes a spec repo from the repos folder, like `pod repo remove`.
struct RepoRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a spec repo",
        discussion:
            "Deletes the remote named `NAME` from the local spec-repos directory at `~/.cocoapods/repos/.`\n\nExample: podspec repo remove acme-specs"
    )

    @Argument(help: "The name of the repo to remove.") var name: String?

    @OptionGroup var colour: ColourOption

    func run() throws {
        guard let name else { throw RepoCommandSupport.helpError("Deleting a repo needs a `NAME`.", Self.self) }
        let directory = RepoCommandSupport.reposDirectory
        let folder = name.hasPrefix("/") ? name : (directory.path as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RepoCommandSupport.helpError("repo \(name) does not exist", Self.self)
        }
        try RepoCommandSupport.informative(colours: colour.enabled) {
            guard FileManager.default.isWritableFile(atPath: folder) else {
                throw SpecRepoError(
                    "You do not have permission to delete the \(name) repository.Perhaps try prefixing this command with sudo."
                )
            }
            Console.output("Removing spec repo `\(name)`\n")
            try directory.remove(name: name)
        }
    }
}
