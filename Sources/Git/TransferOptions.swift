import Foundation

/// What a network operation (clone, fetch, push, ls-remote) uses besides the URL: credentials,
/// progress reporting, the server-certificate policy, timeouts and cancellation. The closures run synchronously on the calling
/// thread, during the operation.
public struct TransferOptions {
    /// Where credentials come from when the server asks for them.
    public var credentials: CredentialProvider
    /// Called as objects are received or sent; drawing a progress bar is the caller's job.
    public var progress: ((TransferProgress) -> Void)?
    /// Called with the server's progress text (`remote: Counting objects…`), line fragments as they come.
    public var serverMessage: ((String) -> Void)?
    /// Decides whether to trust a server's TLS certificate or SSH host key. Return true to connect. Nil:
    /// libgit2's verdict (`ServerCertificate.isValid`): TLS certificates must chain to a trusted root,
    /// SSH host keys must be in `~/.ssh/known_hosts`.
    public var certificateCheck: ((ServerCertificate) -> Bool)?
    /// Longest wait for a TCP connection to be accepted, in seconds (`$PODSPEC_GIT_CONNECT_TIMEOUT`, else 30).
    public var connectTimeout: TimeInterval
    /// Longest wait for the server to send or take a single byte, in seconds (`$PODSPEC_GIT_STALL_TIMEOUT`,
    /// else 120); past it the operation fails instead of hanging.
    public var stallTimeout: TimeInterval
    /// Asked at least every 0.2 s while waiting on the network; returning true stops the operation
    /// with a `.cancelled` error.
    public var isCancelled: (@Sendable () -> Bool)?

    public init(
        credentials: CredentialProvider = CredentialProvider(),
        progress: ((TransferProgress) -> Void)? = nil,
        serverMessage: ((String) -> Void)? = nil,
        certificateCheck: ((ServerCertificate) -> Bool)? = nil,
        connectTimeout: TimeInterval? = nil,
        stallTimeout: TimeInterval? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil
    ) {
        let environment = ProcessInfo.processInfo.environment
        func seconds(_ name: String) -> TimeInterval? {
            environment[name].flatMap(TimeInterval.init).flatMap { $0 > 0 ? $0 : nil }
        }
        self.connectTimeout = connectTimeout ?? seconds("PODSPEC_GIT_CONNECT_TIMEOUT") ?? 30
        self.stallTimeout = stallTimeout ?? seconds("PODSPEC_GIT_STALL_TIMEOUT") ?? 120
        self.isCancelled = isCancelled
        self.credentials = credentials
        self.progress = progress
        self.serverMessage = serverMessage
        self.certificateCheck = certificateCheck
    }
}
