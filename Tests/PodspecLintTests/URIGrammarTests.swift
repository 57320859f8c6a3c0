import Foundation
import Testing

@testable import PodspecLint

/// `URIGrammar` answers `/^#{URI.regexp}$/` as the regex does: on real source and homepage URLs, and on
/// 40,000 generated strings made of URI characters, escapes and line breaks, against ICU running the
/// pattern (`URIPattern.absoluteURI`) with `\n` as the only line break, as in Ruby.
struct URIGrammarTests {
    static let regex = try? NSRegularExpression(pattern: "^\(URIPattern.absoluteURI)$", options: [.anchorsMatchLines])

    static func icu(_ text: String) -> Bool {
        regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test func thePatternCompiles() {
        #expect(Self.regex != nil)
    }

    @Test(arguments: [
        ("https://github.com/me/pod.git", true), ("http://www.github.com/me/pod", true),
        ("git@github.com:me/pod.git", false), ("github.com:me/pod.git", true), ("https://github.com:me/pod", true),
        ("https://[::1]:8080/x?y#z", true), ("http://192.168.0.1/", true), ("http://-a.com", true),
        ("http://a.com/%zz", false), ("http://a.com/%20", true), ("https://example.com/a b", false),
        ("mailto:me@example.com", true), ("urn:isbn:123", true), ("http:", true), ("1http://x", false),
        ("https://example.com/é", false), ("not a url\nhttps://example.com", true), ("", false), ("http:[x]", false),
        ("http://a.com#frag#x", false), ("http://user@host@x", true),
    ])
    func answersRealURLs(_ text: String, _ expected: Bool) {
        #expect(URIGrammar.matchesSomeLine(text) == expected, "\(text.debugDescription)")
        #expect(Self.icu(text) == expected, "ICU on \(text.debugDescription)")
    }

    @Test func answersAsTheRegexOnGeneratedText() {
        let prefixes = ["", "http://", "https://", "git://", "s3:", "a+b.c:", "http://[", "ftp://user:pw@", "x:/"]
        let pieces =
            Array("abcXYZ0129:/?#[]@%-._~!$&'()*+,;= ").map(String.init) + ["%2F", "%4", "\n", "é", "..", "//"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var agreed = 0
        var matched = 0
        for _ in 0..<40_000 {
            var text = prefixes[next(prefixes.count)]
            for _ in 0..<next(24) { text += pieces[next(pieces.count)] }
            let expected = Self.icu(text)
            if expected { matched += 1 }
            #expect(URIGrammar.matchesSomeLine(text) == expected, "\(text.debugDescription)")
            if URIGrammar.matchesSomeLine(text) == expected { agreed += 1 }
        }
        #expect(agreed == 40_000)
        // Both answers are well represented, so the agreement means something.
        #expect(matched > 4_000 && matched < 36_000, "\(matched) matched")
    }

    /// The scheme, host and port `URI.parse` gives the GitHub checks.
    @Test(
        arguments: [
            ("https://github.com/me/pod.git", "https", "github.com", true),
            ("https://user@www.github.com:8080/x", "https", "www.github.com", true),
            ("https://github.com:me/pod", "https", "github.com", false), ("https://[::1]:80/x", "https", "[::1]", true),
            ("https://[::1/x", "https", nil, false), ("github.com:me/pod.git", "github.com", nil, true),
            ("http://a.com?x:y", "http", "a.com", true), ("http://a@b@c.com:1#x", "http", "c.com", true),
            ("ssh://:22/x", "ssh", nil, true),
        ] as [(String, String, String?, Bool)])
    func splitsSchemeHostAndPort(_ url: String, _ scheme: String, _ host: String?, _ validPort: Bool) throws {
        let parts = try #require(URIPattern.schemeAndHost(url))
        #expect(parts.scheme == scheme)
        #expect(parts.host == host)
        #expect(URIPattern.hasValidPort(url) == validPort)
    }

    @Test func findsNoSchemeWithoutAColon() {
        #expect(URIPattern.schemeAndHost("github.com/me/pod") == nil)
        #expect(URIPattern.hasValidPort("github.com/me/pod"))
    }
}
