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
        // Non-ASCII text: literal patterns answer on its bytes; the others leave it to ICU (nil, skipped below).
        "Une courte (example) déscription", "A short description of Café", "héad", "ahead of é", "é-é", "a\u{85}b",
        "Ünïcødé", "UIKit é", "x.é",
    ]

    @Test(arguments: patterns)
    func matchesAsICU(_ pattern: String) throws {
        let ascii = try #require(ASCIIPattern(pattern))
        let icu = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        for text in Self.texts {
            let expected = icu.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            guard let matched = ascii.matches(text) else {
                #expect(text.utf8.contains { $0 >= 0x80 }, "\(pattern) declined ASCII \(text.debugDescription)")
                continue
            }
            #expect(matched == expected, "\(pattern) on \(text.debugDescription)")
        }
    }

    @Test(arguments: [
        "^a", "a$", "a+", "a*", "a?", "(a)", "a|b", "[a-z]", "[[:alpha:]]", #"\d"#, #"\s"#, "a{2}", "é", "[]",
    ])
    func declines(_ pattern: String) {
        #expect(ASCIIPattern(pattern) == nil)
    }

    @Test func answersNonASCIITextOnlyForLiteralPatterns() throws {
        #expect(try #require(ASCIIPattern("head")).matches("héad") == false)
        #expect(try #require(ASCIIPattern(#"\(example\)"#)).matches("(example) é") == true)
        #expect(try #require(ASCIIPattern("[ab]c")).matches("é bc") == true)
        for pattern in ["a.b", #"\w"#, #"[^\w\-\+]"#, #"[\v]"#, #"x\v"#] {
            #expect(try #require(ASCIIPattern(pattern)).matches("é") == nil, "\(pattern)")
        }
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
