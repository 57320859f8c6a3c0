import CLibGit2

/// A name, e-mail and time for a commit's author or committer; owns a `git_signature`.
public final class Signature {
    let pointer: UnsafeMutablePointer<git_signature>

    init(owning pointer: UnsafeMutablePointer<git_signature>) {
        self.pointer = pointer
    }

    deinit {
        git.signature_free(pointer)
    }

    /// A signature for `name` <`email`> at the current time.
    public convenience init(name: String, email: String) throws {
        try LibGit2.ensureInitialized()
        var created: UnsafeMutablePointer<git_signature>?
        try check(git.signature_now(&created, name, email), "git_signature_now")
        guard let created else {
            throw GitError(kind: .failure, message: "git_signature_now returned no signature")
        }
        self.init(owning: created)
    }

    /// A signature with an explicit time (seconds since 1970) and UTC offset in minutes.
    public convenience init(name: String, email: String, time: Int64, offsetMinutes: Int32 = 0) throws {
        try LibGit2.ensureInitialized()
        var created: UnsafeMutablePointer<git_signature>?
        try check(git.signature_new(&created, name, email, time, offsetMinutes), "git_signature_new")
        guard let created else {
            throw GitError(kind: .failure, message: "git_signature_new returned no signature")
        }
        self.init(owning: created)
    }

    public var name: String { swiftString(pointer.pointee.name) ?? "" }
    public var email: String { swiftString(pointer.pointee.email) ?? "" }
    /// Seconds since 1970.
    public var time: Int64 { pointer.pointee.when.time }
}

/// A signature read from a commit, as a value.
public struct SignatureInfo: Sendable, Equatable {
    public let name: String
    public let email: String
    /// Seconds since 1970.
    public let time: Int64
    /// Offset from UTC, in minutes.
    public let offsetMinutes: Int32

    init(_ signature: UnsafePointer<git_signature>) {
        name = swiftString(signature.pointee.name) ?? ""
        email = swiftString(signature.pointee.email) ?? ""
        time = signature.pointee.when.time
        offsetMinutes = signature.pointee.when.offset
    }
}
