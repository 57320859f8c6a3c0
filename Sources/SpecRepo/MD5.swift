import Foundation

/// The MD5 digest (RFC 1321), only for CocoaPods' shard paths (`Digest::MD5.hexdigest(name)`); not
/// for anything secret.
enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14,
        20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6,
        10, 15, 21,
    ]

    private static let constants: [UInt32] = (0..<64).map { index in
        UInt32(truncatingIfNeeded: Int64((abs(sin(Double(index + 1))) * 4_294_967_296.0).rounded(.down)))
    }

    /// The lower-case hexadecimal digest of `text`'s UTF-8 bytes.
    static func hexDigest(_ text: String) -> String {
        digest(Array(text.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    static func digest(_ input: [UInt8]) -> [UInt8] {
        var message = input
        let bitLength = UInt64(input.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) {
            message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }

        var a0: UInt32 = 0x6745_2301
        var b0: UInt32 = 0xefcd_ab89
        var c0: UInt32 = 0x98ba_dcfe
        var d0: UInt32 = 0x1032_5476
        var words = [UInt32](repeating: 0, count: 16)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for index in 0..<16 {
                let base = chunk + index * 4
                words[index] =
                    UInt32(message[base]) | UInt32(message[base + 1]) << 8 | UInt32(message[base + 2]) << 16
                    | UInt32(message[base + 3]) << 24
            }
            var a = a0
            var b = b0
            var c = c0
            var d = d0
            for step in 0..<64 {
                var f: UInt32
                let g: Int
                switch step {
                case 0..<16:
                    f = (b & c) | (~b & d)
                    g = step
                case 16..<32:
                    f = (d & b) | (~d & c)
                    g = (5 * step + 1) % 16
                case 32..<48:
                    f = b ^ c ^ d
                    g = (3 * step + 5) % 16
                default:
                    f = c ^ (b | ~d)
                    g = (7 * step) % 16
                }
                f = f &+ a &+ constants[step] &+ words[g]
                a = d
                d = c
                c = b
                b = b &+ ((f << shifts[step]) | (f >> (32 - shifts[step])))
            }
            a0 = a0 &+ a
            b0 = b0 &+ b
            c0 = c0 &+ c
            d0 = d0 &+ d
        }
        return [a0, b0, c0, d0].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32($0 * 8)) } }
    }
}
