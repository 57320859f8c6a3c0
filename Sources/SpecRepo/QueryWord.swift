import Foundation

/// One word of a search query, matched case-insensitively anywhere in a text as
/// `NSRegularExpression` matches it. A plain word (ASCII letters, digits, `_`, `-` and spaces: what
/// unescaped queries mostly are) is found by comparing bytes when the text is ASCII too, which gives the
/// same answer a hundred times faster; anything else goes through the regular expression. Shared by the
/// threads of a search: an `NSRegularExpression` is immutable and safe to match from several threads.
struct QueryWord: @unchecked Sendable {
    let regex: NSRegularExpression
    /// The word lowercased, when it is plain.
    private let plain: [UInt8]?

    /// Throws CocoaPods' message for an invalid regular expression.
    init(_ pattern: String) throws {
        do {
            regex = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            throw SpecRepoError("A valid regular expression is required.")
        }
        let bytes = Array(pattern.utf8)
        let isPlain =
            !bytes.isEmpty
            && bytes.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
            }
        plain = isPlain ? bytes.map(Self.lowercased) : nil
    }

    /// Whether the word matches somewhere in `text`.
    func matches(_ text: String) -> Bool {
        if let plain, let found = Self.asciiContains(text, plain) { return found }
        return regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    /// Whether the word matches somewhere in one of `words` (given as one text, separated by single
    /// spaces, no word holding a space): a plain word can't match across the separator, so the joined
    /// text is searched at once.
    func matches(anyOf joinedWords: String) -> Bool {
        if let plain, !plain.contains(UInt8(ascii: " ")), let found = Self.asciiContains(joinedWords, plain) {
            return found
        }
        return joinedWords.split(separator: " ").contains { matches(String($0)) }
    }

    /// `matches(anyOf:)` for words given as UTF-8 bytes (an index file's field), no `String` made when
    /// the word is plain and the bytes ASCII.
    func matches(anyOf joinedWords: UnsafeBufferPointer<UInt8>) -> Bool {
        if let plain, !plain.contains(UInt8(ascii: " ")), let found = Self.asciiContains(joinedWords, plain) {
            return found
        }
        return matches(anyOf: String(decoding: joinedWords, as: UTF8.self))
    }

    /// Whether `text` contains `needle` (lowercase ASCII) ignoring ASCII case; nil when `text` isn't ASCII.
    private static func asciiContains(_ text: String, _ needle: [UInt8]) -> Bool? {
        var text = text
        return text.withUTF8 { asciiContains($0, needle) }
    }

    /// Whether `haystack` contains `needle` (lowercase ASCII) ignoring ASCII case; nil when it doesn't and
    /// `haystack` isn't ASCII (a regular expression might still match it there, through Unicode case
    /// folding; where the bytes match, so does the expression). One pass over the bytes.
    private static func asciiContains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool? {
        guard let first = needle.first else { return true }
        let firstUpper = first >= 0x61 && first <= 0x7A ? first - 0x20 : first
        let lastStart = haystack.count - needle.count
        var isASCII = true
        for start in haystack.indices {
            let byte = haystack[start]
            if byte >= 0x80 {
                isASCII = false
            } else if (byte == first || byte == firstUpper) && start <= lastStart {
                var index = 1
                while index < needle.count, lowercased(haystack[start + index]) == needle[index] { index += 1 }
                if index == needle.count { return true }
            }
        }
        return isASCII ? false : nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
