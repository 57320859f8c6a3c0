import Testing
import Trust

/// `LexicalPath`'s textual operations on absolute, standardized paths: the folder above, the last component,
/// and an entry of a folder, with `/` itself never doubled.
struct LexicalPathTests {
    @Test(arguments: [("/a/b/c", "/a/b", "c"), ("/a", "/", "a"), ("/", "/", ""), ("/a b/é", "/a b", "é")])
    func parentAndLastComponent(_ path: String, _ parent: String, _ last: String) {
        #expect(LexicalPath.parent(of: path) == parent)
        if path != "/" { #expect(LexicalPath.lastComponent(of: path) == last) }
    }

    @Test func childJoinsByOneSlash() {
        #expect(LexicalPath.child("b", of: "/a") == "/a/b")
        #expect(LexicalPath.child("b", of: "/") == "/b")
        #expect(LexicalPath.child(LexicalPath.lastComponent(of: "/x/y"), of: LexicalPath.parent(of: "/x/y")) == "/x/y")
    }

    @Test func standardizeFoldsDotsAndSlashes() {
        #expect(LexicalPath.standardize("/a//b/./c/../d/") == "/a/b/d")
        #expect(LexicalPath.standardize("/../..") == "/")
    }
}
