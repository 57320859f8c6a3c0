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

    /// `joined` writes the bytes of both Strings, small or not, ASCII or not, with or without the slash.
    @Test(arguments: [
        ("app/", "x", false, "app/x"), ("app", "AppDelegate.swift", true, "app/AppDelegate.swift"),
        ("/a long folder name over fifteen bytes", "é\u{301}", true, "/a long folder name over fifteen bytes/é\u{301}"),
        ("", "b", false, "b"), ("a", "", true, "a/"),
    ])
    func joinedConcatenatesBytes(_ head: String, _ tail: String, _ separated: Bool, _ expected: String) {
        let joined = LexicalPath.joined(head, tail, separated: separated)
        #expect(Array(joined.utf8) == Array(expected.utf8))
    }

    @Test func absoluteJoinsARelativePathToItsBaseAndStandardizes() {
        #expect(LexicalPath.absolute("b/c.podspec", base: "/work/a") == "/work/a/b/c.podspec")
        #expect(LexicalPath.absolute("../b/./é.podspec", base: "/work/a") == "/work/b/é.podspec")
        #expect(LexicalPath.absolute("b", base: "/") == "/b")
        #expect(LexicalPath.absolute("/x//y/../z", base: "/work/a") == "/x/z")
        #expect(LexicalPath.absolute("", base: "/work/a") == "/work/a")
    }

    @Test func standardizeFoldsDotsAndSlashes() {
        #expect(LexicalPath.standardize("/a//b/./c/../d/") == "/a/b/d")
        #expect(LexicalPath.standardize("/../..") == "/")
    }

    /// A path that needs no folding comes back as it is; one that merely looks close (a dot inside or at the
    /// end of a name, non-ASCII) is kept too, and each one-character change that does need folding is folded.
    @Test func standardizeKeepsStandardPathsAndFoldsTheirNearMisses() {
        for path in ["/", "/a", "/a/b.c", "/a./b..", "/é/ü.podspec", "/a/b-c_d/e f"] {
            #expect(LexicalPath.standardize(path) == path)
        }
        #expect(LexicalPath.standardize("/a/.hidden/b") == "/a/.hidden/b")
        #expect(LexicalPath.standardize("/a/..b/c") == "/a/..b/c")
        #expect(LexicalPath.standardize("/a/b/") == "/a/b")
        #expect(LexicalPath.standardize("//a") == "/a")
        #expect(LexicalPath.standardize("/a/.") == "/a")
        #expect(LexicalPath.standardize("/a/..") == "/")
        #expect(LexicalPath.standardize("/a//") == "/a")
        #expect(LexicalPath.standardize("a/b") == "/a/b")
    }
}
