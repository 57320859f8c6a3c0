import Foundation
import RubySyntax

/// The members of a `Struct.new` class.
struct StructMembers {
    var names: [String]
    var keywordInit: Bool
}

/// Ruby's `Struct`: `Point = Struct.new(:x, :y) { def … end }` makes a class with a reader and a writer per
/// member, an `initialize` taking them in order (or by keyword with `keyword_init: true`), and `to_h`,
/// `to_a`, `members`, `[]`, `[]=`, `==`.
extension Interpreter {
    func newStruct(_ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue {
        var members = StructMembers(names: [], keywordInit: false)
        for arg in args {
            switch arg {
            case .symbol(let name): members.names.append(name)
            case .string(let name) where members.names.isEmpty && (name.first?.isUppercase ?? false): continue
            case .string(let name): members.names.append(name)
            case .hash(let options): members.keywordInit = options[.symbol("keyword_init")]?.isTruthy ?? false
            default: throw RubyError("TypeError", "\(Interpreter.inspect(arg)) is not a symbol nor a string")
            }
        }
        let name = anonymousName(kind: "Class")
        classes.definedSuperclasses[name] = "Struct"
        structs[name] = members
        for member in members.names {
            methodTable.define(attributeReader(member, at: node), in: name)
            methodTable.define(attributeWriter(member, at: node), in: name)
        }
        if case .proc(let body)? = block { _ = try evalModuleBody(named: name, body.body) }
        return .module(name)
    }

    /// The members of `className` or the Struct class it inherits from.
    func structMembers(of className: String) -> StructMembers? {
        guard !structs.isEmpty else { return nil }
        for ancestor in classes.ancestors(of: className) {
            if let members = structs[ancestor] { return members }
        }
        return nil
    }

    func initializeStruct(_ object: RObject, _ members: StructMembers, _ args: [RValue]) throws {
        if members.keywordInit {
            guard args.count <= 1 else { throw RubyError.argumentCount(given: args.count, expected: "0") }
            if case .hash(let given)? = args.first {
                for (key, value) in given.pairs {
                    let name = toS(key)
                    guard members.names.contains(name) else {
                        throw RubyError("ArgumentError", "unknown keywords: \(name)")
                    }
                    object.ivars["@" + name] = value
                }
            }
            return
        }
        guard args.count <= members.names.count else { throw RubyError("ArgumentError", "struct size differs") }
        for (name, value) in zip(members.names, args) { object.ivars["@" + name] = value }
    }

    func structMethod(_ object: RObject, _ members: StructMembers, _ name: String, _ args: [RValue]) throws -> RValue? {
        let values = members.names.map { object.ivars["@" + $0] ?? .nilValue }
        switch name {
        case "to_a", "deconstruct", "values": return .array(values)
        case "members": return .array(members.names.map { .symbol($0) })
        case "to_h":
            let hash = RHash()
            for (member, value) in zip(members.names, values) { hash[.symbol(member)] = value }
            return .hash(hash)
        case "[]", "[]=":
            guard let key = args.first else { throw RubyError.argumentCount(given: 0, expected: "1") }
            let member: String
            if case .integer(let index) = key {
                guard index >= -members.names.count && index < members.names.count else {
                    throw RubyError("IndexError", "offset \(index) too large for struct(size:\(members.names.count))")
                }
                member = members.names[index < 0 ? index + members.names.count : index]
            } else {
                member = toS(key)
                guard members.names.contains(member) else {
                    throw RubyError("NameError", "no member '\(member)' in struct")
                }
            }
            if name == "[]" { return object.ivars["@" + member] ?? .nilValue }
            let value = args.count > 1 ? args[1] : .nilValue
            object.ivars["@" + member] = value
            return value
        case "==":
            guard case .object(let other)? = args.first, other.className == object.className else {
                return .bool(false)
            }
            return .bool(
                zip(values, members.names.map { other.ivars["@" + $0] ?? .nilValue }).allSatisfy {
                    Interpreter.equals($0, $1)
                })
        default: return nil
        }
    }
}
