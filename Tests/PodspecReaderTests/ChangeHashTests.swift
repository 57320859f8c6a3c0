import OrderedCollections
import PodspecModel
import Testing

@testable import PodspecReader

/// `changeHash` changes a stored hash in place; it must leave the table as taking a copy of the hash,
/// changing it and storing it back under the same key does.
@Suite struct ChangeHashTests {
    static func byCopy(
        _ table: OrderedDictionary<String, PodValue>, _ key: String,
        _ change: (inout OrderedDictionary<PodValue, PodValue>) -> Void
    ) -> OrderedDictionary<String, PodValue> {
        var table = table
        var hash = table[key]?.hashValue_ ?? [:]
        change(&hash)
        table[key] = .hash(hash)
        return table
    }

    @Test(arguments: ["dependencies", "platforms", "name", "ios", "é"])
    func changesAsACopyStoredBackDoes(key: String) {
        let table: OrderedDictionary<String, PodValue> = [
            "name": "A", "dependencies": .hash([.string("B"): .array([])]), "platforms": .null,
            "ios": .hash([.string("dependencies"): .hash([.string("C"): .array(["~> 1"])])]),
        ]
        let change: (inout OrderedDictionary<PodValue, PodValue>) -> Void = {
            $0[.string("Z")] = .array(["1.0"])
            $0.changeHash(.string("dependencies")) { $0[.string("D")] = .array([]) }
        }
        var inPlace = table
        inPlace.changeHash(key, change)
        #expect(inPlace == Self.byCopy(table, key, change))
        #expect(Array(inPlace.keys) == Array(Self.byCopy(table, key, change).keys))
    }
}
