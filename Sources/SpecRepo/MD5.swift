import Crypto

/// MD5 hex digests (swift-crypto's `Insecure.MD5`), only for CocoaPods' shard paths
/// (`Digest::MD5.hexdigest(name)`) and cache keys; not for anything secret.
enum MD5 {
    /// The lower-case hexadecimal digest of `text`'s UTF-8 bytes.
    static func hexDigest(_ text: String) -> String {
        Insecure.MD5.hash(data: Array(text.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
