import Foundation
import OrderedCollections
import PodspecModel
import Yams

/// `JSON.parse` / `to_json` inside a podspec, through the model's JSON reader and writer.
enum JSONBridge {
    static func parse(_ text: String, symbolizeNames: Bool) throws -> RValue {
        try checkNesting(text)
        do {
            return rubyValue(try JSONReader.parse(text), symbolizeNames: symbolizeNames)
        } catch {
            throw RubyError("JSON::ParserError", "\(error)")
        }
    }

    /// Ruby's parser refuses nesting deeper than its default `max_nesting`; checked before the model's
    /// reader (which recurses) runs.
    static func checkNesting(_ text: String) throws {
        let limit = InterpreterLimits.maximumJSONNesting
        if JSONReader.nestingExceeds(limit, in: text) {
            throw RubyError("JSON::NestingError", "nesting of \(limit + 1) is too deep")
        }
    }

    /// The interpreter's value for a parsed document, made in one pass: an object's keys are distinct Strings (the
    /// reader merges a repeated key), kept as Strings or made Symbols (`symbolize_names`), so its Hash is built
    /// at its size without looking each key up, where `RValue(_:)` then symbolizing converted it twice.
    static func rubyValue(_ json: PodValue, symbolizeNames: Bool) -> RValue {
        switch json {
        case .array(let items): return .array(items.map { rubyValue($0, symbolizeNames: symbolizeNames) })
        case .hash(let object):
            var keys = ContiguousArray<HashKey>()
            var pairs = ContiguousArray<RHash.Pair>()
            keys.reserveCapacity(object.count)
            pairs.reserveCapacity(object.count)
            for (written, value) in object {
                let original = RValue(written)
                let key = symbolizeNames ? .symbol(Interpreter.toS(original)) : original
                keys.append(HashKey(key))
                pairs.append(RHash.Pair(key: key, value: rubyValue(value, symbolizeNames: symbolizeNames)))
            }
            let hash = RHash()
            hash.storage = OrderedDictionary(uncheckedUniqueKeys: keys, values: pairs)
            return .hash(hash)
        default: return RValue(json)
        }
    }

    /// Ruby's JSON generator refuses nesting deeper than its default `max_nesting` (a value containing
    /// itself is reported the same way).
    static func generate(_ v: RValue) throws -> String {
        do {
            try ValueShape.check(v, maximumDepth: InterpreterLimits.maximumJSONNesting)
        } catch .tooLarge {
            throw RubyError(
                "NoMemoryError", "failed to allocate memory (more than \(InterpreterLimits.maximumElements) elements)")
        } catch {
            throw RubyError("JSON::NestingError", "nesting of \(InterpreterLimits.maximumJSONNesting + 1) is too deep")
        }
        let text = RubyJSONWriter.dump(v.podValue(stringKeys: true))
        try Interpreter.checkSize(text.utf8.count)
        return text
    }
}

/// `YAML.load_file` inside a podspec (Yams: a maintained YAML parser; no Ruby objects are built).
enum YAMLBridge {
    /// Nesting past `InterpreterLimits.maximumNesting` is refused before Yams (which recurses) sees the text,
    /// and aliases may expand to at most `InterpreterLimits.maximumElements` nodes (a "billion laughs" file).
    static func parse(_ text: String) throws -> RValue {
        try checkNesting(text)
        let node: Yams.Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw RubyError("Psych::SyntaxError", "\(error)")
        }
        guard let node else { return .bool(false) }
        var budget = InterpreterLimits.maximumElements
        return try convert(node, budget: &budget)
    }

    /// A cheap over-estimate of the document's nesting: open flow brackets plus block indicators (`- `, `? `)
    /// on one line, and indentation.
    static func checkNesting(_ text: String) throws {
        var flow = 0, lineIndicators = 0, indentation = 0, atLineStart = true, previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"): flow += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): flow = max(0, flow - 1)
            case UInt8(ascii: "\n"):
                lineIndicators = 0
                indentation = 0
                atLineStart = true
                continue
            case UInt8(ascii: " ") where atLineStart: indentation += 1
            case UInt8(ascii: " ") where previous == UInt8(ascii: "-") || previous == UInt8(ascii: "?"):
                lineIndicators += 1
            default: break
            }
            if byte != UInt8(ascii: " ") { atLineStart = false }
            if flow + lineIndicators + indentation / 2 > InterpreterLimits.maximumNesting {
                throw RubyError(
                    "Psych::SyntaxError", "nesting too deep (more than \(InterpreterLimits.maximumNesting) levels)")
            }
        }
    }

    static func convert(_ node: Yams.Node, budget: inout Int) throws -> RValue {
        budget -= 1
        if budget < 0 {
            throw RubyError(
                "Psych::AliasesNotEnabled",
                "YAML document expands to more than \(InterpreterLimits.maximumElements) nodes")
        }
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if let i = Int(scalar.string) { return .integer(i) }
                if let d = Double(scalar.string), scalar.string.contains(".") { return .float(d) }
                switch scalar.string {
                case "true", "True", "TRUE", "yes": return .bool(true)
                case "false", "False", "FALSE", "no": return .bool(false)
                case "~", "null", "", "Null", "NULL": return .nilValue
                default: break
                }
                if scalar.string.hasPrefix(":") { return .symbol(String(scalar.string.dropFirst())) }
            }
            return .string(scalar.string)
        case .sequence(let seq): return .array(try seq.map { try convert($0, budget: &budget) })
        case .mapping(let mapping):
            let h = RHash()
            for (k, v) in mapping { h[try convert(k, budget: &budget)] = try convert(v, budget: &budget) }
            return .hash(h)
        }
    }
}
