/// What a network operation (clone, fetch, push, ls-remote) uses besides the URL: credentials,
/// progress reporting and the server-certificate policy. The closures run synchronously on the calling
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

    public init(
        credentials: CredentialProvider = CredentialProvider(),
        progress: ((TransferProgress) -> Void)? = nil,
        serverMessage: ((String) -> Void)? = nil,
        certificateCheck: ((ServerCertificate) -> Bool)? = nil
    ) {
        self.credentials = credentials
        self.progress = progress
        self.serverMessage = serverMessage
        self.certificateCheck = certificateCheck
    }
}
