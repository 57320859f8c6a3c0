import OrderedCollections
import PodspecModel
import Testing

@testable import PodspecReader

/// A hash whose keys are all strings or all symbols is stored from its keys and values at once
/// (`storedHashOfTextKeys`); it must equal, in content and order, what inserting each pair makes.
@Suite struct StoredHashTests {
    /// A hash of `pairs`, in their order (a later equal key replaces an earlier one's value, as in Ruby).
    static func hash(_ pairs: [(RValue, RValue)]) -> RHash {
        let hash = RHash()
        for (key, value) in pairs { hash[key] = value }
        return hash
    }

    /// The stored hash both ways, with string keys and without.
    static func expectSameBothWays(_ hash: RHash, fast: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        for stringKeys in [false, true] {
            let general = RValue.storedHashByInserting(hash, stringKeys: stringKeys)
            let quick = RValue.storedHashOfTextKeys(hash, stringKeys: stringKeys)
            #expect((quick != nil) == fast, sourceLocation: sourceLocation)
            if let quick {
                #expect(Array(quick.keys) == Array(general.keys), sourceLocation: sourceLocation)
                #expect(Array(quick.values) == Array(general.values), sourceLocation: sourceLocation)
            }
            #expect(RValue.storedHash(hash, stringKeys: stringKeys) == general, sourceLocation: sourceLocation)
        }
    }

    @Test func stringKeysIncludingNonASCIIAndEquivalentSpellings() {
        // `"e\u{301}"` and `"\u{e9}"` are one key (Ruby's would be two; the reader's hash keys compare as Swift
        // strings), which must stay one once stored.
        let hash = Self.hash([
            (.string("git"), .string("https://example.com/é.git")), (.string("e\u{301}"), .integer(1)),
            (.string("\u{e9}"), .integer(2)), (.string(""), .nilValue), (.string("日本"), .symbol("x")),
            (.string("tag"), .version("1.0")),
        ])
        Self.expectSameBothWays(hash, fast: true)
    }

    @Test func symbolKeysStoredAsSymbolsOrAsText() {
        let hash = Self.hash([
            (.symbol("git"), .string("u")), (.symbol("tag"), .string("v")), (.symbol("é"), .bool(true)),
        ])
        Self.expectSameBothWays(hash, fast: true)
        #expect(RValue.storedHash(hash, stringKeys: true).keys.first == .string("git"))
        #expect(RValue.storedHash(hash, stringKeys: false).keys.first == .symbol("git"))
    }

    @Test func oneOrTwoPairsStoredAsLongerHashesAre() {
        Self.expectSameBothWays(Self.hash([(.symbol("git"), .string("u"))]), fast: true)
        Self.expectSameBothWays(Self.hash([(.symbol("git"), .string("u")), (.symbol("tag"), .integer(1))]), fast: true)
        Self.expectSameBothWays(
            Self.hash([(.string("type"), .string("MIT")), (.string("file"), .array([.symbol("a")]))]), fast: true)
    }

    @Test func manyKeysAndNestedValues() {
        // Past 15 keys the stored hash keeps a table of its keys.
        var pairs: [(RValue, RValue)] = (0..<40).map { (.string("key\($0)"), .integer($0)) }
        pairs.append((.string("nested"), .hash(Self.hash([(.symbol("a"), .array([.string("b"), .symbol("c")]))]))))
        Self.expectSameBothWays(Self.hash(pairs), fast: true)
    }

    @Test func otherKeysTakeTheGeneralPath() {
        // `:a` and `"a"` are one key as text: the later value stays in the earlier key's place.
        Self.expectSameBothWays(Self.hash([(.symbol("a"), .integer(1)), (.string("a"), .integer(2))]), fast: false)
        Self.expectSameBothWays(Self.hash([(.string("a"), .integer(1)), (.integer(1), .integer(2))]), fast: false)
        Self.expectSameBothWays(Self.hash([(.nilValue, .integer(1))]), fast: false)
        Self.expectSameBothWays(RHash(), fast: false)
    }
}
