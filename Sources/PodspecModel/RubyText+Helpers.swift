/// Small Ruby and ActiveSupport helpers that CocoaPods' code calls and that both the reader and the
/// linter need: written once here so the two read a podspec the same way.
extension RubyText {
    /// -1, 0 or 1 as `a`'s UTF-8 bytes order before, like or after `b`'s (Ruby's `String#<=>`), compared in
    /// place (`UTF8View`'s generic `lexicographicallyPrecedes` took hundreds of instructions on a short string).
    public static func byteCompare(_ a: String, _ b: String) -> Int {
        var a = a
        var b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                for index in 0..<Swift.min(left.count, right.count) where left[index] != right[index] {
                    return left[index] < right[index] ? -1 : 1
                }
                return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
            }
        }
    }

    /// CocoaPods' `Specification#c99ext_identifier`: a digit at the start of a line prefixed with `_`,
    /// every character other than an ASCII letter, digit or `_` replaced by `_`, runs of `_` squeezed.
    /// Works on Unicode scalars, as Ruby's regexps do. (I18n's transliteration of accented letters is
    /// approximated by `_`; the result's validity is the same.)
    public static func c99Identifier(_ name: String) -> String {
        // (A name that is an identifier already, as most are, is its own result: nothing is built.)
        if name.utf8.withContiguousStorageIfAvailable(isKeptByC99Identifier) == true { return name }
        return builtC99Identifier(name)
    }

    /// `c99Identifier` the long way, whatever the name: a new String, built on its Unicode scalars.
    static func builtC99Identifier(_ name: String) -> String {
        // Built as bytes, each run of `_` written once as it goes (the last gsub).
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count + 1)
        func put(_ byte: UInt8) {
            if byte == 0x5F, out.last == 0x5F { return }
            out.append(byte)
        }
        var atLineStart = true
        for scalar in name.unicodeScalars {
            let value = scalar.value
            let isDigit = value >= 0x30 && value <= 0x39
            let isAlpha = (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
            if atLineStart && isDigit { put(0x5F) }
            atLineStart = value == 0x0A
            put(isDigit || isAlpha || value == 0x5F ? UInt8(value) : 0x5F)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `c99Identifier` leaves the name whose UTF-8 bytes are `name` as it is: ASCII letters, digits and `_`
    /// only, no digit first, no two `_` in a row (one pass over the bytes; a byte of a non-ASCII character is none
    /// of these).
    static func isKeptByC99Identifier(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        // (A line feed before the first byte: the start is a line start, where a digit is prefixed.)
        var previous: UInt8 = 0x0A
        for byte in name {
            let isDigit = byte >= 0x30 && byte <= 0x39
            let isAlpha = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            let kept = isDigit ? previous != 0x0A : isAlpha || (byte == 0x5F && previous != 0x5F)
            if !kept { return false }
            previous = byte
        }
        return true
    }

    /// Ruby's `File.extname`: the last `.suffix` of the base name (trailing `/` ignored), ignoring
    /// leading dots, so a dot file has none; a trailing `.` gives `"."`.
    /// ASCII paths (the usual) are taken on their bytes; others by Characters.
    public static func extname(_ path: String) -> String {
        let ascii = path.utf8.withContiguousStorageIfAvailable(asciiExtname)
        guard case .some(.some(let extname)) = ascii else { return characterExtname(path) }
        return extname
    }

    /// `extname` of a path's UTF-8 bytes when they are all ASCII, nil otherwise. In ASCII text every Character is a
    /// byte, but for CR LF (one Character), which neither `/` nor `.` is part of: on bytes the same rules hold.
    static func asciiExtname(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard ASCIIText.isASCII(bytes) else { return nil }
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var end = bytes.count
        while end > 1, bytes[end - 1] == slash { end -= 1 }
        var start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
        while start < end, bytes[start] == dot { start += 1 }
        guard let dotAt = bytes[start..<end].lastIndex(of: dot) else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[dotAt..<end]), as: UTF8.self)
    }

    /// `extname` by Characters (for a path with non-ASCII text, where a combining mark may join a `/` or `.`).
    static func characterExtname(_ path: String) -> String {
        var base = Substring(path)
        while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
        if let slash = base.lastIndex(of: "/") { base = base[base.index(after: slash)...] }
        let trimmed = base.drop { $0 == "." }
        guard let dot = trimmed.lastIndex(of: ".") else { return "" }
        return String(trimmed[dot...])
    }

    /// ActiveSupport's `Array#to_sentence`: `a`, `a and b`, `a, b, and c`.
    public static func toSentence(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        case 2: "\(items[0]) and \(items[1])"
        default: items.dropLast().joined(separator: ", ") + ", and " + (items.last ?? "")
        }
    }
}
