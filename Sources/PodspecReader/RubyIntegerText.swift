/// The integer at the start of a string, as Ruby's `String#to_i(base)`, `hex` and `oct` read it
/// (`rb_cstr_to_inum` without its bad-character check): leading whitespace, a sign, the base's own
/// prefix (`0x`, `0b`, `0o`, `0d`; with base 0 the prefix picks the base, `0` alone meaning octal), then
/// digits with single underscores between them, up to the first other character. Nothing read is 0.
enum RubyIntegerText {
    /// `to_i(base)`: base 0 or 2...36.
    /// - Throws: `ArgumentError` ``invalid radix N``; `RangeError` beyond 64 bits (bignums are not supported).
    static func value(of s: String, base: Int) throws -> Int {
        guard base == 0 || (2...36).contains(base) else { throw RubyError("ArgumentError", "invalid radix \(base)") }
        return try read(Array(s.utf8), base: base, defaultBase: 10)
    }

    /// `hex`: base 16, `0x` allowed.
    static func hex(_ s: String) throws -> Int { try read(Array(s.utf8), base: 16, defaultBase: 16) }

    /// `oct`: base 8 unless a prefix names another (`0x1f`, `0b11`).
    static func oct(_ s: String) throws -> Int { try read(Array(s.utf8), base: 0, defaultBase: 8) }

    private static func read(_ bytes: [UInt8], base requested: Int, defaultBase: Int) throws -> Int {
        var p = 0
        while p < bytes.count, bytes[p] == 0x20 || (0x09...0x0D).contains(bytes[p]) { p += 1 }
        var negative = false
        if p < bytes.count, bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-") {
            negative = bytes[p] == UInt8(ascii: "-")
            p += 1
        }
        var base = requested
        if p + 1 < bytes.count, bytes[p] == UInt8(ascii: "0") {
            let prefixBase: Int? =
                switch bytes[p + 1] | 0x20 {
                case UInt8(ascii: "x"): 16
                case UInt8(ascii: "b"): 2
                case UInt8(ascii: "o"): 8
                case UInt8(ascii: "d"): 10
                default: nil
                }
            if let prefixBase, requested == 0 || requested == prefixBase {
                base = prefixBase
                p += 2
            } else if requested == 0 {
                base = 8
            }
        }
        if base == 0 { base = defaultBase }
        var value = 0
        var previousWasDigit = false
        while p < bytes.count {
            let byte = bytes[p]
            if byte == UInt8(ascii: "_") {
                guard previousWasDigit, p + 1 < bytes.count, digit(bytes[p + 1]).map({ $0 < base }) == true else {
                    break
                }
                previousWasDigit = false
                p += 1
                continue
            }
            guard let d = digit(byte), d < base else { break }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: base)
            let (sum, overflow2) = shifted.addingReportingOverflow(d)
            guard !overflow, !overflow2 else {
                throw RubyError("RangeError", "integer too big for 64 bits (bignums are not supported)")
            }
            value = sum
            previousWasDigit = true
            p += 1
        }
        return negative ? -value : value
    }

    private static func digit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
