import CLibGit2
import Foundation
import Trust

/// The credentials of one network operation: hands libgit2 the next untried credential each time the
/// server asks, never the same one twice and at most `maximumAttempts` in all, then fails with a
/// message naming what was tried. Afterwards tells git's credential helpers whether theirs worked.
final class CredentialSession {
    /// One credential offered to the server.
    enum Candidate: Equatable {
        case username(String)
        case sshAgent(user: String)
        case sshKey(user: String, privateKey: String, publicKey: String?, passphrase: String?)
        case password(user: String, password: String, source: Source)

        enum Source: Equatable {
            case environment
            case netrc(path: String)
            case helper(GitCredentialHelper.Request)
        }

        /// How the candidate is named in error messages: never the secret itself.
        var label: String {
            switch self {
            case .username(let user): return "user name \(user)"
            case .sshAgent: return "ssh-agent"
            case .sshKey(_, let key, _, _): return "key \(key)"
            case .password(let user, _, .environment): return "PODSPEC_GIT_USERNAME/PODSPEC_GIT_PASSWORD (\(user))"
            case .password(let user, _, .netrc(let path)): return "\(path) (\(user))"
            case .password(let user, _, .helper): return "git credential helper (\(user))"
            }
        }
    }

    private let provider: CredentialProvider
    private var tried: [Candidate] = []
    private var attempts = 0
    private var helperAsked = false
    /// Whether a URL the server asked from carried a password (libgit2 offers that one itself first).
    private var urlHadPassword = false
    /// Credentials not offered because of their scope, named for the error message.
    private var withheld: Set<String> = []
    private lazy var helper: GitCredentialHelper? =
        provider.useGitCredentialHelper ? GitCredentialHelper(provider: provider) : nil

    init(provider: CredentialProvider) {
        self.provider = provider
    }

    /// The next credential for `url`, of one of the `allowed` libgit2 credential types; an error when
    /// none is left.
    func next(url: String, usernameFromURL: String?, allowed: UInt32) -> Result<Candidate, GitError> {
        urlHadPassword = urlHadPassword || Self.hasPassword(url)
        let url = redacted(url)
        let user = usernameFromURL.flatMap { $0.isEmpty ? nil : $0 }
        if allowed & GIT_CREDENTIAL_USERNAME.rawValue != 0,
            allowed & GIT_CREDENTIAL_SSH_KEY.rawValue == 0 || user == nil
        {
            return .success(.username(user ?? Repository.loginName()))
        }
        guard attempts < provider.maximumAttempts else {
            return .failure(exhausted(url: url, reason: "gave up after \(attempts) attempts"))
        }
        var candidate: Candidate?
        if allowed & GIT_CREDENTIAL_SSH_KEY.rawValue != 0 {
            candidate = nextSSH(user: user ?? Repository.loginName())
        }
        if candidate == nil, allowed & GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue != 0 {
            candidate = nextPassword(url: url, user: user)
        }
        guard let candidate else { return .failure(exhausted(url: url, reason: nil)) }
        attempts += 1
        tried.append(candidate)
        return .success(candidate)
    }

    private func nextSSH(user: String) -> Candidate? {
        // libssh2 reads SSH_AUTH_SOCK itself; a socket that is gone would end the whole attempt.
        if provider.useSSHAgent, let socket = ProcessInfo.processInfo.environment["SSH_AUTH_SOCK"], !socket.isEmpty,
            FileManager.default.fileExists(atPath: socket)
        {
            let agent = Candidate.sshAgent(user: user)
            if !tried.contains(agent) { return agent }
        }
        for key in provider.resolvedSSHKeyFiles {
            let publicKey = key + ".pub"
            let candidate = Candidate.sshKey(
                user: user, privateKey: key,
                publicKey: FileManager.default.isReadableFile(atPath: publicKey) ? publicKey : nil,
                passphrase: provider.resolvedPassphrase)
            if !tried.contains(candidate) { return candidate }
        }
        return nil
    }

    private func nextPassword(url: String, user: String?) -> Candidate? {
        let environment = provider.environment
        if let password = environment["PODSPEC_GIT_PASSWORD"], !password.isEmpty {
            if provider.permitsEnvironmentCredentials(for: url) {
                let name = environment["PODSPEC_GIT_USERNAME"].flatMap { $0.isEmpty ? nil : $0 } ?? user ?? "git"
                let candidate = Candidate.password(user: name, password: password, source: .environment)
                if !tried.contains(candidate) { return candidate }
            } else {
                withheld.insert(
                    "PODSPEC_GIT_PASSWORD (\(url) is not the repo's remote nor in PODSPEC_GIT_HOSTS\(plainHTTPNote(url)))"
                )
            }
        }
        if provider.useNetrc, let host = CredentialScope(url: url)?.host, let netrc = Netrc(path: provider.netrcPath),
            let entry = netrc.entry(for: host), let password = entry.password
        {
            let permitted =
                entry.machine == nil
                ? provider.permitsEnvironmentCredentials(for: url) : provider.permitsHostCredentials(for: url)
            if permitted {
                let candidate = Candidate.password(
                    user: entry.login ?? user ?? "", password: password, source: .netrc(path: provider.netrcPath))
                if !tried.contains(candidate) { return candidate }
            } else {
                withheld.insert(
                    "\(provider.netrcPath) \(entry.machine == nil ? "default entry" : "machine \(host)")\(plainHTTPNote(url))"
                )
            }
        }
        if !helperAsked, let helper, let request = GitCredentialHelper.Request(url: url, username: user) {
            guard provider.permitsHostCredentials(for: url) else {
                withheld.insert("git credential helper\(plainHTTPNote(url))")
                return nil
            }
            helperAsked = true
            if let answer = helper.fill(request) {
                let candidate = Candidate.password(
                    user: answer.username, password: answer.password, source: .helper(request))
                if !tried.contains(candidate) { return candidate }
            }
        }
        return nil
    }

    /// Why a password was withheld from a plain-http URL, or nothing.
    private func plainHTTPNote(_ url: String) -> String {
        CredentialScope(url: url)?.scheme == "http" && !provider.allowsPlainHTTP
            ? "; plain http: set PODSPEC_GIT_ALLOW_HTTP=1 to allow it" : ""
    }

    private func exhausted(url: String, reason: String?) -> GitError {
        var message: String
        if tried.isEmpty && !withheld.isEmpty {
            message =
                "authentication required by \(url); credentials were withheld from it: "
                + withheld.sorted().joined(separator: ", ")
        } else if tried.isEmpty && urlHadPassword {
            message = "authentication failed for \(url): the user name and password in the URL were refused"
        } else if tried.isEmpty {
            message =
                "authentication required by \(url) but no credentials were found; for HTTPS set "
                + "PODSPEC_GIT_USERNAME and PODSPEC_GIT_PASSWORD, add the host to ~/.netrc or configure a git "
                + "credential helper; for SSH load a key in ssh-agent, put it in ~/.ssh or set PODSPEC_SSH_KEY"
        } else {
            let labels = tried.map(\.label).joined(separator: ", ")
            message = "authentication failed for \(url)\(reason.map { " (\($0))" } ?? ""); tried: \(labels)"
            if !withheld.isEmpty { message += "; withheld: " + withheld.sorted().joined(separator: ", ") }
            if triedRSAKey {
                message +=
                    "; note: RSA keys sign with SHA-1 through this libssh2, which OpenSSH 8.8+ servers refuse: "
                    + "use an ed25519 or ECDSA key"
            }
        }
        return GitError(
            kind: .authentication, message: message, code: GIT_EAUTH.rawValue, errorClass: Int32(GIT_ERROR_NET.rawValue)
        )
    }

    /// Whether `url` has a `user:password@` part.
    static func hasPassword(_ url: String) -> Bool {
        guard let separator = url.range(of: "://") else { return false }
        let authority = url[separator.upperBound...].prefix { $0 != "/" }
        guard let at = authority.lastIndex(of: "@") else { return false }
        return authority[..<at].contains(":")
    }

    /// Whether an RSA key file was offered (known from its `.pub` file).
    private var triedRSAKey: Bool {
        tried.contains { candidate in
            guard case .sshKey(_, _, let publicKey?, _) = candidate,
                let contents = try? String(contentsOfFile: publicKey, encoding: .utf8)
            else { return false }
            return contents.hasPrefix("ssh-rsa ")
        }
    }

    /// Reports to git's credential helpers whether their credential (the last one offered) worked.
    func finish(succeeded: Bool) {
        guard let last = tried.last, case .password(let user, let password, .helper(let request)) = last, let helper
        else { return }
        if succeeded {
            helper.approve(request, username: user, password: password)
        } else {
            helper.reject(request, username: user, password: password)
        }
    }
}
