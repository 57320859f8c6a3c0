import Foundation
import Trust

/// Where credentials come from when a server asks for them, tried in this order and each at most once
/// per operation, so a wrong password fails instead of looping:
///
/// - SSH: the ssh-agent (`SSH_AUTH_SOCK`), then key files: `$PODSPEC_SSH_KEY` alone when set, else
///   `~/.ssh/id_ed25519`, `~/.ssh/id_ecdsa`, `~/.ssh/id_rsa` (passphrase from `$PODSPEC_SSH_PASSPHRASE`).
/// - HTTPS: a user name and password embedded in the URL (libgit2 uses those itself), then
///   `$PODSPEC_GIT_USERNAME` / `$PODSPEC_GIT_PASSWORD` (a token as password works), then `~/.netrc`
///   (or `$NETRC`), then `git credential fill` when git is installed (never prompting unless
///   `allowPrompt`), whose answer is then approved or rejected like git does.
///
/// Each is checked against the URL the server asks from, every time (redirects included): the
/// environment's password and the `.netrc` `default` entry go only to `scopes` and the hosts
/// `$PODSPEC_GIT_HOSTS` lists, a `.netrc` `machine` only to its host, and no password goes over plain
/// `http` unless `$PODSPEC_GIT_ALLOW_HTTP=1`.
public struct CredentialProvider: Sendable {
    /// Where the environment's password and the `.netrc` `default` entry may go (the spec repo's remote).
    public var scopes: [CredentialScope]
    /// Whether a password may be sent over plain `http`; defaults to `$PODSPEC_GIT_ALLOW_HTTP` being `1`.
    public var allowsPlainHTTP: Bool
    /// The environment read for the variables above and given to `git credential`.
    public var environment: [String: String]
    /// The home folder holding `.ssh/` and `.netrc`.
    public var homeDirectory: String
    /// Try the ssh-agent. libssh2 reads `SSH_AUTH_SOCK` from the process environment itself.
    public var useSSHAgent: Bool
    /// The private key files to try, in order; nil for the default list described above.
    public var sshKeyFiles: [String]?
    /// The passphrase of encrypted key files; nil reads `$PODSPEC_SSH_PASSPHRASE`.
    public var sshKeyPassphrase: String?
    /// Read `~/.netrc` (or the file `$NETRC` names).
    public var useNetrc: Bool
    /// Ask `git credential fill` (git's configured helpers: store, cache, libsecret, …).
    public var useGitCredentialHelper: Bool
    /// Let `git credential fill` prompt on the terminal when no helper knows the answer.
    public var allowPrompt: Bool
    /// The most credentials handed to libgit2 in one operation, whatever their source.
    public var maximumAttempts: Int
    /// How long `git credential` may run before it is stopped, in seconds.
    public var helperTimeout: TimeInterval

    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: String? = nil,
        useSSHAgent: Bool = true,
        sshKeyFiles: [String]? = nil,
        sshKeyPassphrase: String? = nil,
        useNetrc: Bool = true,
        useGitCredentialHelper: Bool = true,
        allowPrompt: Bool = false,
        maximumAttempts: Int = 5,
        helperTimeout: TimeInterval = 30,
        scopes: [CredentialScope] = [],
        allowsPlainHTTP: Bool? = nil
    ) {
        self.environment = environment
        self.scopes = scopes
        self.allowsPlainHTTP = allowsPlainHTTP ?? (environment["PODSPEC_GIT_ALLOW_HTTP"] == "1")
        self.homeDirectory =
            homeDirectory ?? environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        self.useSSHAgent = useSSHAgent
        self.sshKeyFiles = sshKeyFiles
        self.sshKeyPassphrase = sshKeyPassphrase
        self.useNetrc = useNetrc
        self.useGitCredentialHelper = useGitCredentialHelper
        self.allowPrompt = allowPrompt
        self.maximumAttempts = maximumAttempts
        self.helperTimeout = helperTimeout
    }

    /// A provider that never offers credentials: for anonymous access and tests.
    public static var none: CredentialProvider {
        CredentialProvider(
            environment: [:], homeDirectory: "/nonexistent", useSSHAgent: false, sshKeyFiles: [], useNetrc: false,
            useGitCredentialHelper: false)
    }

    /// The scopes the environment's password may go to: `scopes`, then each host of `$PODSPEC_GIT_HOSTS`
    /// (comma-separated `host`, `host:port` or URL; a bare host means https and http on that host).
    public var permittedScopes: [CredentialScope] {
        let listed = (environment["PODSPEC_GIT_HOSTS"] ?? "").split(separator: ",").flatMap { entry in
            let text = entry.trimmingCharacters(in: .whitespaces)
            if text.contains("://") { return CredentialScope(url: text).map { [$0] } ?? [] }
            return ["https", "http"].compactMap { CredentialScope(url: "\($0)://\(text)/") }
        }
        return scopes + listed
    }

    /// Whether the environment's password may be sent to `url`.
    func permitsEnvironmentCredentials(for url: String) -> Bool {
        permittedScopes.contains { $0.permits(url, allowingPlainHTTP: allowsPlainHTTP) }
    }

    /// Whether a password meant for `url`'s own host (a `.netrc` machine, git's helpers) may be sent to it:
    /// over https, or http when allowed.
    func permitsHostCredentials(for url: String) -> Bool {
        guard let scope = CredentialScope(url: url) else { return false }
        return scope.scheme == "https" || (scope.scheme == "http" && allowsPlainHTTP)
    }

    /// The private key files that will be tried, existing ones only, in order.
    public var resolvedSSHKeyFiles: [String] {
        let candidates: [String]
        if let sshKeyFiles {
            candidates = sshKeyFiles
        } else if let override = environment["PODSPEC_SSH_KEY"], !override.isEmpty {
            candidates = [expandingTilde(override)]
        } else {
            let folder = (homeDirectory as NSString).appendingPathComponent(".ssh")
            candidates = ["id_ed25519", "id_ecdsa", "id_rsa"].map { (folder as NSString).appendingPathComponent($0) }
        }
        return candidates.filter { FileManager.default.isReadableFile(atPath: $0) }
    }

    var resolvedPassphrase: String? {
        sshKeyPassphrase ?? environment["PODSPEC_SSH_PASSPHRASE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    var netrcPath: String { Netrc.path(environment: environment, homeDirectory: homeDirectory) }

    private func expandingTilde(_ path: String) -> String {
        path.hasPrefix("~/") ? (homeDirectory as NSString).appendingPathComponent(String(path.dropFirst(2))) : path
    }
}
