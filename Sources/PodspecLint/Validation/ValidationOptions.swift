import Foundation
import Trust

/// What the full validation (lint without `--quick`) is asked to do; the CLI fills it from
/// CocoaPods' options (§3.6).
public struct ValidationOptions: Sendable {
    /// `--swift-version`
    public var swiftVersion: String?
    /// `--no-subspecs` sets this to false: subspecs are not analysed (the linter still lints them).
    public var analyzeSubspecs = true
    /// `--subspec=NAME`: validate only `Root/NAME` (no subspec recursion).
    public var subspec: String?
    /// `--platforms=ios,macos`: the platforms to validate on (names as given; nil: the spec's own).
    public var platforms: [String]?
    /// `--fail-fast`: stop after the first platform or subspec that does not pass.
    public var failFast = false
    /// `--allow-warnings` / `--private`, for `--fail-fast`'s "does it pass so far".
    public var verdict = LintVerdict()
    /// Check homepage, screenshots, social_media_url, documentation_url (network).
    public var checkURLs = true
    /// Seconds allowed for each HTTP request.
    public var requestTimeout: TimeInterval = 10
    /// `--no-clean`: keep the fetched source and say where.
    public var keepSource = false
    /// `--skip-import-validation` sets this to false: podspec's own imports check (our stand-in for
    /// the build that proves the pod can be imported) is not run.
    public var checkImports = true
    /// `--validation-dir=DIR`: fetch sources (the pod's for `spec lint`/`repo push`, dependencies'
    /// for the imports check) into `DIR/<Pod>` and keep them there, instead of a temporary folder
    /// removed afterwards. An absolute path to an existing folder (the CLI checks it).
    public var validationDirectory: String?
    /// Where dependencies are looked up; nil when no spec repo is configured (not checked then).
    public var versionSource: (any PodVersionSource)?
    /// Environment for git credentials and the like (the process's by default).
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Where the environment's git password may go when fetching sources: the added spec repos' remotes
    /// (plus the hosts `$PODSPEC_GIT_HOSTS` lists); never a host only a podspec names.
    public var credentialScopes: [CredentialScope] = []

    public init() {}
}

/// Where the pod's files come from.
public enum PodFiles: Sendable, Hashable {
    /// `lib lint`: the files next to the podspec (the folder given).
    case local(root: String)
    /// `spec lint` / `repo push`: the spec's `source`, fetched into a temporary folder.
    case remote
}

/// The full validation's outcome.
public struct ValidationOutcome: Sendable {
    /// The linter's results followed by the validator's (CocoaPods' merge rule).
    public var results: LintResults
    /// Notices CocoaPods prints on stderr with `UI.warn` (e.g. the `.swift-version` deprecation).
    public var notices: [String]
    /// With `keepSource` or `validationDirectory`, the folder the remote source was fetched into.
    public var keptSource: String?
}
