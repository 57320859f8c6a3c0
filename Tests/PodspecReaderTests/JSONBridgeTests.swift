import PodspecModel
import Testing

@testable import PodspecReader

/// `JSONBridge.rubyValue` builds a document's Hashes at their size from the object's keys: it must give what
/// the general conversion gives (`RValue(_:)`, then every key made a Symbol for `symbolize_names`), with keys
/// found by lookup as any Hash's are.
@Suite struct JSONBridgeTests {
    static let documents = [
        #"{"a": 1, "b": [true, null, 1.5, {"c": "d"}], "e": {"f": {"g": []}}}"#,
        #"{"é": "ü", "e\u0301": "x", "\u00e9": "y", "a\"b": "\\", "": {}}"#,
        #"{"k": 1, "k": 2, "j": 3, "k": 4}"#,
        #"[{"1": "s:1"}, {"y:1": 2}, [], [[{"n": null}]], "text", 7]"#,
        #""plain""#,
        #"{"\ud83d\ude00": {"\n": "\t"}}"#,
    ]

    @Test func matchesTheGeneralConversion() throws {
        for text in Self.documents {
            let json = try JSONReader.parse(text)
            #expect(
                Interpreter.inspect(JSONBridge.rubyValue(json, symbolizeNames: false))
                    == Interpreter.inspect(RValue(json)), "\(text)")
            #expect(
                Interpreter.inspect(JSONBridge.rubyValue(json, symbolizeNames: true))
                    == Interpreter.inspect(Self.symbolized(RValue(json))), "\(text)")
        }
    }

    @Test func keysAreFoundByLookup() throws {
        for text in Self.documents {
            let json = try JSONReader.parse(text)
            for symbolizeNames in [false, true] {
                Self.expectKeysFound(JSONBridge.rubyValue(json, symbolizeNames: symbolizeNames))
            }
        }
    }

    /// Every key of every Hash in `value` finds its own value through `RHash`'s subscript.
    private static func expectKeysFound(_ value: RValue) {
        switch value {
        case .array(let array): array.items.forEach(expectKeysFound)
        case .hash(let hash):
            for (key, item) in hash.pairs {
                #expect(hash[key].map(Interpreter.inspect) == Interpreter.inspect(item), "\(Interpreter.inspect(key))")
                expectKeysFound(item)
            }
        default: break
        }
    }

    /// `symbolize_names` done the general way: each Hash rebuilt with its keys made Symbols.
    private static func symbolized(_ value: RValue) -> RValue {
        switch value {
        case .hash(let hash):
            let out = RHash()
            for (key, item) in hash.pairs { out[.symbol(Interpreter.toS(key))] = symbolized(item) }
            return .hash(out)
        case .array(let array): return .array(array.items.map(symbolized))
        default: return value
        }
    }
}
