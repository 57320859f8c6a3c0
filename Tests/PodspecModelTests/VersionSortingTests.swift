@testable import PodspecModel
import Testing

/// `sortedInRubyOrder` (numbers parsed once) must give exactly `sorted()` / `sorted(by: >)`, which compare
/// through `rubyCompare` at every step.
@Suite struct VersionSortingTests {
    /// Dotted versions next to their look-alikes: trailing zeros, leading zeros, 18- and 19-digit runs (the
    /// latter not parsed as numbers), prereleases, build metadata, an empty version and a lone zero.
    static let tricky = [
        "1.0", "1.0.0", "1", "1.0.0.0", "01.0", "1.00", "1.10.0", "1.9.99", "1.10", "0.1.100", "0.1.99", "0.1.100.0",
        "999999999999999999", "1000000000000000000", "999999999999999999.1", "1.0.0-beta", "1.0.0.beta",
        "1.0.0-beta.2", "1.0.0-rc1", "1.0.a", "1.0+meta", "1.0-beta+meta", "2.0.0-alpha", "2.0", "", "0", "0.0",
        "10.0", "9.0.0", "1.0.0-1", "0.12.0-SNAPSHOT", "0.13.1", "3.1.3.1-SNAPSHOT", "0.12.0", "0.12.0-snapshot",
    ]

    @Test func matchesRubyOrderWhenEveryVersionIsDotted() throws {
        let versions = try Self.tricky.filter { VersionSortKey.dottedNumbers($0) != nil }.map { try Version($0) }
        #expect(versions.count > 10)
        #expect(versions.sortedInRubyOrder().map(\.string) == versions.sorted().map(\.string))
    }

    @Test func matchesRubyOrderOnLookAlikes() throws {
        let versions = try Self.tricky.map { try Version($0) }
        #expect(versions.sortedInRubyOrder().map(\.string) == versions.sorted().map(\.string))
        #expect(
            versions.sortedInRubyOrder(descending: true).map(\.string)
                == versions.sorted(by: >).map(\.string))
    }

    @Test func matchesRubyOrderOnGeneratedVersions() throws {
        var generator = SystemRandomNumberGenerator()
        let parts = ["0", "1", "2", "9", "10", "01", "00", "100", "a", "beta", "rc1", "0-SNAPSHOT", "1-b"]
        for _ in 0..<200 {
            var versions: [Version] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let count = Int.random(in: 1...4, using: &generator)
                let text = (0..<count).map { index in
                    // Mostly numbers, so that most pairs take the parsed path; a letter part now and then.
                    let pool = index == 0 || Int.random(in: 0..<5, using: &generator) > 0 ? parts.prefix(7) : parts[...]
                    return pool.randomElement(using: &generator)!
                }.joined(separator: ".")
                if let version = try? Version(text) { versions.append(version) }
            }
            #expect(versions.sortedInRubyOrder().map(\.string) == versions.sorted().map(\.string))
            #expect(
                versions.sortedInRubyOrder(descending: true).map(\.string)
                    == versions.sorted(by: >).map(\.string))
        }
    }

    /// A dotted version's segments made from its numbers are the ones splitting it gives.
    @Test func dottedSegmentsFromNumbersMatchSplitting() throws {
        for text in Self.tricky where VersionSortKey.dottedNumbers(text) != nil {
            var key = VersionSortKey(try Version(text))
            key.splitSegments()
            let split = try Version(text).splitSegments
            #expect(key.segments?.numeric == split.numeric, "\(text)")
            #expect(key.segments?.prerelease == split.prerelease, "\(text)")
        }
    }

    /// `byteCompare` orders as the UTF-8 bytes do: prefixes, empty strings, non-ASCII, case.
    @Test func byteCompareMatchesUTF8Order() {
        let texts = ["", "a", "ab", "b", "B", "1.0", "1.0.0", "1.0-beta", "é", "e\u{301}", "z", "~", "10", "9"]
        for a in texts {
            for b in texts {
                let expected = a.utf8.elementsEqual(b.utf8) ? 0 : (a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1)
                #expect(RubyText.byteCompare(a, b) == expected, "\(a) <=> \(b)")
            }
        }
    }

    @Test func parsesOnlyDottedDigitRuns() {
        #expect(VersionSortKey.dottedNumbers("1.10.0") == [1, 10, 0])
        #expect(VersionSortKey.dottedNumbers("007") == [7])
        #expect(VersionSortKey.dottedNumbers("999999999999999999") == [999_999_999_999_999_999])
        for text in ["", ".", "1.", ".1", "1..0", "1.0-beta", "1.0a", "1000000000000000000", "1.0+x", "١.٠"] {
            #expect(VersionSortKey.dottedNumbers(text) == nil, "\(text)")
        }
    }
}
