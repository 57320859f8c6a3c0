import OrderedCollections
import PodspecModel
import Testing

@testable import PodspecLint

/// `PodValue[symbol:]` (the keys gone through, each Symbol's name compared) against the dictionary's own lookup of
/// the Symbol: String keys of the same name, non-ASCII and canonically equivalent names, Hashes large enough to
/// have a hash table, values that are not Hashes.
@Suite struct SymbolKeyLookupTests {
    static let composedE = "caf\u{E9}"
    static let decomposedE = "cafe\u{301}"

    static let values: [PodValue] = {
        var large = OrderedDictionary<PodValue, PodValue>()
        for index in 0..<40 {
            large[index.isMultiple(of: 2) ? .symbol("k\(index)") : .string("k\(index)")] = .integer(index)
        }
        large[.symbol("git")] = "https://example.org/a.git"
        return [
            .hash([.string("git"): "string key", .symbol("tag"): "1.0"]),
            .hash([.symbol("git"): "symbol key", .string("git"): "string key"]),
            .hash([.symbol(composedE): 1, .symbol("ü"): 2, .symbol(""): 3]),
            .hash([.symbol(decomposedE): 4]),
            .hash([:]),
            .hash(large),
            .array([.symbol("git")]),
            .string("git"),
            .null,
        ]
    }()

    static let keys = ["git", "tag", composedE, decomposedE, "ü", "", "k0", "k1", "k38", "missing"]

    @Test(arguments: values)
    func matchesTheDictionaryLookup(_ value: PodValue) {
        for key in Self.keys {
            let expected: PodValue
            if case .hash(let h) = value { expected = h[.symbol(key)] ?? .null } else { expected = .null }
            #expect(value[symbol: key] == expected, "\(key)")
        }
    }
}
