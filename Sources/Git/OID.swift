import CLibGit2

/// A git object id (SHA-1), as a value.
public struct OID: Hashable, Sendable, CustomStringConvertible {
    /// The 20 raw bytes.
    public let bytes: [UInt8]

    init(_ oid: git_oid) {
        bytes = withUnsafeBytes(of: oid.id) { Array($0) }
    }

    /// Parses a full 40-character hexadecimal id; nil when `hex` isn't one.
    public init?(hex: String) {
        LibGit2.ensureInitialized()
        guard hex.utf8.count == 40 else { return nil }
        var oid = git_oid()
        let result = hex.withCString { git_oid_fromstrn(&oid, $0, 40) }
        guard result == 0 else { return nil }
        self.init(oid)
    }

    /// The 40-character lower-case hexadecimal form.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var characters: [UInt8] = []
        characters.reserveCapacity(40)
        for byte in bytes {
            characters.append(digits[Int(byte >> 4)])
            characters.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: characters, as: UTF8.self)
    }

    /// The first seven hexadecimal digits, as `git log --oneline` shows them.
    public var short: String { String(hex.prefix(7)) }

    public var description: String { hex }

    /// The libgit2 form.
    var raw: git_oid {
        var oid = git_oid()
        withUnsafeMutableBytes(of: &oid.id) { buffer in
            for (index, byte) in bytes.prefix(buffer.count).enumerated() {
                buffer[index] = byte
            }
        }
        return oid
    }
}
