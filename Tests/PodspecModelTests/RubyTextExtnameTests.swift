@testable import PodspecModel
import Testing

@Suite struct RubyTextExtnameTests {
    /// The byte reading of ASCII paths answers as the Character reading, on the edge cases of `File.extname`.
    @Test(arguments: [
        "LICENSE", "LICENSE.md", "a/b/LICENSE.txt", "a.b/c", ".profile", "..a.b", "a.", "a/.", "/", "//", "", ".",
        "..", "a/b.c/", "a/b.c//", "x.tar.gz", "dir.d/file", "/a.b", "a\r\n.txt", ".a.b.c/", "LICENSE.TXT ",
    ])
    func asciiBytesAgreeWithCharacters(_ path: String) throws {
        let bytes = try #require(path.utf8.withContiguousStorageIfAvailable(RubyText.asciiExtname))
        #expect(bytes == RubyText.characterExtname(path))
        #expect(RubyText.extname(path) == RubyText.characterExtname(path))
    }

    /// A path with non-ASCII text is read by Characters: a combining mark joins the `.` it follows.
    @Test func nonASCIIPathsAreReadByCharacters() {
        #expect(RubyText.extname("ünï.txt") == ".txt")
        #expect(RubyText.extname("a.\u{301}b") == "")
        #expect("a.\u{301}b".utf8.withContiguousStorageIfAvailable(RubyText.asciiExtname) == .some(nil))
    }
}
