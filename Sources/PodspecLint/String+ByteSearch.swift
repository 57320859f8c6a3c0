extension String {
    /// Whether the UTF-8 bytes of the string include `byte`, searched in the contiguous bytes when the
    /// string has them (the generic `utf8.contains` walks the view a byte at a time through its iterator).
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    /// Whether the UTF-8 bytes of `needle` occur in the string's (Ruby's byte-wise `String#include?`: an empty
    /// needle always does), searched in the contiguous bytes when both have them (copying both into Arrays
    /// to search them cost more than the search).
    func containsBytes(of needle: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { needle in String.occurs(needle, in: haystack) }
        }
        guard case .some(.some(let found)) = found else { return String.occurs(Array(needle.utf8), in: Array(utf8)) }
        return found
    }

    /// Whether `needle` occurs in `haystack` (an empty needle always does): each occurrence of its first byte tried.
    private static func occurs<Needle: Collection<UInt8>, Haystack: Collection<UInt8>>(
        _ needle: Needle, in haystack: Haystack
    ) -> Bool {
        guard let first = needle.first else { return true }
        var rest = haystack[...]
        while let at = rest.firstIndex(of: first) {
            rest = rest[at...]
            if rest.starts(with: needle) { return true }
            rest = rest.dropFirst()
        }
        return false
    }

    /// `hasPrefix` of the one-character prefix `ascii`, its byte compared first: most strings do not start with it
    /// and are answered by that byte (`hasPrefix`, a hundred instructions, answers the others, so a combining mark
    /// after the character is still judged as a Character).
    func hasASCIIPrefix(_ ascii: Unicode.Scalar) -> Bool {
        utf8.first == UInt8(ascii: ascii) && hasPrefix(String(ascii))
    }
}
