import PodspecModel
import Testing

/// `JSONReader.nestingExceeds` skips strings and spaces 8 bytes at a time: it must answer as counting the brackets
/// byte by byte outside strings does (`nestingByBytes`), on escapes, unclosed strings, control and non-ASCII bytes,
/// and brackets either side of an 8-byte boundary.
@Suite struct JSONNestingTests {
    static let texts: [String] = [
        "", "[", "[[", "[[]]", "{\"a\": [[1]]}", "[\"[[[\"]", "[\"\\\"[[\"]", "[\"\\\\\"[[]", "\"\\", "\"abc",
        "[\"é[ü\u{1F600}[\", [[]]]", "[\"\t[\n[\"]", "]]]][[[[", "[        [        [       \"        [\"",
        "{\"k\":\"\\u005b\\u005b\"}", "[\"0123456789abcdef\\\"0123456789[\" , [ ]]", String(repeating: "[ ", count: 9),
        String(repeating: " ", count: 17) + "[" + String(repeating: "x", count: 15) + "\"["
            + String(repeating: "[", count: 3),
    ]

    @Test func answersAsCountingByteByByte() {
        for text in Self.texts {
            for limit in 0...4 {
                #expect(
                    JSONReader.nestingExceeds(limit, in: text) == Self.nestingByBytes(text, limit), "\(text) \(limit)")
            }
        }
    }

    @Test func deepDocumentExceeds() {
        let deep = String(repeating: "[", count: 101) + String(repeating: "]", count: 101)
        #expect(JSONReader.nestingExceeds(100, in: deep))
        #expect(!JSONReader.nestingExceeds(101, in: deep))
    }

    /// The general way: every byte looked at, a string's escapes followed one by one.
    private static func nestingByBytes(_ text: String, _ limit: Int) -> Bool {
        var depth = 0, inString = false, escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
