import ArgumentParser
import Foundation
import Git
import SpecRepo

/// `podspec repo add-cdn NAME URL`: adds a spec repo served over HTTP(S) as CocoaPods' CDN layout
/// (Artifactory, a self-hosted CDN), like `pod repo add-cdn`. Its files are fetched when needed.
struct RepoAddCDNCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-cdn", abstract: "Add a spec repo backed by a CDN",
        discussion: "Adds the CDN-backed spec repo `URL` in the local spec-repos directory at `~/.cocoapods/repos/` "
            + "(or CP_REPOS_DIR). The remote can later be referred to by `NAME`. Credentials for a private CDN come "
            + "from `~/.netrc` (for the URL's host only).\n\n"
            + "Example: podspec repo add-cdn acme https://acme.jfrog.io/artifactory/api/pods/cocoapods-local")

    @Argument(help: "The name of the repo.") var name: String?
    @Argument(help: "The URL of the CDN.") var url: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        guard let name, let url else {
            throw RepoCommandSupport.helpError("Adding a repo needs a `NAME` and a `URL`.", Self.self)
        }
        try RepoCommandSupport.informative(colours: global.colours) {
            Console.output("Adding spec repo `\(name)` with CDN `\(redacted(url))`\n")
            defer { Console.output("\n") }
            try RepoCommandSupport.reposDirectory.addCDN(
                name: name, url: url, environment: RepoCommandSupport.environment)
        }
    }
}
