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

    /// `isASCII` (eight bytes at a time, then one by one) answers as a byte-by-byte test, wherever the non-ASCII
    /// byte is: in a full word, in the tail, first or last, in texts of every length up to 20.
    @Test func isASCIIAnswersAsAByteTest() {
        for length in 0...20 {
            let ascii = String(repeating: "a", count: length)
            var texts = [ascii]
            for at in 0..<length {
                var bytes = Array(ascii.utf8)
                bytes[at] = 0x80 | UInt8(at)
                texts.append(String(decoding: bytes, as: UTF8.self))
                texts.append(ascii.prefix(at) + "é" + ascii.dropFirst(at))
            }
            for text in texts {
                let answer = Array(text.utf8).withUnsafeBufferPointer(ASCIIPattern.isASCII)
                #expect(answer == !text.utf8.contains { $0 >= 0x80 }, "\(text.debugDescription)")
            }
        }
    }
}
