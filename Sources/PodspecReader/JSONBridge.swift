import Foundation
import PodspecModel
import Yams

/// `JSON.parse` / `to_json` inside a podspec, through the model's JSON reader and writer.
enum JSONBridge {
    static func parse(_ text: String, symbolizeNames: Bool) throws -> RValue {
        do {
            let value = try JSONReader.parse(text)
            return symbolizeNames ? symbolize(RValue(value)) : RValue(value)
        } catch {
            throw RubyError("JSON::ParserError", "\(error)")
        }
    }

    static func symbolize(_ v: RValue) -> RValue {
        switch v {
        case .hash(let h):
            let out = RHash()
            for (k, value) in h.pairs { out[.symbol(Interpreter.toS(k))] = symbolize(value) }
            return .hash(out)
        case .array(let a): return .array(a.items.map(symbolize))
        default: return v
        }
    }

    static func generate(_ v: RValue) throws -> String {
        RubyJSONWriter.dump(v.podValue(stringKeys: true))
    }
}

/// `YAML.load_file` inside a podspec (Yams: a maintained YAML parser; no Ruby objects are built).
enum YAMLBridge {
    static func parse(_ text: String) throws -> RValue {
        do {
            guard let node = try Yams.compose(yaml: text) else { return .bool(false) }
            return convert(node)
        } catch {
            throw RubyError("Psych::SyntaxError", "\(error)")
        }
    }

    static func convert(_ node: Yams.Node) -> RValue {
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
        case .sequence(let seq): return .array(seq.map(convert))
        case .mapping(let mapping):
            let h = RHash()
            for (k, v) in mapping { h[convert(k)] = convert(v) }
            return .hash(h)
        default: return .nilValue
        }
    }
}

