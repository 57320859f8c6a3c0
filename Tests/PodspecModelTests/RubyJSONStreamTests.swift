import OrderedCollections
import PodspecModel
import Testing

@Suite struct RubyJSONStreamTests {
    /// Writes `value` member by member, as a renderer does.
    private func stream(_ value: PodValue, into json: inout RubyJSONStream) {
        switch value {
        case .hash(let members):
            json.openObject()
            for (key, member) in members {
                json.key(key.rubyToS)
                stream(member, into: &json)
            }
            json.closeObject()
        case .array(let items):
            json.openArray()
            for item in items { stream(item, into: &json) }
            json.closeArray()
        default:
            json.value(value)
        }
    }

    @Test func writesWhatDumpWritesOfTheSameDocument() {
        let documents: [PodValue] = [
            [:], [], ["a": []], ["a": [:], "b": [[], [:], []]],
            [
                "podspecs": [
                    ["file": "A \"quoted\"\\path\n.podspec", "name": .null, "results": [], "loaded": false],
                    ["file": "é/☃.podspec", "results": [["line": 3, "column": .null, "platforms": ["ios", "osx"]]]],
                ],
                "passed": true, "tab\tkey": 1.5,
            ],
            [1, "two", [3, [4, [:]]], ["k": ["x": .null]], .bool(false)],
        ]
        for document in documents {
            var json = RubyJSONStream()
            stream(document, into: &json)
            #expect(String(decoding: json.bytes, as: UTF8.self) == RubyJSONWriter.dump(document))
        }
    }

    @Test func memberIsKeyThenValue() {
        var json = RubyJSONStream()
        json.openObject()
        json.member("a", 1)
        json.member("b", ["c"])
        json.closeObject()
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"a":1,"b":["c"]}"#)
    }

    @Test func plainKeysWriteWhatKeysWrite() {
        var plain = RubyJSONStream()
        plain.openObject()
        plain.member(plain: "a", 1)
        plain.key(plain: "public_only")
        plain.openArray()
        plain.closeArray()
        plain.closeObject()
        var escaped = RubyJSONStream()
        escaped.openObject()
        escaped.member("a", 1)
        escaped.key("public_only")
        escaped.openArray()
        escaped.closeArray()
        escaped.closeObject()
        #expect(plain.bytes == escaped.bytes)
        #expect(String(decoding: plain.bytes, as: UTF8.self) == #"{"a":1,"public_only":[]}"#)
    }
}
