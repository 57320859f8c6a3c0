import Foundation
import HTTP
import Trust

/// How a CDN source talks to its server: pod's timeouts and retries (5 attempts, waiting 4, 8, 16, 32 s),
/// the credential for the source's own host, and how many files are fetched at once.
public struct CDNOptions: Sendable {
    /// Seconds allowed for connecting and for each request as a whole (pod: 10).
    public var timeout: Double = 10
    /// Attempts in all for a 502/503/504 or a broken connection (`COCOAPODS_CDN_MAX_NUMBER_OF_RETRIES`).
    public var maximumAttempts = 5
    /// The first wait between attempts, doubled each time (`PODSPEC_CDN_RETRY_BASE_DELAY`, pod: 4 s).
    public var retryBaseDelay: Double = 4
    /// Files fetched at once when a pod's versions are needed.
    public var concurrency = 8
    /// The largest file accepted.
    public var maximumFileSize = 64 << 20
    /// Basic-auth credential for the source's scheme, host and port (`PODSPEC_CDN_USERNAME` and
    /// `PODSPEC_CDN_PASSWORD`, else `~/.netrc`); nil: none.
    public var credential: HTTPCredential?
    /// Whether the credential may go over plain `http` (`PODSPEC_CDN_ALLOW_HTTP_CREDENTIALS=1`).
    public var allowsCredentialsOverHTTP = false

    /// The certificate authorities HTTPS sources are verified against (a PEM file); nil for
    /// `$PODSPEC_CA_BUNDLE`, else the system's.
    public var caBundle: String?

    public init() {}

    /// The options for the source at `url`, from the environment (see each field) and `~/.netrc`
    /// (`NETRC` names another file).
    public init(url: String, environment: [String: String]) {
        if let text = environment["PODSPEC_CDN_RETRY_BASE_DELAY"], let value = Double(text), value >= 0 {
            retryBaseDelay = value
        }
        if let text = environment["COCOAPODS_CDN_MAX_NUMBER_OF_RETRIES"], let value = Int(text), value >= 0 {
            maximumAttempts = max(1, min(value, 20))
        }
        if let text = environment["PODSPEC_CDN_TIMEOUT"], let value = Double(text), value > 0 { timeout = value }
        allowsCredentialsOverHTTP = environment["PODSPEC_CDN_ALLOW_HTTP_CREDENTIALS"] == "1"
        if let user = environment["PODSPEC_CDN_USERNAME"], let password = environment["PODSPEC_CDN_PASSWORD"],
            !user.isEmpty
        {
            credential = HTTPCredential(user: user, password: password)
        } else if let host = CredentialScope(url: url)?.host {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            let netrc = Netrc(path: Netrc.path(environment: environment, homeDirectory: home))
            if let entry = netrc?.entry(for: host), let login = entry.login, let password = entry.password {
                credential = HTTPCredential(user: login, password: password)
            }
        }
    }

    /// The wait before attempt `attempt` (2, 3, …): base, 2×base, 4×base, …
    func delay(beforeAttempt attempt: Int) -> Double {
        retryBaseDelay * Double(1 << min(max(attempt - 2, 0), 16))
    }
}
