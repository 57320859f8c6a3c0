import ArgumentParser
import Foundation
import Git
import PodspecLint
import SpecRepo

/// `podspec repo lint [NAME|DIRECTORY]`: lints every podspec of a spec repo on all cores, like
/// `pod repo lint`.
struct RepoLintCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint", abstract: "Validates all specs in a repo",
        discussion: "Lints the spec-repo `NAME`. If a directory is provided it is assumed to be the root of a repo. "
            + "Finally, if `NAME` is not provided this will lint all the spec-repos known to podspec.\n\nExample: podspec repo lint acme-specs --only-errors"
    )

    @Argument(help: "A repo name, or the folder of a spec repo (default: every repo).") var name: String?

    @Flag(help: "Lint presents only the errors (podspec leaves the warnings out; pod ignores this flag).")
    var onlyErrors = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try RepoCommandSupport.informative(colours: global.colours) {
            let directory = RepoCommandSupport.reposDirectory
            let repositories: [SpecRepository]
            if let name {
                repositories = [try RepoCommandSupport.repository(namedOrAt: name)]
            } else {
                repositories = directory.repositories()
            }
            for repository in repositories {
                if repository.isCDN { throw SpecRepoError.cdnAllSpecs }
                try repository.verifyCompatibility()
                Console.output(
                    "\n"
                        + TerminalColour.yellow.paint("Linting spec repo `\(repository.name)`", enabled: global.colours)
                        + "\n")
                let bar = RepoCommandSupport.progressBar("Linting")
                let report = try RepoLinter(repository: repository, environment: RepoCommandSupport.environment)
                    .lint { done, total in
                        bar.update(fraction: Double(done) / Double(max(1, total)), detail: "\(done)/\(total)")
                    }
                bar.finish()
                Console.output(
                    String(repeating: ".", count: report.analyzedCount)
                        + report.render(onlyErrors: onlyErrors, ansi: global.colours))
                if !report.passed { throw SpecRepoError(report.failureMessage) }
            }
        }
    }
}
