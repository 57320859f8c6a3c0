import Foundation
import Git
import PodspecLint
import SpecRepo

extension LintOptions {
    /// The full validation's options (lint without `--quick`) from the command line.
    func validationOptions(environment: [String: String]) throws(LintCommandError) -> ValidationOptions {
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
        return options
    }

    /// `--sources=NAME_OR_URL,…` (default: every added spec repo) as the dependency look-up; nil when
    /// no spec repo is added (dependencies are then not checked).
    /// - Throws: ``Unable to find a source named: `X` `` for a name or URL no added repo has.
    func dependencySources(environment: [String: String]) throws(LintCommandError) -> (any PodVersionSource)? {
        try LintOptions.dependencySources(sources, environment: environment)
    }

    /// `--sources` of `lib lint`, `spec lint` and `repo push`: the added spec repos named (by name or
    /// remote URL) in `sources`, or all of them when nil.
    static func dependencySources(
        _ sources: String?, environment: [String: String]
    ) throws(LintCommandError) -> (any PodVersionSource)? {
        let all = ReposDirectory(environment: environment).repositories()
        guard let sources else { return all.isEmpty ? nil : SpecRepositories(all) }
        var chosen: [SpecRepository] = []
        for wanted in sources.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !wanted.isEmpty {
            let found = all.first { repository in
                repository.name == wanted
                    || ((try? Repository.open(at: repository.path).remoteURL()) ?? nil).map { $0 == wanted } == true
            }
            guard let found else { throw LintCommandError("Unable to find a source named: `\(wanted)`") }
            chosen.append(found)
        }
        return SpecRepositories(chosen)
    }
}
