import Testing

@testable import PodspecLint

/// `File.fnmatch(p, path, FNM_CASEFOLD | FNM_PATHNAME)` as Ruby answers it.
struct FilenamePatternTests {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        FilenamePattern(pattern).matches(folded: FilenamePattern.fold(path))
    }

    @Test(arguments: [
        ("*.m", "a.m", true), ("*.m", "A.M", true), ("*.m", "dir/a.m", false), ("*/*.m", "dir/a.m", true),
        ("**/*.m", "a.m", true), ("**/*.m", "x/y/a.m", true), ("**/*.m", ".hidden/a.m", false),
        ("*", ".gitignore", false), (".*", ".gitignore", true), ("a?c", "abc", true), ("a?c", "a/c", false),
        ("[a-c]x", "Bx", true), ("[!a-c]x", "dx", true), ("[!a-c]x", "ax", false), ("\\*x", "*x", true),
        ("\\*x", "ax", false), ("Classes/**/*.h", "classes/sub/deep/a.h", true),
        ("Classes/**/*.h", "Classes/a.h", true),
        ("a/**", "a/b", true), ("Sources/*", "Sources/x/y.m", false), ("*.{h,m}", "a.h", false),
    ])
    func fnmatch(pattern: String, path: String, expected: Bool) {
        #expect(Self.matches(pattern, path) == expected)
    }
}
