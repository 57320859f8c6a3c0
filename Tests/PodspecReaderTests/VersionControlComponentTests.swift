import Testing

@testable import PodspecReader

/// `Sandbox.hasVersionControlComponent` splits an ASCII path on its bytes; it must answer as splitting it
/// by Characters does, for every path, ASCII or not.
@Suite struct VersionControlComponentTests {
    /// The answer of the Character path, for any path.
    static func byCharacters(_ path: String, below folder: String) -> Bool {
        let rest = folder.isEmpty || !path.hasPrefix(folder) ? Substring(path) : path.dropFirst(folder.count)
        return rest.split(separator: "/").contains { Sandbox.versionControlFolders.contains(String($0)) }
    }

    @Test func answersAsCharacterSplit() {
        let paths = [
            "", "/", "//", ".git", "/.git", "/a/.git", "/a/.git/", "/a/.git/config", "/a//.svn//b", "/a/.hg",
            "/a/.gitx", "/a/x.git", "/a/.GIT", "/a/git", "/a/..git", "/root/.git", "/root/x/.hg/y", "/rootx/.git",
            "/a/.git/\u{301}x", "/a/.git\u{301}/b", "/é/.svn/c", "/a/\u{301}.git", "/a/.g\u{301}it",
        ]
        for path in paths {
            for folder in ["", "/", "/root", "/ro", "/a", "/a/.git"] {
                #expect(
                    Sandbox.hasVersionControlComponent(path, below: folder) == Self.byCharacters(path, below: folder),
                    "\(path) below \(folder)")
            }
        }
        #expect(Sandbox.hasVersionControlComponent("/a/.git/config", below: ""))
        #expect(!Sandbox.hasVersionControlComponent("/root/.git", below: "/root/.git"))
    }
}
