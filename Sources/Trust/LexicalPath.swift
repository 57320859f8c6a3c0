/// Paths as Ruby's `File.expand_path` treats them: purely textual (`.` and `..` folded, repeated and trailing
/// slashes dropped), without touching the file system. `Sandbox` resolves symlinks separately. Works on
/// UTF-8 bytes: `/` and `.` are ASCII, so no component is split inside a character.
public enum LexicalPath {
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// `path` (absolute) with `.`, `..` and empty components folded; `..` above `/` stays at `/`.
    public static func standardize(_ path: String) -> String {
        var path = path
        let folded: String? = path.withUTF8 { bytes -> String? in
            if isStandard(bytes) { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 1)
            var componentStarts: [Int] = []  // where each kept component's leading `/` is in `out`
            var i = 0
            while i < bytes.count {
                while i < bytes.count && bytes[i] == slash { i += 1 }
                let start = i
                while i < bytes.count && bytes[i] != slash { i += 1 }
                switch i - start {
                case 0: continue
                case 1 where bytes[start] == dot: continue
                case 2 where bytes[start] == dot && bytes[start + 1] == dot:
                    if let last = componentStarts.popLast() { out.removeSubrange(last...) }
                default:
                    componentStarts.append(out.count)
                    out.append(slash)
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                }
            }
            return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
        }
        return folded ?? path
    }

    /// Whether `bytes` (an absolute path) is already what `standardize` makes of it: no component is empty,
    /// `.` or `..` (no `/` is followed by `/` or `.`) and it does not end in `/` (unless it is `/`). Most
    /// paths are, and this one scan spares building them again.
    private static func isStandard(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.first == slash else { return false }
        if bytes.count == 1 { return true }
        if bytes[bytes.count - 1] == slash { return false }
        var i = 0
        while i < bytes.count - 1 {
            if bytes[i] == slash, bytes[i + 1] == slash || bytes[i + 1] == dot { return false }
            i += 1
        }
        return true
    }

    /// `path` made absolute against `base` (itself absolute), then standardized.
    public static func absolute(_ path: String, base: String) -> String {
        if path.hasPrefix("/") { return standardize(path) }
        // Joined in one buffer made to size: `base + "/" + path` made the string again at each `+`.
        var (base, path) = (base, path)
        let joined = base.withUTF8 { baseBytes in
            path.withUTF8 { pathBytes in
                String(unsafeUninitializedCapacity: baseBytes.count + 1 + pathBytes.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: baseBytes)
                    buffer[baseBytes.count] = slash
                    _ = buffer[(baseBytes.count + 1)...].initialize(fromContentsOf: pathBytes)
                    return buffer.count
                }
            }
        }
        return standardize(joined)
    }

    /// The folder holding `path` (absolute and standardized): `/a/b` for `/a/b/c`, `/` for `/c`.
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: slash) else { return path }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path` (absolute, standardized, not `/`): what follows its last `/`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: slash) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The entry `name` of `folder`, joined by one `/`: `/a/b` for `/a` and `b`, `/b` for `/` and `b`.
    public static func child(_ name: String, of folder: String) -> String {
        joined(folder, name, separated: folder != "/")
    }

    /// `head`, then a `/` when `separated`, then `tail`, made in one allocation: `head + "/" + tail` makes
    /// an intermediate String and grows it twice (about 400 instructions a path in a walk of 45,000).
    public static func joined(_ head: String, _ tail: String, separated: Bool) -> String {
        var head = head
        var tail = tail
        return head.withUTF8 { first in
            tail.withUTF8 { second in
                let separator = separated ? 1 : 0
                return String(unsafeUninitializedCapacity: first.count + separator + second.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: first)
                    if separated { buffer[first.count] = slash }
                    _ = buffer[(first.count + separator)...].initialize(fromContentsOf: second)
                    return buffer.count
                }
            }
        }
    }
}
