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

    /// The byte comparison of ASCII text and the String comparison (canonical equivalence) agree, including on
    /// names that are equal only canonically (a Kelvin sign, a decomposed accent) and near misses.
    @Test(arguments: [
        ("Pod.podspec", "Pod"), ("Pod.podspec.json", "Pod"), ("Pod.podspec.jsonx", "Pod"), ("Pod.podspe", "Pod"),
        ("Pod.podspec", "Po"), ("Pod.podspec", "Pod.podspec"), (".podspec", ""), ("", ""), ("Pod", "Pod"),
        ("pod.podspec", "Pod"), ("K.podspec", "\u{212A}"), ("\u{212A}.podspec", "K"), ("e\u{301}.podspec", "\u{E9}"),
        ("\u{E9}.podspec.json", "e\u{301}"), ("ünï.podspec", "ünï"), ("ünï.podspec", "uni"),
    ])
    func specFileMatchAgreesWithStrings(_ basename: String, _ name: String) {
        #expect(
            RootNameCheck.isSpecFile(basename[...], named: name)
                == RootNameCheck.stringIsSpecFile(basename[...], named: name))
        #expect(
            RootNameCheck.isSpecFile(basename[...], named: name)
                == (basename == name + ".podspec" || basename == name + ".podspec.json"))
    }
}
