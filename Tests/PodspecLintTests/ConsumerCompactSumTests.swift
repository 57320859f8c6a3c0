@testable import PodspecModel
import Testing

/// `Consumer.compactSum` (one array made with room for both) against adding the two splats and filtering the sum.
struct ConsumerCompactSumTests {
    static let values: [PodValue] = [
        .null, "a", "é/ü", ["x", .null, "y"], [.null], [], ["k": "v", "n": .null], [:], 1, true, .symbol("s"),
        [["nested"], .null],
    ]

    @Test func compactSumIsTheFilteredSumOfTheSplats() {
        for first in Self.values {
            for second in Self.values {
                let expected = (Consumer.arrayOf(first) + Consumer.arrayOf(second)).filter { $0 != .null }
                #expect(Consumer.compactSum(first, second) == expected, "\(first) + \(second)")
            }
        }
    }
}
