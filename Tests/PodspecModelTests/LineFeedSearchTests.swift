import Testing

@testable import PodspecModel

/// `LineFeedSearch.next` finds the first line feed at or after an offset, as a byte-by-byte search does.
@Suite struct LineFeedSearchTests {
    static let texts = [
        "", "\n", "a", "a\n", "\na", "a\nb\nc", "é\nü", "a\r\nb", String(repeating: "x", count: 70) + "\n",
    ]

    @Test(arguments: texts)
    func findsEveryLineFeedFromEveryOffset(text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...bytes.count + 1 {
                let expected = start < bytes.count ? bytes[start...].firstIndex(of: 0x0A) : nil
                #expect(LineFeedSearch.next(in: buffer, from: start) == expected)
            }
        }
    }
}
