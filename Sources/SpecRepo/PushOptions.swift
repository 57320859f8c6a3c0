import Foundation
import Git
import PodspecLint

/// What `repo push` was asked to do (`pod repo push`'s options that change the outcome).
public struct PushOptions: Sendable {
    /// `--allow-warnings`
    public var allowWarnings = false
    /// `--use-json`: write `Name.podspec.json` instead of copying the podspec.
    public var useJSON = false
    /// `--local-only`: commit, don't push.
    public var localOnly = false
    /// `--no-lint`
    public var lint = true
    /// The full validation `pod repo push` runs after the linter: the source fetched per `s.source`
    /// (a missing tag refuses the push), the files, the URLs, the dependencies in
    /// `versionSource`. `verdict` is set from `allowWarnings` and `isPrivate`. Nil: the linter only
    /// (ours, for callers that must not reach the network).
    public var fullValidation: ValidationOptions? = ValidationOptions()
    /// `--no-private`: public-only results count.
    public var isPrivate = true
    /// `--no-overwrite`: refuse a version that is already in the repo.
    public var overwrite = true
    /// `--commit-message=…` (empty: pod's `[Add]`/`[Update]`/`[Fix]` messages).
    public var commitMessage: String?
    /// How many times a push is tried when refused because someone pushed first (fetch, re-apply, push
    /// again): enough for a dozen pushers landing at once, each wait at most 2 s.
    public var maximumPushAttempts = 12
    /// The longest wait before the first retry, in seconds; each later retry may wait twice as long as
    /// the one before, up to 20 times this (each wait is a random part of that: full jitter).
    public var retryDelay: TimeInterval = 0.1
    /// How long to wait for another process pushing to the same local repo, in seconds.
    public var lockTimeout: TimeInterval = 60
    /// The environment podspecs are read with.
    public var environment: [String: String] = [:]
    /// Asked between steps; when it says yes, the push stops with `[!] Cancelled` and the local repo
    /// is rolled back (the CLI answers it from SIGINT/SIGTERM).
    public var isCancelled: (@Sendable () -> Bool)?

    public init() {}
}
