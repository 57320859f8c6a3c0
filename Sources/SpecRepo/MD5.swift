import CLibCrypto

/// MD5 hex digests (OpenSSL's, through the system libcrypto), only for CocoaPods' shard paths
/// (`Digest::MD5.hexdigest(name)`) and cache keys; not for anything secret.
enum MD5 {
    /// The lower-case hexadecimal digest of `text`'s UTF-8 bytes.
    static func hexDigest(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var digest = [UInt8](repeating: 0, count: 16)
        var length: UInt32 = 0
        let succeeded = bytes.withUnsafeBytes { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, EVP_md5(), nil) == 1
        }
        // EVP_Digest fails only when OpenSSL cannot allocate; a digest of zeros then names no shard.
        guard succeeded else { return String(repeating: "0", count: 32) }
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(32)
        for byte in digest {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
