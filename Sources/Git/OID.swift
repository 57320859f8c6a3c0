import CLibGit2

/// A git object id (SHA-1), as a value.
public struct OID: Hashable, Sendable, CustomStringConvertible {
    /// The 20 raw bytes.
    public let bytes: [UInt8]

    init(_ oid: git_oid) {
        bytes = withUnsafeBytes(of: oid.id) { Array($0) }
    }

    /// Parses a full 40-character hexadecimal id; nil when `hex` isn't one.
    /// (Either case, as git_oid_fromstrn reads it; parsed here so that no libgit2 call is needed.)
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 40 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        for index in stride(from: 0, to: 40, by: 2) {
            guard let high = Self.value(of: digits[index]), let low = Self.value(of: digits[index + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        self.bytes = bytes
    }

    /// The value of one hexadecimal digit, nil for any other character.
    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
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
