import Foundation
import Testing

@testable import PodspecLint

/// `ASCIIPattern` answers as ICU does for the patterns it takes, and takes none it cannot answer for.
struct ASCIIPatternTests {
    static let patterns = [
        "http://EXAMPLE", "https://twitter.com/EXAMPLE", "head", #"\(example\)"#, "A short description of",
        #"[^\w\-\+]"#, #"[ \t\n\v\f\r]"#, "a.b", #"\.\*"#,
    ]
    static let texts = [
        "", "http://EXAMPLE/x", "https://twitterXcom/EXAMPLE", "HEAD", "head", "my (example) license",
        "A short description of Pod.", "UIKit", "UI Kit", "Foundation+", "a-b_c", "a\nb", "a\rb", "a\tb", "a\u{0B}b",
        "a.b", "x.*y", "http://EXAMPLE", "Name\u{0C}", "axb",
    ]

    @Test(arguments: patterns)
    func matchesAsICU(_ pattern: String) throws {
        let ascii = try #require(ASCIIPattern(pattern))
        let icu = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        for text in Self.texts {
            let expected = icu.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            #expect(ascii.matches(text) == expected, "\(pattern) on \(text.debugDescription)")
        }
    }

    @Test(arguments: [
        "^a", "a$", "a+", "a*", "a?", "(a)", "a|b", "[a-z]", "[[:alpha:]]", #"\d"#, #"\s"#, "a{2}", "é", "[]",
    ])
    func declines(_ pattern: String) {
        #expect(ASCIIPattern(pattern) == nil)
    }

    @Test func leavesNonASCIITextToICU() throws {
        let pattern = try #require(ASCIIPattern("head"))
        #expect(pattern.matches("héad") == nil)
    }

    @Test(arguments: [
        ("git@github.com:me/pod.git", true), ("https://github.com/me/pod.git", false), ("me@host:", true),
        ("@host:x", false), ("me@:x", false), ("a@b.c", false), ("x y@a.b.c:/d", true),
    ])
    func sshShapeAsICU(_ url: String, _ expected: Bool) {
        #expect(SourceCheck.usesSSH(.string(url)) == expected)
        #expect(SourceCheck.ssh.matches(url) == expected)
    }
}
