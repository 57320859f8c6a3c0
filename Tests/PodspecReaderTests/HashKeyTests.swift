import Testing

@testable import PodspecReader

/// `HashKey` keeps strings and symbols as they are rather than as `s:…`/`y:…` text: two keys must be equal
/// exactly when their text forms (`repr`, what the key was before) are.
@Suite struct HashKeyTests {
    /// Made for each test: `RValue` holds references, so it is not `Sendable` to keep in a static.
    static func values() -> [RValue] {
        [
            .string("a"), .symbol("a"), .string("s:a"), .string("y:a"), .symbol("s:a"), .string(""), .symbol(""),
            .string("i:1"), .integer(1), .string("n"), .nilValue, .string("t"), .bool(true), .bool(false),
            .float(1.5), .version("1.0"), .string("v:1.0"), .module("Pod"), .string("m:Pod"),
            .string("e\u{301}"), .string("\u{e9}"), .symbol("\u{e9}"),
            .array(RArray([.string("a"), .symbol("a")])), .array(RArray([.string("a"), .symbol("a")])),
            .string("a:[s:a,y:a]"), .array(RArray([])),
        ]
    }

    @Test func equalExactlyWhenTheirTextIs() {
        let values = Self.values()
        for left in values {
            for right in values {
                let text = (HashKey(left).repr, HashKey(right).repr)
                #expect((HashKey(left) == HashKey(right)) == (text.0 == text.1), "\(text.0) vs \(text.1)")
                if text.0 == text.1 { #expect(HashKey(left).hashValue == HashKey(right).hashValue) }
            }
        }
    }

    @Test func textIsTheTaggedValue() {
        #expect(HashKey(.string("x")).repr == "s:x")
        #expect(HashKey(.symbol("x")).repr == "y:x")
        #expect(HashKey(.integer(3)).repr == "i:3")
        #expect(HashKey(.array(RArray([.string("x"), .integer(1)]))).repr == "a:[s:x,i:1]")
    }
}
