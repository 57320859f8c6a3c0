import ArgumentParser
import Foundation
import Git
import SpecRepo

/// `podspec repo update [NAME]`: fetches and resets one or every git spec repo, and re-validates the
/// cached files of CDN sources with their ETags, like `pod repo update`.
struct RepoUpdateCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "update", abstract: "Update a spec repo",
        discussion: "Updates the local clone of the spec-repo `NAME`. If `NAME` is omitted this will update all "
            + "spec-repos in `~/.cocoapods/repos` (or CP_REPOS_DIR).\n\nExample: podspec repo update acme-specs")

    @Argument(help: "The name of the repo to update.") var name: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try RepoCommandSupport.informative(colours: global.colours) {
            let directory = RepoCommandSupport.reposDirectory
            guard FileManager.default.fileExists(atPath: directory.path) else {
                if let name { throw SpecRepoError.repoNotFound(name) }
                return
            }
            let repositories: [SpecRepository]
            if let name {
                guard let repository = directory.repository(named: name) else { throw SpecRepoError.repoNotFound(name) }
                guard repository.isUpdateable || repository.isCDN else {
                    throw SpecRepoError("The `\(name)` repo is not a updateable repo.")
                }
                repositories = [repository]
            } else {
                repositories = directory.repositories().filter { $0.isUpdateable || $0.isCDN }
            }
            let lock = try RepoLock.acquire(
                at: directory.path + "/Spec_Lock", timeout: 60, removesFile: false,
                held: "The repos folder `\(directory.path)`")
            defer { lock.release() }
            for repository in repositories {
                Console.output("Updating spec repo `\(repository.name)`\n")
                if let cdn = directory.cdnSource(named: repository.name, environment: RepoCommandSupport.environment) {
                    try cdn.update()
                    continue
                }
                let bar = RepoCommandSupport.progressBar("Fetching")
                defer { bar.finish() }
                try repository.update(
                    transfer: RepoCommandSupport.transfer(bar, remote: repository.url), notice: { Console.output($0) })
                try repository.verifyCompatibility()
            }
        }
    }
}
