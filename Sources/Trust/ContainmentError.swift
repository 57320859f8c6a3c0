/// Why a path built from outside data was refused, or why the file system refused an operation on it.
public struct ContainmentError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The name itself is not allowed: empty, `.`, `..`, absolute, or holding `/`, NUL or a line break.
        case invalidName
        /// The path, once its links are resolved, leads outside the root.
        case escapes
        /// A link where none may be followed, or too many links in a row.
        case link
        /// Nothing exists at the path.
        case notFound
        /// Something of another kind is there (a file where a folder is needed, or the reverse).
        case wrongType
        /// The file is larger than the caller allows.
        case tooLarge
        /// The operating system refused (permissions, a full disk, …): `errno`'s text is in the message.
        case system(Int32)
    }

    public let kind: Kind
    /// The path as the caller gave it (relative to the root), for the message.
    public let path: String
    /// One sentence: what was refused and why.
    public let message: String

    public init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    public var description: String { message }
}
