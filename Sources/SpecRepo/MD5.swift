#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import CLibCrypto

/// MD5 hex digests (OpenSSL's, through the system libcrypto), only for CocoaPods' shard paths
/// (`Digest::MD5.hexdigest(name)`) and cache keys; not for anything secret. libcrypto is not linked: CLibCrypto
/// opens it with dlopen on the first digest.
enum MD5 {
    /// The lower-case hexadecimal digest of `text`'s UTF-8 bytes. Without libcrypto no shard path can be
    /// right, so the process then stops with CLibCrypto's message (the Debian package to install).
    static func hexDigest(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var digest = [UInt8](repeating: 0, count: 16)
        let failure = bytes.withUnsafeBytes { input in
            digest.withUnsafeMutableBufferPointer { output in
                // The buffer is never empty: 16 bytes.
                podspec_md5(input.baseAddress, input.count, output.baseAddress.unsafelyUnwrapped)
            }
        }
        if let failure {
            let line = "podspec: \(String(cString: failure))\n"
            _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            exit(EXIT_FAILURE)
        }
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
