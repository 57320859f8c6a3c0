import Foundation
import RubySyntax

/// `Array` methods of Ruby's that are not `Enumerable`'s: set operations by name, `rotate`, `values_at`,
/// `transpose`, `each_index`, `flatten(depth)`.
extension Interpreter {
    func arrayMoreMethod(_ a: RArray, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        switch name {
        case "intersection", "union", "difference":
            // The named forms of `&`, `|` and `-`, over any number of arrays.
            let op = ["intersection": "&", "union": "|", "difference": "-"][name] ?? "-"
            var result = RArray(a.items)
            // `union` with no argument still removes duplicates (`a | []`).
            for arg in name == "union" && args.isEmpty ? [.array([])] : args {
                guard case .array(let other) = arg else { throw RubyError.implicitConversion(arg, into: "Array") }
                guard case .array(let next)? = try arrayMethod(result, op, [.array(other)], nil, node: node) else {
                    return nil
                }
                result = next
            }
            return .array(result.items)
        case "rotate":
            var count = 1
            if let arg = args.first {
                guard case .integer(let n) = arg else { throw RubyError.implicitConversion(arg, into: "Integer") }
                count = n
            }
            guard !a.items.isEmpty else { return .array([]) }
            let shift = ((count % a.items.count) + a.items.count) % a.items.count
            return .array(Array(a.items[shift...] + a.items[..<shift]))
        case "values_at":
            var out: [RValue] = []
            for arg in args {
                if case .range = arg, case .array(let part) = arrayIndex(a.items, [arg]) {
                    out += part.items
                    // A range past the end is padded with nil up to its end, as Ruby does.
                    if case .range(_, .integer(let hi), let exclusive) = arg {
                        let last = (hi < 0 ? a.items.count + hi : hi) - (exclusive ? 1 : 0)
                        if last >= a.items.count { out += Array(repeating: .nilValue, count: last - a.items.count + 1) }
                    }
                    continue
                }
                guard case .integer = arg else { throw RubyError.implicitConversion(arg, into: "Integer") }
                out.append(arrayIndex(a.items, [arg]))
            }
            return .array(out)
        case "transpose":
            var rows: [[RValue]] = []
            for item in a.items {
                guard case .array(let row) = item else { throw RubyError.implicitConversion(item, into: "Array") }
                if let width = rows.first?.count, row.items.count != width {
                    throw RubyError("IndexError", "element size differs (\(row.items.count) should be \(width))")
                }
                rows.append(row.items)
            }
            guard let width = rows.first?.count else { return .array([]) }
            return .array((0..<width).map { column in .array(rows.map { $0[column] }) })
        case "each_index":
            return try withBreak {
                for index in a.items.indices { _ = try yieldBlock(block, [.integer(index)], node: node) }
                return .array(a)
            }
        default: return nil
        }
    }

    /// `flatten(depth)`: nested arrays opened `depth` levels deep (all of them when negative), size bounded.
    func flattened(_ items: [RValue], depth: RValue?) throws -> [RValue] {
        guard let depth, !depth.isNil else { return try checkedFlatten(items) }
        guard case .integer(let levels) = depth else { throw RubyError.implicitConversion(depth, into: "Integer") }
        if levels < 0 { return try checkedFlatten(items) }
        var result = items
        for _ in 0..<levels {
            guard result.contains(where: { if case .array = $0 { true } else { false } }) else { break }
            result = result.flatMap { item -> [RValue] in
                if case .array(let inner) = item { inner.items } else { [item] }
            }
            try Interpreter.checkElements(result.count)
        }
        return result
    }
}
