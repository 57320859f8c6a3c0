/// Ruby's idea of a string's characters: Unicode code points, where Swift's `Character` is a grapheme
/// cluster. The two differ on `"\r\n"` (one Swift character, two Ruby ones: a Windows file's lines),
/// combining marks (`"e\u{301}"`) and emoji sequences, so String methods count, index, compare ends
/// and search through these instead of Swift's Character-based ones.
enum RubyCharacters {
    /// `length`: the code points.
    static func count(_ s: String) -> Int { s.unicodeScalarCount }

    /// The code points, one String each (`chars`, `each_char`).
    static func characters(_ s: String) -> [String] { s.unicodeScalars.map { String($0) } }

    /// `start_with?` with a String: the bytes begin with `prefix`'s.
    static func hasPrefix(_ s: String, _ prefix: String) -> Bool { s.utf8.starts(with: prefix.utf8) }

    /// `end_with?` with a String: the bytes end with `suffix`'s.
    static func hasSuffix(_ s: String, _ suffix: String) -> Bool {
        s.utf8.count >= suffix.utf8.count && s.utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// `include?`: `needle`'s bytes occur in `s`'s (UTF-8 is self-synchronising, so a match of whole
    /// code points is never found inside another code point).
    static func contains(_ s: String, _ needle: String) -> Bool {
        let haystack = Array(s.utf8)
        let needle = Array(needle.utf8)
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// `s` without its last `count` code points.
    static func dropLast(_ s: String, _ count: Int) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.dropLast(count)))
    }

    /// `s` without its first `count` code points.
    static func dropFirst(_ s: String, _ count: Int) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.dropFirst(count)))
    }

    /// The code points `range` of `s`, as a String.
    static func slice(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range]))
    }

    /// `chop`: without the last character, or without a final `"\r\n"`.
    static func chop(_ s: String) -> String { dropLast(s, hasSuffix(s, "\r\n") ? 2 : 1) }

    /// `reverse`: the code points in reverse order.
    static func reversed(_ s: String) -> String { String(String.UnicodeScalarView(s.unicodeScalars.reversed())) }
}
