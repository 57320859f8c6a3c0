import Foundation

/// A server's identity as libgit2 saw it while connecting: a TLS certificate or an SSH host key.
/// Given to `TransferOptions.certificateCheck` to accept or refuse the connection.
public struct ServerCertificate: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A TLS certificate, DER-encoded.
        case x509(der: [UInt8])
        /// An SSH host key: its raw blob when libssh2 gave it, and its SHA-256 hash.
        case sshHostKey(key: [UInt8]?, sha256: [UInt8]?)
        case other
    }

    /// The host name or address connected to.
    public let host: String
    /// libgit2's own verdict: a TLS certificate that chains to a trusted root and names `host`; an SSH
    /// host key listed for `host` in `~/.ssh/known_hosts`.
    public let isValid: Bool
    public let kind: Kind

    public init(host: String, isValid: Bool, kind: Kind) {
        self.host = host
        self.isValid = isValid
        self.kind = kind
    }

    /// For SSH host keys, the fingerprint as `ssh-keygen -l` prints it: `SHA256:` and unpadded base64.
    public var sshFingerprint: String? {
        guard case .sshHostKey(_, let sha256?) = kind else { return nil }
        let base64 = Data(sha256).base64EncodedString()
        return "SHA256:" + base64.replacingOccurrences(of: "=", with: "")
    }
}
