@testable import PodspecModel
import Testing

/// `Consumer.merge` of a Hash-container attribute onto the empty Hash (returned as the new Hash) against merging
/// it key by key onto another Hash and taking that key away again.
struct ConsumerMergeTests {
    static let hashes: [PodValue] = [
        [:], ["A": "1"], ["A": "1", "B": ["x", .null]], [.symbol("k"): .null, "k": "v"], ["é": 1, "ü": ["n": "m"]],
    ]

    @Test(arguments: ["pod_target_xcconfig", "info_plist", "resource_bundles"])
    func mergingOntoTheEmptyHashGivesTheNewHash(_ name: String) throws {
        let consumer = Consumer(node: SpecNode(root: Specification(name: "A")), platformName: "ios")
        let attribute = Consumer.attributeNamed(name)
        let marker: PodValue = .symbol("marker not in any hash")
        for new in Self.hashes {
            let merged = try consumer.merge(attribute, [:], new)
            #expect(merged == new, "\(new)")
            // (The general path: onto a Hash holding only a marker key, which is then taken away.)
            guard case .hash(var general) = try consumer.merge(attribute, [marker: "x"], new),
                case .hash(let fast) = merged
            else {
                Issue.record("not a Hash")
                continue
            }
            general[marker] = nil
            #expect(Array(general.keys) == Array(fast.keys) && Array(general.values) == Array(fast.values))
        }
        #expect(throws: (any Error).self) { try consumer.merge(attribute, [:], "not a Hash") }
        #expect(try consumer.merge(attribute, [:], .null) == [:])
    }
}
