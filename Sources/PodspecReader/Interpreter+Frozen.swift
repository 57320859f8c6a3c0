/// `freeze` and `frozen?`. Numbers, symbols, `nil`, booleans, ranges and regexps are always frozen; an array
/// or a hash once frozen; a string is not (the reader keeps strings as values, without a flag, and a string
/// literal is not frozen without the `frozen_string_literal` magic comment).
extension Interpreter {
    static func freezing(_ v: RValue, _ name: String) -> RValue {
        if name == "freeze" {
            switch v {
            case .array(let a): a.isFrozen = true
            case .hash(let h): h.isFrozen = true
            default: break
            }
            return v
        }
        switch v {
        case .string, .object, .spec, .platformProxy, .proc, .matchData, .module, .version: return .bool(false)
        case .array(let a): return .bool(a.isFrozen)
        case .hash(let h): return .bool(h.isFrozen)
        default: return .bool(true)
        }
    }
}
