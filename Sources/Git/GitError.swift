import CLibGit2

/// A failed git operation: libgit2's error code and class, its message (URLs redacted), and a `kind`
/// callers can switch on without knowing libgit2's numbers.
public struct GitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in terms a caller acts on.
    public enum Kind: Sendable, Equatable {
        /// Any failure without a more specific kind.
        case failure
        /// An object, reference, remote or path that doesn't exist.
        case notFound
        /// Something that already exists (e.g. cloning into a non-empty folder).
        case exists
        /// The server refused the credentials, or none were available.
        case authentication
        /// The server's TLS certificate or SSH host key was not accepted.
        case certificate
        /// The connection failed or broke (host unreachable, refused, protocol error).
        case network
        /// A push was refused because the remote branch has commits this one doesn't: fetch, re-apply, push.
        case nonFastForward
        /// The server refused a reference for another reason (hook, permissions); see `rejections`.
        case rejected
        /// Changes conflict (cherry-pick, checkout over local changes).
        case conflict
        /// The work tree or index has uncommitted changes that the operation would lose.
        case uncommittedChanges
        /// HEAD points to a branch without commits yet.
        case unbornBranch
        /// A lock file is held by another process.
        case locked
        /// The operation was cancelled by a callback.
        case cancelled
    }

    /// A reference the server refused during a push, with the server's own message.
    public struct Rejection: Sendable, Equatable {
        public let reference: String
        public let message: String
        public init(reference: String, message: String) {
            self.reference = reference
            self.message = message
        }
    }

    public let kind: Kind
    /// libgit2's `git_error_code` (negative), or `-1` for errors raised by this module.
    public let code: Int32
    /// libgit2's `git_error_t` class (e.g. `GIT_ERROR_NET`), `0` when none.
    public let errorClass: Int32
    /// libgit2's message, with any password or token in a URL redacted.
    public let message: String
    /// The libgit2 function or wrapper operation that failed, e.g. `git_clone`.
    public let operation: String
    /// For pushes: each reference the server refused.
    public let rejections: [Rejection]

    public init(
        kind: Kind, message: String, code: Int32 = -1, errorClass: Int32 = 0, operation: String = "",
        rejections: [Rejection] = []
    ) {
        self.kind = kind
        self.code = code
        self.errorClass = errorClass
        self.message = redactingCredentials(in: message)
        self.operation = operation
        self.rejections = rejections
    }

    public var description: String { message }

    /// The error libgit2 recorded for the call that just returned `code`. Read only right after a
    /// failing call: libgit2 keeps the last error per thread and a later call may replace it.
    static func last(code: Int32, operation: String) -> GitError {
        var message = "\(operation) failed (\(code))"
        var errorClass: Int32 = 0
        if let last = git.error_last() {
            errorClass = last.pointee.klass
            if let text = swiftString(last.pointee.message), !text.isEmpty {
                message = text
            }
        }
        if code == GIT_ECERTIFICATE.rawValue && errorClass == Int32(GIT_ERROR_SSH.rawValue) {
            message +=
                " (the server's key must be in ~/.ssh/known_hosts: connect once with ssh, or add it with ssh-keyscan)"
        }
        return GitError(
            kind: Kind(code: code, errorClass: errorClass, message: message), message: message, code: code,
            errorClass: errorClass, operation: operation)
    }
}

extension GitError.Kind {
    /// Maps libgit2's code, class and (for transports that report everything as a generic error) message.
    init(code: Int32, errorClass: Int32, message: String) {
        switch code {
        case GIT_ENOTFOUND.rawValue: self = .notFound
        case GIT_EEXISTS.rawValue: self = .exists
        case GIT_EAUTH.rawValue: self = .authentication
        case GIT_ECERTIFICATE.rawValue: self = .certificate
        case GIT_ENONFASTFORWARD.rawValue: self = .nonFastForward
        case GIT_ECONFLICT.rawValue, GIT_EMERGECONFLICT.rawValue, GIT_EUNMERGED.rawValue: self = .conflict
        case GIT_EUNCOMMITTED.rawValue, GIT_EINDEXDIRTY.rawValue: self = .uncommittedChanges
        case GIT_EUNBORNBRANCH.rawValue: self = .unbornBranch
        case GIT_ELOCKED.rawValue: self = .locked
        case GIT_EUSER.rawValue: self = .cancelled
        default:
            let lowered = message.lowercased()
            let transportClasses = [GIT_ERROR_NET, GIT_ERROR_SSH, GIT_ERROR_HTTP, GIT_ERROR_SSL, GIT_ERROR_CALLBACK]
            let isTransport = transportClasses.contains { Int32($0.rawValue) == errorClass }
            let authentication = ["authentication", "status code: 401", "status code: 403", "username/publickey"]
            if isTransport && authentication.contains(where: lowered.contains) {
                self = .authentication
            } else if isTransport && (lowered.contains("certificate") || lowered.contains("host key")) {
                self = .certificate
            } else if isTransport || lowered.contains("failed to connect") {
                self = .network
            } else {
                self = .failure
            }
        }
    }
}
