import PodspecModel

/// Ruby's `File.dirname`, `File.basename` and `File.extname` (file.c, on a system whose only separator is
/// `/`), over a path's text: Foundation's path methods differ on `.`, `..` and repeated slashes, and
/// trap on some of them (`("." as NSString).deletingLastPathComponent`), which a podspec must never cause.
extension RubyPath {
    /// `File.dirname(path)`: the path without its last name and the slashes before it; `.` when nothing
    /// is left, `/` for a root (leading slashes count as one).
    static func dirname(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var start = 0
        while start < bytes.count, bytes[start] == slash { start += 1 }
        let root = start > 0 ? "/" : ""
        var end = bytes.count
        while end > start, bytes[end - 1] == slash { end -= 1 }
        guard let last = bytes[start..<end].lastIndex(of: slash) else { return root.isEmpty ? "." : root }
        var parentEnd = last
        while parentEnd > start, bytes[parentEnd - 1] == slash { parentEnd -= 1 }
        return root + String(decoding: bytes[start..<parentEnd], as: UTF8.self)
    }

    /// `File.basename(path)`: the last name, trailing slashes ignored (`/` for a root, `""` for `""`).
    static func basename(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 0, bytes[end - 1] == slash { end -= 1 }
        if end == 0 { return bytes.isEmpty ? "" : "/" }
        let start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `File.basename(path, suffix)`: without `suffix` when it ends the name and is not all of it; `.*`
    /// removes the extension (`extname`).
    static func basename(_ path: String, removing suffix: String) -> String {
        let base = basename(path)
        if suffix == ".*" { return String(base.utf8.dropLast(extname(base).utf8.count)) ?? base }
        guard base != suffix, base.utf8.count > suffix.utf8.count,
            base.utf8.reversed().starts(with: suffix.utf8.reversed())
        else { return base }
        return String(base.utf8.dropLast(suffix.utf8.count)) ?? base
    }

    /// `File.extname(path)`: from the last `.` of the last name (its leading dots aside: a dot file has
    /// none) to the end; `.` for a name ending in a dot; `""` without one.
    static func extname(_ path: String) -> String {
        let name = Array(basename(path).utf8)
        var start = 0
        while start < name.count, name[start] == dot { start += 1 }
        guard let last = name[start...].lastIndex(of: dot) else { return "" }
        return String(decoding: name[last...], as: UTF8.self)
    }

    /// `File.join(parts)` as the reader makes it: the parts joined by `/`, then each `//` (left to right, not
    /// overlapping) made one `/`. ASCII text is done by bytes (Foundation's search cost some 50,000
    /// instructions a call); other text keeps Foundation's, which weighs composed characters.
    static func join(_ parts: [String]) -> String {
        var joined = parts.joined(separator: "/")
        guard ASCIIText.isASCII(joined) else { return joined.replacingOccurrences(of: "//", with: "/") }
        // Read in place: a join without `//` (nearly every one) is answered by one pass over its bytes, where
        // iterating its `utf8` view and copying each byte cost thousands of instructions a path.
        let collapsed: String? = joined.withUTF8 { bytes in
            hasSlashPair(bytes) ? collapsingSlashPairs(bytes) : nil
        }
        return collapsed ?? joined
    }

    /// Whether `bytes` hold `//`.
    private static func hasSlashPair(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousIsSlash = false
        for byte in bytes {
            if byte == slash && previousIsSlash { return true }
            previousIsSlash = byte == slash
        }
        return false
    }

    /// `bytes` with the second `/` of each pair dropped; a third starts a new pair.
    private static func collapsingSlashPairs(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previousSlashKept = false
        for byte in bytes {
            if byte == slash && previousSlashKept {
                previousSlashKept = false
                continue
            }
            previousSlashKept = byte == slash
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")
}
