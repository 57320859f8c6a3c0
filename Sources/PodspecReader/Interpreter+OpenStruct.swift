import RubySyntax

/// Ruby's `OpenStruct` (ostruct.rb): an object whose attributes are whatever was set, read and written
/// as methods (`pkg.version`, `pkg.version = …`), made with `OpenStruct.new(hash)` or by
/// `JSON.parse(text, object_class: OpenStruct)`. Its table is a Hash with Symbol keys.
extension Interpreter {
    static let openStructClass = "OpenStruct"

    /// An OpenStruct holding `hash`'s pairs (keys as Symbols).
    static func openStruct(_ hash: RHash?) -> RValue {
        let object = RObject(className: openStructClass)
        let table = RHash()
        let pairs = hash.map { Array($0.storage.values) } ?? []
        for pair in pairs {
            let name: String =
                switch pair.key {
                case .string(let s), .symbol(let s): s
                default: Interpreter.inspect(pair.key)
                }
            table[.symbol(name)] = pair.value
        }
        object.ivars["table"] = .hash(table)
        return .object(object)
    }

    /// `value` with every Hash in it (through Arrays) made an OpenStruct, as `object_class: OpenStruct`
    /// makes JSON objects.
    static func openStructs(in value: RValue) -> RValue {
        switch value {
        case .hash(let hash):
            let converted = RHash()
            for pair in hash.storage.values { converted[pair.key] = openStructs(in: pair.value) }
            return openStruct(converted)
        case .array(let array): return .array(RArray(array.items.map(openStructs)))
        default: return value
        }
    }

    /// The methods of an OpenStruct: its attributes, `[]`, `[]=`, `to_h`, `dig`, `each_pair`, `respond_to?`.
    func openStructMethod(_ object: RObject, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node)
        throws -> RValue?
    {
        guard case .hash(let table)? = object.ivars["table"] else { return nil }
        func key(_ value: RValue) -> RValue { .symbol(toS(value)) }
        switch name {
        case "[]": return table[key(args.first ?? .nilValue)] ?? .nilValue
        case "[]=":
            guard args.count == 2 else { throw RubyError.argumentCount(given: args.count, expected: "2") }
            table[key(args[0])] = args[1]
            return args[1]
        case "to_h":
            let copy = RHash()
            copy.storage = table.storage
            return .hash(copy)
        case "dig":
            guard let first = args.first else { throw RubyError.argumentCount(given: 0, expected: "1+") }
            let found = table[key(first)] ?? .nilValue
            return args.count == 1 || found.isNil
                ? found
                : try callMethod(found, "dig", args: Array(args.dropFirst()), block: nil, scope: Scope(), node: node)
        case "each_pair":
            for pair in table.storage.values { _ = try yieldBlock(block, [pair.key, pair.value], node: node) }
            return .object(object)
        case "respond_to?":
            let asked = toS(args.first ?? .nilValue)
            return .bool(table[.symbol(asked)] != nil || CoreMethods.responds(.object(object), to: asked))
        default:
            if name.hasSuffix("="), args.count == 1, !name.hasSuffix("==") {
                table[.symbol(String(name.dropLast()))] = args[0]
                return args[0]
            }
            // Any other name without arguments reads an attribute, nil when unset (Object's methods aside).
            guard args.isEmpty, !CoreMethods.responds(.object(object), to: name) else { return nil }
            return table[.symbol(name)] ?? .nilValue
        }
    }
}
