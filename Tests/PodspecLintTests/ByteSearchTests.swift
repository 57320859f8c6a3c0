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
}
