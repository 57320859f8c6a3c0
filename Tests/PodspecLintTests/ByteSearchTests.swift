import Testing

@testable import PodspecLint

/// The byte searches of the checks against the general String searches they stand for.
@Suite struct ByteSearchTests {
    static let texts = [
        "", ",", "a,b", "xml2", "z.a", "é,", ",\u{301}", "a\u{301},", "\u{FF0C}", "lib/z", "/", "a\u{301}/", "/\u{301}",
        "日本,語", "\u{1F600}", String(repeating: "long-name-", count: 20) + ",",
    ]

    /// `containsByte` finds a byte exactly where the UTF-8 view holds it (native and substring-made strings).
    @Test(arguments: texts)
    func containsByteIsTheViewSearch(_ text: String) {
        for byte in [UInt8(ascii: ","), UInt8(ascii: "/"), 0xCC, 0x81] {
            #expect(text.containsByte(byte) == text.utf8.contains(byte))
            let copy = String(Substring(text))
            #expect(copy.containsByte(byte) == copy.utf8.contains(byte))
        }
    }

    /// The libraries check's comma search answers as Foundation's `contains(",")`, combining marks included.
    @Test(arguments: texts)
    func librariesCommaSearchIsTheStringSearch(_ text: String) {
        #expect(LibrariesCheck.containsComma(text) == text.contains(","))
    }

    /// `containsBytes(of:)` is the plain search of the needle's bytes at every offset (native and substring-made
    /// strings; a combining mark's bytes are found inside a decomposed letter, as Ruby's byte-wise `include?` finds them).
    @Test(arguments: ["", "-", "-W", "-Wno", "1.0", "e", "\u{301}", "é", "/", "long-name-,"])
    func containsBytesIsThePlainSearch(_ needle: String) {
        for text in Self.texts + ["-Wno", "x-W-Wno", "v1.0.2", "1.", "e\u{301}"] {
            let expected = Self.plainSearch(Array(needle.utf8), in: Array(text.utf8))
            #expect(text.containsBytes(of: needle) == expected)
            #expect(String(Substring(text)).containsBytes(of: String(Substring(needle))) == expected)
            #expect(SourceCheck.includes(text, needle) == expected)
        }
    }

    /// Whether `needle` equals the bytes at some offset of `bytes` (an empty one always does).
    static func plainSearch(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    /// The SSH-URL search on bytes answers as the pattern (`\w+@(\w|\.)+:(/\w+)*`) does, by ICU.
    @Test(arguments: [
        "git@github.com:me/pod.git", "https://github.com/me/pod.git", "@a:", "a@:", "a@b", "a@b:", "a@.:", "x y@z.c:/",
        "é@b:", "a@b.c", "ssh://git@host:22/x", "", "@", "a@b.:",
    ])
    func sshSearchIsThePattern(_ git: String) {
        #expect(SourceCheck.usesSSH(.string(git)) == SourceCheck.ssh.matches(git))
    }

    /// `hasASCIIPrefix` answers as `hasPrefix`, a combining mark after the character included.
    @Test(arguments: texts + ["/a", "/\u{301}a", ".", ".\u{301}", "..x", "x/", " /"])
    func asciiPrefixIsHasPrefix(_ text: String) {
        for scalar: Unicode.Scalar in ["/", ".", ","] {
            #expect(text.hasASCIIPrefix(scalar) == text.hasPrefix(String(scalar)), "\(scalar)")
        }
    }
}
