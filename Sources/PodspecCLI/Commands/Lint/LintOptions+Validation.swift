import Foundation
import PodspecLint
import SpecRepo

extension LintOptions {
    /// The full validation's options (lint without `--quick`) from the command line.
    func validationOptions(environment: [String: String]) throws(CommandFailure) -> ValidationOptions {
        var options = ValidationOptions()
        options.swiftVersion = swiftVersion
        options.credentialScopes = RepoCommandSupport.specRepoScopes
        options.analyzeSubspecs = subspecs
        options.failFast = failFast
        options.verdict = verdict
        options.keepSource = !clean
        options.subspec = subspec
        let platforms = try requestedPlatforms()
        options.platforms = platforms.isEmpty ? nil : platforms.map(\.rawValue)
        options.checkURLs = !skipURLs
        options.environment = environment
        options.versionSource = try dependencySources(environment: environment)
        try fetching.apply(to: &options)
        return options
    }

    /// `--sources=NAME_OR_URL,…` (default: trunk, as pod) as the dependency look-up. Nothing is fetched
    /// until a dependency needs it.
    /// - Throws: ``Unable to find a source named: `X` `` for a name no added source has.
    func dependencySources(environment: [String: String]) throws(CommandFailure) -> (any PodVersionSource)? {
        try LintOptions.dependencySources(sources, forPush: false, environment: environment)
    }

    /// `--sources` of `lib lint`, `spec lint` and `repo push` (see ``SourceSelection``); without it, trunk
    /// for the lints and every added source then trunk for `repo push`.
    static func dependencySources(
        _ sources: String?, forPush: Bool, environment: [String: String]
    ) throws(CommandFailure) -> (any PodVersionSource)? {
        let directory = ReposDirectory(environment: environment)
        let entries =
            sources.map(SourceSelection.entries) ?? SourceSelection.defaultEntries(forPush: forPush, in: directory)
        do {
            return try SourceSelection.resolve(entries, in: directory, environment: environment)
        } catch let error as SpecRepoError {
            throw CommandFailure(error.message)
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
