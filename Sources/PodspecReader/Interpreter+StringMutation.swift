import Foundation
import RubySyntax

/// Strings are values here, not shared objects: a method that changes a string (`<<`, a bang method) answers
/// the new text, and the reader stores it back where the string came from: a variable, or the array or hash
/// slot of `a[i] << x` and `h[k].strip!`. A string reached another way (a block parameter, `a.first`, a
/// second variable naming the same string) is not changed where else it is held, as Ruby's would be.
extension Interpreter {
    /// Whether `name` changes the String it is called on.
    static func mutatesString(_ name: String) -> Bool {
        // The last byte first: most names end otherwise, `==` calls the string comparison for any name that is not
        // `<<` itself, and `hasSuffix` compares Characters.
        switch lastByte(of: name) {
        case UInt8(ascii: "<"): name == "<<"
        case UInt8(ascii: "!"): name.hasSuffix("!")
        default: false
        }
    }

    /// Where a changed string is stored back: `x` for `x << a`, and for `(x << a) << b` too (`<<` and the bang
    /// methods but `slice!` answer the string itself).
    static func mutationOrigin(_ node: Node) -> Node {
        guard case .call(let inner) = node.kind, mutatesString(inner.name), inner.name != "slice!",
            let receiver = inner.receiver
        else { return node }
        return mutationOrigin(receiver)
    }

    /// `text.name(args)` for a changing method: its answer, and the new text (nil when nothing changed).
    func stringMutation(
        _ text: String, _ call: Call, args: [RValue], block: BlockArgument?, scope: Scope, node: Node
    ) throws -> (result: RValue, text: String?) {
        switch call.name {
        case "<<":
            let result = try callMethod(
                .string(text), "+", args: args.map { .string(toS($0)) }, block: nil, scope: scope, node: node)
            return (result, toS(result))
        case "slice!":
            let sliced = try stringSliceBang(text, args)
            return (sliced.removed, sliced.rest)
        default:
            let result = try callMethod(
                .string(text), call.name, args: args, block: block, scope: scope, node: node,
                nameRange: call.nameRange)
            if case .string(let changed) = result { return (result, changed) }
            return (result, nil)
        }
    }

    /// `holder[keys].name(args)` with a changing `name`: when the element is a String held in the array or
    /// hash, the new text is stored back in its slot. `holder` and `keys` are evaluated once.
    func evalElementMutation(
        _ call: Call, index: Call, holderNode: Node, indexNode: Node, argNodes: [Node], block: BlockArgument?,
        scope: Scope, node: Node
    ) throws -> RValue {
        let holder = try eval(holderNode, scope)
        let keys = try evalList(index.arguments, scope)
        let element = try callMethod(
            holder, "[]", args: keys, block: nil, scope: scope, node: indexNode, nameRange: index.nameRange)
        let args = try evalList(argNodes, scope)
        guard case .string(let text) = element else {
            return try callMethod(
                element, call.name, args: args, block: block, scope: scope, node: node, nameRange: call.nameRange)
        }
        let mutation = try stringMutation(text, call, args: args, block: block, scope: scope, node: node)
        if let changed = mutation.text, holdsElement(holder, keys) {
            _ = try callMethod(
                holder, "[]=", args: keys + [.string(changed)], block: nil, scope: scope, node: indexNode)
        }
        return mutation.result
    }

    /// Whether `holder[keys]` read a stored element of an unfrozen array or hash (not a hash's default, not
    /// past an array's end).
    private func holdsElement(_ holder: RValue, _ keys: [RValue]) -> Bool {
        guard keys.count == 1 else { return false }
        switch (holder, keys[0]) {
        case (.hash(let hash), let key): return !hash.isFrozen && hash[key] != nil
        case (.array(let array), .integer(let i)):
            return !array.isFrozen && array.items.indices.contains(i < 0 ? i + array.items.count : i)
        default: return false
        }
    }
}
