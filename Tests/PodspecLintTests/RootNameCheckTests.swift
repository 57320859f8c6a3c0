@testable import PodspecLint
import Testing

@Suite struct RootNameCheckTests {
    /// `File.basename` as it was taken before: every component split off, the last non-empty one kept.
    static func splitBasename(_ path: String) -> String {
        path.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? path
    }

    @Test(arguments: [
        "Pod.podspec", "a/b/Pod.podspec", "./Pod.podspec.json", "dir/Pod.podspec/", "dir//Pod.podspec//", "/", "//",
        "", "/Pod.podspec", "a/b/", "é/ünï.podspec", "x",
    ])
    func basenameIsTheLastComponent(_ path: String) {
        #expect(RootNameCheck.basename(path) == Self.splitBasename(path))
    }
}
