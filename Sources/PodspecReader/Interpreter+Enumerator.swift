import Foundation
import RubySyntax

/// Thrown by an `Enumerator`'s own block to stop the method it wraps early (`cycle.first(3)`).
private struct EnumerationStop: Error {}

/// Ruby's `Enumerator`: what a block method called without a block returns (`each_with_index`, `map`,
/// `each_char`, …). It holds the receiver, the method and its arguments, and runs that method again, with a
/// block of its own, when its values are asked for (`to_a`, `with_index`, `first(n)`, any `Enumerable` method).
extension Interpreter {
    static let enumeratorClass = "Enumerator"

    /// The block methods that return an enumerator when called without a block, by the receiver's class row.
    static let enumeratorMethods: [String: Set<String>] = {
        let enumerable: Set<String> = [
            "collect", "collect_concat", "cycle", "detect", "drop_while", "each_cons", "each_entry", "each_slice",
            "each_with_index", "each_with_object", "filter", "filter_map", "find", "find_all", "find_index",
            "flat_map", "group_by", "map", "max_by", "min_by", "partition", "reject", "reverse_each", "select",
            "sort_by", "take_while", "each",
        ]
        return [
            "Array": enumerable.union([
                "collect!", "delete_if", "each_index", "filter!", "index", "keep_if", "map!", "reject!", "select!",
            ]),
            "Hash": enumerable.union(["each_key", "each_pair", "each_value", "transform_keys", "transform_values"]),
            "Range": enumerable.union(["step"]),
            "String": ["each_byte", "each_char", "each_line", "upto"],
            "Numeric": ["downto", "step", "times", "upto"],
            // `each_char.select` without a block is an enumerator of that enumerator.
            "Enumerator": enumerable.union(["with_index", "with_object"]),
        ]
    }()

    /// Tells most names that no row of `enumeratorMethods` has without looking them up.
    static let enumeratorMethodFilter = NameFilter(enumeratorMethods.values.joined())

    /// The enumerator `receiver.name(*args)` returns without a block, or nil when that call is not one.
    func blocklessEnumerator(_ receiver: RValue, _ name: String, _ args: [RValue]) -> RValue? {
        // Only these receivers have a row in `enumeratorMethods` (a spec, the receiver of most calls, has none).
        switch receiver {
        case .array, .hash, .range, .string, .integer, .float, .object: break
        default: return nil
        }
        guard Interpreter.enumeratorMethodFilter.mayContain(name), let row = CoreMethods.row(of: receiver),
            Interpreter.enumeratorMethods[row]?.contains(name) ?? false
        else { return nil }
        // `index(x)`, `find_index(x)` and `transform_keys(hash)` take an argument instead of a block.
        if ["index", "find_index", "transform_keys"].contains(name), !args.isEmpty { return nil }
        return makeEnumerator(receiver, name, args)
    }

    func makeEnumerator(_ receiver: RValue, _ name: String, _ args: [RValue]) -> RValue {
        let enumerator = RObject(className: Interpreter.enumeratorClass)
        enumerator.ivars = ["@receiver": receiver, "@method": .string(name), "@arguments": .array(args)]
        return .object(enumerator)
    }

    /// What a block receives as one value: its only argument, or all of them as an array (`each_with_index`).
    static func packed(_ values: [RValue]) -> RValue { values.count == 1 ? values[0] : .array(values) }

    /// Ruby's `Enumerator` methods; every other `Enumerable` method runs on its values as an array.
    func enumeratorMethod(_ e: RObject, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        guard case .string(let method)? = e.ivars["@method"], case .array(let arguments)? = e.ivars["@arguments"]
        else { return nil }
        let receiver = e.ivars["@receiver"] ?? .nilValue
        switch name {
        case "each":
            guard let block else { return .object(e) }
            return try callMethod(receiver, method, args: arguments.items, block: block, scope: Scope(), node: node)
        case "with_index", "each_with_index":
            var index = 0
            if name == "with_index", let offset = args.first, !offset.isNil {
                guard case .integer(let start) = offset else {
                    throw RubyError.implicitConversion(offset, into: "Integer")
                }
                index = start
            }
            guard let block else { return makeEnumerator(.object(e), name, args) }
            return try callMethod(
                receiver, method, args: arguments.items,
                block: .native { values in
                    defer { index += 1 }
                    return try self.yieldBlock(block, [Interpreter.packed(values), .integer(index)], node: node)
                }, scope: Scope(), node: node)
        case "with_object", "each_with_object":
            guard let memo = args.first else { throw RubyError.argumentCount(given: 0, expected: "1") }
            guard let block else { return makeEnumerator(.object(e), name, args) }
            _ = try callMethod(
                receiver, method, args: arguments.items,
                block: .native { values in try self.yieldBlock(block, [Interpreter.packed(values), memo], node: node) },
                scope: Scope(), node: node)
            return memo
        case "to_a", "entries", "force": return .array(try enumeratedValues(e, limit: nil, node: node))
        case "first", "take":
            guard let count = args.first else {
                if name == "take" { throw RubyError.argumentCount(given: 0, expected: "1") }
                return try enumeratedValues(e, limit: 1, node: node).first ?? .nilValue
            }
            guard case .integer(let n) = count else { throw RubyError.implicitConversion(count, into: "Integer") }
            guard n >= 0 else { throw RubyError("ArgumentError", "attempt to take negative size") }
            return .array(try enumeratedValues(e, limit: n, node: node))
        case "size":
            if method == "cycle", arguments.items.isEmpty {
                return try callMethod(receiver, "empty?", args: [], block: nil, scope: Scope(), node: node).isTruthy
                    ? .integer(0) : .float(.infinity)
            }
            return .integer(try enumeratedValues(e, limit: nil, node: node).count)
        case "next", "peek":
            // External iteration: the position is kept on the enumerator; the values are made again up to it.
            guard case .integer(let position) = e.ivars["@position"] ?? .integer(0) else { return nil }
            let values = try enumeratedValues(e, limit: position + 1, node: node)
            guard position < values.count else { throw RubyError("StopIteration", "iteration reached an end") }
            if name == "next" { e.ivars["@position"] = .integer(position + 1) }
            return values[position]
        case "rewind":
            e.ivars["@position"] = nil
            return .object(e)
        case "inspect", "to_s":
            let list =
                arguments.items.isEmpty
                ? "" : "(" + arguments.items.map(Interpreter.inspect).joined(separator: ", ") + ")"
            return .string("#<Enumerator: \(try Interpreter.inspectChecked(receiver)):\(method)\(list)>")
        default:
            guard Interpreter.enumerableMethods.contains(name) else { return nil }
            return try arrayMethod(
                RArray(try enumeratedValues(e, limit: nil, node: node)), name, args, block, node: node)
        }
    }

    /// `Enumerable`'s methods: what an enumerator answers by running on its values.
    static let enumerableMethods: Set<String> = [
        "all?", "any?", "collect", "collect_concat", "count", "cycle", "detect", "drop", "drop_while", "each_cons",
        "each_entry", "each_slice", "each_with_object", "filter", "filter_map", "find", "find_all", "find_index",
        "grep", "grep_v", "chunk_while", "slice_when", "minmax_by",
        "flat_map", "group_by", "include?", "inject", "map", "max", "max_by", "member?", "min", "min_by", "minmax",
        "none?", "one?", "partition", "reduce", "reject", "reverse_each", "select", "sort", "sort_by", "sum", "take",
        "take_while", "tally", "to_h", "uniq", "zip",
    ]

    /// The values the wrapped method yields (several arguments as one array), the first `limit` when given.
    func enumeratedValues(_ e: RObject, limit: Int?, node: Node) throws -> [RValue] {
        guard case .string(let method)? = e.ivars["@method"], case .array(let arguments)? = e.ivars["@arguments"]
        else { return [] }
        var values: [RValue] = []
        if limit == 0 { return values }
        do {
            _ = try callMethod(
                e.ivars["@receiver"] ?? .nilValue, method, args: arguments.items,
                block: .native { yielded in
                    values.append(Interpreter.packed(yielded))
                    try Interpreter.checkElements(values.count)
                    if let limit, values.count >= limit { throw EnumerationStop() }
                    return .nilValue
                }, scope: Scope(), node: node)
        } catch is EnumerationStop {}
        return values
    }
}

extension RValue {
    var isNil: Bool { if case .nilValue = self { true } else { false } }
}
