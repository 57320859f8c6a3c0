@testable import PodspecModel
import Testing

@Suite struct VersionTests {
    func v(_ s: String) throws -> Version { try Version(s) }

    /// (Stripping is the trimming of the pattern's Ruby spaces: the string is kept as is when there are none.)
    @Test(arguments: [
        "", "1.0", "1.0-", "1.0.x", "1.0.0.0.1", "1.0+meta", "1.0-beta+meta", " 1.0 ", "1.0.0-beta.2", "   ",
        "\t1.0\n", "\u{0B}2.0\u{0C}\r", " 1.0", "1.0 ",
    ])
    func validStrings(_ s: String) throws {
        #expect(Version.isCorrect(s))
        #expect(try v(s).string == RubyText.strip(s))
    }

    @Test(arguments: [
        "abc", "1..0", "-1", "v1.0", "1.0.0-be_ta", "1.0.", "1.0\0", "\01.0", "\u{A0}1.0", "1.0 x", "１.0",
    ])
    func malformedStrings(_ s: String) {
        #expect(throws: ModelError.argument("Malformed version number string \(s)")) { try Version(s) }
    }

    @Test func numbersAndNil() throws {
        #expect(try Version(rubyValue: 3).string == "3")
        #expect(try Version(rubyValue: 1.0).string == "1.0")
        #expect(try Version(rubyValue: nil).string == "")
        #expect(try Version.create(nil) == nil)
        #expect(throws: ModelError.self) { try Version(rubyValue: ["9.0"]) }
    }

    @Test func segments() throws {
        #expect(
            try v("1.0.0-beta.2").segments == [.number("1"), .number("0"), .number("0"), .text("beta"), .number("2")])
        #expect(try v("1.0+build.7").segments == [.number("1"), .number("0")])
        #expect(try v("1.0.a10").segments == [.number("1"), .number("0"), .text("a"), .number("10")])
        #expect(try v("1.2.0").numericSegments == [.number("1"), .number("2")])
        #expect(try v("1.0.0-beta.2").prereleaseSegments == [.text("beta"), .number("2")])
    }

    @Test func prerelease() throws {
        #expect(try v("1.0.0-1").isPrerelease)
        #expect(try v("1.0b1").isPrerelease)
        #expect(try !v("1.0+meta-data").isPrerelease)
        #expect(try !v("1.0.0").isPrerelease)
    }

    @Test(arguments: [
        ("1.0.0-beta", "1.0.0"), ("1.0.0-beta.2", "1.0.0-beta.10"), ("1.0.0-alpha", "1.0.0-beta"), ("1.0b1", "1.0"),
        ("1.0.a9", "1.0.a10"), ("2", "10"), ("1.0.0", "1.0.0-1"), ("0.9", "1.0.a.2"), ("1.0-a", "1.0-1"),
        ("1.0.RC", "1.0.rc"),
    ])
    func ordering(_ lower: String, _ higher: String) throws {
        #expect(try v(lower) < v(higher))
        #expect(try v(lower).compareSegments(v(higher)) == -1)
        #expect(try v(higher).compareSegments(v(lower)) == 1)
    }

    @Test func equalityVersusOrdering() throws {
        // `1.0 == 1.0.0` (segments) but `1.0 < 1.0.0` (`<=>` falls back to the strings).
        #expect(try v("1.0").isEqualBySegments(v("1.0.0")))
        #expect(try v("1.0") < v("1.0.0"))
        #expect(try v("1.0") != v("1.0.0"))
        #expect(try v("1.0+abc").isEqualBySegments(v("1.0+def")))
        #expect(try v("1.0+abc").rubyCompare(v("1.0+def")) == -1)
        #expect(try Set([v("4"), v("4.0"), v("4")]).count == 2)
        #expect(try [v("1.0.0"), v("1.0"), v("0.9")].max()?.string == "1.0.0")
    }

    @Test func majorMinorPatch() throws {
        let version = try v("1.2.3-beta")
        #expect(version.major == 1 && version.minor == 2 && version.patch == 3)
        #expect(try v("2").minor == 0)
    }

    @Test(arguments: [
        ("1.0.1", "1.1"), ("1.0", "2"), ("1", "2"), ("1.0.0-beta", "1.1"), ("5.3.1.b.2", "5.4"), ("1.9", "2"),
    ])
    func bump(_ input: String, _ bumped: String) throws {
        #expect(try v(input).bump.string == bumped)
    }

    @Test func release() throws {
        #expect(try v("1.2.0.a").release.string == "1.2.0")
        #expect(try v("1.0.0-1").release.string == "1.0.0.1")
        #expect(try v("1.0").release.string == "1.0")
    }

    @Test func semantic() throws {
        #expect(try v("1.0.0").isSemantic)
        #expect(try v("1.0.0-rc.1").isSemantic)
        #expect(try v("1.0").isSemantic)
        #expect(try !v("1.0-beta+meta").isSemantic)
        #expect(try !v("1.0.x").isSemantic)
    }

    @Test func zero() { #expect(Version.zero.string == "0") }

    /// The allocation-free comparison of dotted numbers agrees with the segment comparison, and declines
    /// every other version.
    @Test func dottedNumberFastPathAgreesWithSegments() throws {
        let samples = [
            "0", "1", "1.0", "1.0.0", "01.2", "1.2", "1.10", "1.9.9", "2", "10.0.1", "1.0.0.0.1", "999999999999999999",
            "1234567890123456789", "1.0-beta", "1.0.0-beta.2", "1.0+meta", "1.0a", "",
        ]
        for a in samples {
            for b in samples {
                let left = try v(a)
                let right = try v(b)
                if let fast = Version.compareDottedNumbers(a, b) {
                    #expect(fast == left.compareBySegments(right), "\(a) <=> \(b)")
                } else {
                    #expect(
                        ["1234567890123456789", "1.0-beta", "1.0.0-beta.2", "1.0+meta", "1.0a", ""].contains {
                            $0 == a || $0 == b
                        })
                }
            }
        }
    }
}

/// The dotted-number shortcut of the version pattern against the automaton it skips.
@Suite struct VersionFastPathTests {
    @Test(arguments: [
        "", "0", "1", "1.0", "10.2.3", "1.0.0.0.1", ".", "1.", ".1", "1..2", "1.0-", "1.0.x", "1.0+meta", "1.0-beta",
        "1.0a", "a1.0", "1.0 ", " 1.0", "1,0", "１.0", "1.٣", "1.0\u{301}", "1\u{0}.0", "1.0.", "01.002",
        "1.2.3.4.5.6.7.8.9",
        "12345678901234567890", "1+", "+1", "-1", "1.-",
    ])
    func matchesAsTheAutomaton(_ text: String) {
        let bytes = Array(text.utf8)
        for repeated in [false, true] {
            #expect(
                VersionGrammar.matchesVersion(bytes, repeated: repeated)
                    == VersionGrammar.matchesVersionByAutomaton(bytes, repeated: repeated), "\(text) \(repeated)")
        }
        if VersionGrammar.isDottedNumber(bytes) {
            #expect(VersionGrammar.matchesVersionByAutomaton(bytes, repeated: false))
        }
    }
}
