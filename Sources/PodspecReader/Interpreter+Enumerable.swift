import Foundation
import RubySyntax

/// Ruby's `Enumerable` methods beyond `each`/`map`/`select`, shared by Array, Hash (on its `[key, value]`
/// pairs) and Range (on its values), as Ruby shares them.
extension Interpreter {
    /// `Enumerable` methods on `items`, the values `receiver` yields; nil when `name` is not one of them.
    func enumerableMethod(
        _ items: [RValue], _ receiver: RValue, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node
    ) throws -> RValue? {
        switch name {
        case "filter_map":
            return .array(
                try items.compactMap { item in
                    let value = try yieldBlock(block, [item], node: node)
                    return value.isTruthy ? value : nil
                })
        case "find_all": return .array(try items.filter { try yieldBlock(block, [$0], node: node).isTruthy })
        case "take_while": return .array(Array(try items.prefix { try yieldBlock(block, [$0], node: node).isTruthy }))
        case "drop_while": return .array(Array(try items.drop { try yieldBlock(block, [$0], node: node).isTruthy }))
        case "each_entry", "reverse_each":
            return try withBreak {
                for item in name == "each_entry" ? items : items.reversed() {
                    _ = try yieldBlock(block, [item], node: node)
                }
                return receiver
            }
        case "each_cons":
            guard case .integer(let size)? = args.first else {
                throw RubyError.implicitConversion(args.first ?? .nilValue, into: "Integer")
            }
            guard size > 0 else { throw RubyError("ArgumentError", "invalid size") }
            return try withBreak {
                if items.count >= size {
                    for start in 0...(items.count - size) {
                        _ = try yieldBlock(block, [.array(Array(items[start..<start + size]))], node: node)
                    }
                }
                return receiver
            }
        case "cycle":
            var rounds: Int? = nil
            if let count = args.first, !count.isNil {
                guard case .integer(let n) = count else { throw RubyError.implicitConversion(count, into: "Integer") }
                rounds = n
            }
            if items.isEmpty || (rounds ?? 1) <= 0 { return .nilValue }
            return try withBreak {
                var round = 0
                while rounds.map({ round < $0 }) ?? true {
                    for item in items { _ = try yieldBlock(block, [item], node: node) }
                    round += 1
                }
                return .nilValue
            }
        case "sum": return try sum(items, initial: args.first ?? .integer(0), block, node: node)
        case "tally":
            let counts = RHash()
            for item in items {
                if case .integer(let n)? = counts[item] {
                    counts[item] = .integer(n + 1)
                } else {
                    counts[item] = .integer(1)
                }
            }
            return .hash(counts)
        case "all?", "any?", "none?", "one?":
            // With a pattern, `pattern === item`; else the block's answer, or the item itself.
            var found = 0
            for item in items {
                let hit: Bool
                if let pattern = args.first {
                    hit = try caseEquals(pattern, item, at: node.range.start)
                } else {
                    hit = block == nil ? item.isTruthy : try yieldBlock(block, [item], node: node).isTruthy
                }
                if hit { found += 1 }
                switch name {
                case "all?" where !hit: return .bool(false)
                case "any?" where hit: return .bool(true)
                case "none?" where hit: return .bool(false)
                case "one?" where found > 1: return .bool(false)
                default: break
                }
            }
            return .bool(name == "one?" ? found == 1 : name != "any?")
        case "grep", "grep_v":
            guard let pattern = args.first else { throw RubyError.argumentCount(given: 0, expected: "1") }
            var out: [RValue] = []
            for item in items {
                // A regexp pattern sets `$~` for the block, as Ruby's `===` does.
                let hit =
                    if case .regex = pattern, case .string(let s) = item {
                        try stringMethod(s, "=~", [pattern], nil, node: node)?.isNil == false
                    } else {
                        try caseEquals(pattern, item, at: node.range.start)
                    }
                guard hit == (name == "grep") else { continue }
                out.append(block == nil ? item : try yieldBlock(block, [item], node: node))
            }
            return .array(out)
        case "chunk_while", "slice_when":
            // Consecutive items stay together while the block says so (`chunk_while`) or until it does.
            var chunks: [[RValue]] = []
            for item in items {
                if let last = chunks.last?.last,
                    try yieldBlock(block, [last, item], node: node).isTruthy == (name == "chunk_while")
                {
                    chunks[chunks.count - 1].append(item)
                } else {
                    chunks.append([item])
                }
            }
            return .array(chunks.map { .array($0) })
        case "min", "max", "minmax":
            let order = { (x: RValue, y: RValue) throws -> Int in
                guard let block else { return try Interpreter.ordering(x, y) }
                let c = try self.yieldBlock(block, [x, y], node: node)
                guard case .integer(let result) = c else { throw Interpreter.comparisonFailed(x, y) }
                return result
            }
            if name == "minmax" {
                return .array([
                    try extreme(items, by: order, largest: false), try extreme(items, by: order, largest: true),
                ])
            }
            return try extremes(items, name == "max", args, by: order)
        case "minmax_by":
            return .array([
                try enumerableMethod(items, receiver, "min_by", [], block, node: node) ?? .nilValue,
                try enumerableMethod(items, receiver, "max_by", [], block, node: node) ?? .nilValue,
            ])
        case "min_by", "max_by":
            let keys = try items.map { try yieldBlock(block, [$0], node: node) }
            let indices = Array(keys.indices).map { RValue.integer($0) }
            let order = { (x: RValue, y: RValue) throws -> Int in
                guard case .integer(let i) = x, case .integer(let j) = y else { return 0 }
                return try Interpreter.ordering(keys[i], keys[j])
            }
            let picked = try extremes(indices, name == "max_by", args, by: order)
            func item(_ index: RValue) -> RValue { if case .integer(let i) = index { items[i] } else { .nilValue } }
            if case .array(let list) = picked, !args.isEmpty { return .array(list.items.map(item)) }
            return item(picked)
        default: return nil
        }
    }

    /// `sum`: numbers added in order, floats with Kahan-Babuska compensation as Ruby does (`[0.1, 0.2, 0.3].sum`
    /// is `0.6`), anything else with its `+`.
    private func sum(_ items: [RValue], initial: RValue, _ block: BlockArgument?, node: Node) throws -> RValue {
        let values = block == nil ? items : try items.map { try yieldBlock(block, [$0], node: node) }
        var total = initial
        var rest = values[...]
        while let value = rest.first {
            if case .float = value, let start = total.doubleValue {
                var (sum, compensation) = (start, 0.0)
                while let next = rest.first, let x = next.doubleValue {
                    rest.removeFirst()
                    if sum.isNaN { continue }
                    if x.isNaN || x.isInfinite {
                        sum = x.isInfinite && sum.isInfinite && x.sign != sum.sign ? .nan : x
                        continue
                    }
                    if sum.isInfinite { continue }
                    let t = sum + x
                    compensation += abs(sum) >= abs(x) ? (sum - t) + x : (x - t) + sum
                    sum = t
                }
                total = .float(sum + compensation)
                continue
            }
            rest.removeFirst()
            total = try callMethod(total, "+", args: [value], block: nil, scope: Scope(), node: node)
        }
        return total
    }

    /// `min`/`max` (one value, or with a count the `n` smallest ascending / largest descending).
    private func extremes(
        _ items: [RValue], _ largest: Bool, _ args: [RValue], by order: (RValue, RValue) throws -> Int
    )
        throws -> RValue
    {
        guard let count = args.first, !count.isNil else { return try extreme(items, by: order, largest: largest) }
        guard case .integer(let n) = count else { throw RubyError.implicitConversion(count, into: "Integer") }
        guard n >= 0 else { throw RubyError("ArgumentError", "negative size (\(n))") }
        var failure: Error?
        let sorted = items.sorted { x, y in
            do {
                let c = try order(x, y)
                return largest ? c > 0 : c < 0
            } catch {
                failure = failure ?? error
                return false
            }
        }
        if let failure { throw failure }
        return .array(Array(sorted.prefix(n)))
    }

    /// The first smallest (or largest) value, nil when there is none.
    private func extreme(_ items: [RValue], by order: (RValue, RValue) throws -> Int, largest: Bool) throws -> RValue {
        guard var best = items.first else { return .nilValue }
        for item in items.dropFirst() {
            let c = try order(item, best)
            if largest ? c > 0 : c < 0 { best = item }
        }
        return best
    }

    /// `x <=> y` as `min`/`max`/`sort` need it: ArgumentError when the two do not compare.
    static func ordering(_ x: RValue, _ y: RValue) throws -> Int {
        guard let c = compare(x, y) else { throw comparisonFailed(x, y) }
        return c
    }

    /// Ruby's `comparison of X with Y failed` (Y inspected when it is nil, a boolean or a number).
    static func comparisonFailed(_ x: RValue, _ y: RValue) -> RubyError {
        let other: String
        switch y {
        case .nilValue, .bool, .integer, .float: other = inspect(y)
        default: other = y.className
        }
        return RubyError("ArgumentError", "comparison of \(x.className) with \(other) failed")
    }
}
