import Testing

@testable import PodspecReader

/// Arrays and hashes are taken apart one level at a time when released (`RValue.dismantle`): a value nested
/// 100,000 deep, through a hash's values or its keys, is freed without overflowing the stack.
@Suite struct ValueReleaseTests {
    static let depth = 100_000

    @Test func deeplyNestedHashValuesAreReleased() {
        var value = RValue.hash(RHash())
        for _ in 0..<Self.depth {
            let hash = RHash()
            hash[.symbol("k")] = value
            value = .hash(hash)
        }
        value = .nilValue
        #expect(!value.isTruthy)
    }

    @Test func deeplyNestedHashKeysAreReleased() {
        var value = RValue.array([])
        for i in 0..<Self.depth {
            let hash = RHash()
            hash[.integer(i)] = .string("é")
            hash[value] = .nilValue
            value = i.isMultiple(of: 2) ? .hash(hash) : .array([.hash(hash)])
        }
        value = .nilValue
        #expect(!value.isTruthy)
    }

    @Test func hashesOfScalarsAndSharedContainersKeepTheirValues() {
        let shared = RArray([.string("a\u{301}")])
        let outer = RHash()
        outer[.string("list")] = .array(shared)
        outer[.symbol("flat")] = .string("ü")
        var held: RValue? = .hash(outer)
        held = nil
        #expect(held == nil)
        // The array was referenced elsewhere: releasing the hash left it whole.
        #expect(shared.items.count == 1)
    }
}
