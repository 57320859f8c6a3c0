import Foundation
import PodspecModel
import RubySyntax

extension Interpreter {
    /// ActiveSupport's `symbolize_keys` / `deep_symbolize_keys`: String keys become Symbols, others stay;
    /// the deep form also converts hashes nested in hashes and arrays.
    static func symbolizeKeys(_ value: RValue, deep: Bool) -> RValue {
        switch value {
        case .hash(let h):
            let out = RHash()
            out.defaultValue = h.defaultValue
            for (k, v) in h.pairs {
                let key: RValue = if case .string(let s) = k { .symbol(s) } else { k }
                out[key] = deep ? symbolizeKeys(v, deep: true) : v
            }
            return .hash(out)
        case .array(let a) where deep: return .array(a.items.map { symbolizeKeys($0, deep: true) })
        default: return value
        }
    }

    /// Ruby's `Array` methods that podspecs use.
    func arrayMethod(_ a: RArray, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        let arg0 = args.first
        switch name {
        case "each":
            return try withBreak {
                for item in a.items { _ = try yieldBlock(block, [item], node: node) }
                return .array(a)
            }
        case "each_with_index":
            return try withBreak {
                for (i, item) in a.items.enumerated() { _ = try yieldBlock(block, [item, .integer(i)], node: node) }
                return .array(a)
            }
        case "each_with_object":
            let memo = arg0 ?? .nilValue
            for item in a.items { _ = try yieldBlock(block, [item, memo], node: node) }
            return memo
        case "map", "collect", "map!", "collect!":
            let mapped = try a.items.map { try yieldBlock(block, [$0], node: node) }
            if name.hasSuffix("!") { a.items = mapped; return .array(a) }
            return .array(mapped)
        case "flat_map", "collect_concat":
            return .array(
                try a.items.flatMap { item -> [RValue] in
                    let v = try yieldBlock(block, [item], node: node)
                    if case .array(let inner) = v { return inner.items }
                    return [v]
                })
        case "select", "filter", "select!", "keep_if", "filter!":
            let kept = try a.items.filter { try yieldBlock(block, [$0], node: node).isTruthy }
            if name == "select" || name == "filter" { return .array(kept) }
            return replaced(a, with: kept, nilWhenUnchanged: name != "keep_if")
        case "reject", "reject!", "delete_if":
            let kept = try a.items.filter { !(try yieldBlock(block, [$0], node: node).isTruthy) }
            if name == "reject" { return .array(kept) }
            return replaced(a, with: kept, nilWhenUnchanged: name == "reject!")
        case "find", "detect":
            return try a.items.first { try yieldBlock(block, [$0], node: node).isTruthy } ?? .nilValue
        case "find_index", "index":
            if let arg0 { return a.items.firstIndex { Interpreter.equals($0, arg0) }.map { .integer($0) } ?? .nilValue }
            return try a.items.firstIndex { try yieldBlock(block, [$0], node: node).isTruthy }.map { .integer($0) }
                ?? .nilValue
        case "count":
            if let arg0 { return .integer(a.items.filter { Interpreter.equals($0, arg0) }.count) }
            if block != nil {
                return .integer(try a.items.filter { try yieldBlock(block, [$0], node: node).isTruthy }.count)
            }
            return .integer(a.items.count)
        case "include?", "member?": return .bool(a.items.contains { Interpreter.equals($0, arg0 ?? .nilValue) })
        case "first":
            if case .integer(let n)? = arg0 { return .array(Array(a.items.prefix(max(0, n)))) }
            return a.items.first ?? .nilValue
        case "last":
            if case .integer(let n)? = arg0 { return .array(Array(a.items.suffix(max(0, n)))) }
            return a.items.last ?? .nilValue
        case "join":
            let sep = arg0.map(toS) ?? ""
            return .string(try joined(a, separator: sep))
        case "flatten":
            try ValueShape.require(.array(a), recursive: "tried to flatten recursive array")
            return .array(try flattened(a.items, depth: arg0))
        case "flatten!":
            // Ruby answers nil when nothing was flattened: no element is an array, or the depth is 0.
            let nested = a.items.contains { if case .array = $0 { true } else { false } }
            if !nested || arg0.map({ Interpreter.equals($0, .integer(0)) }) == true { return .nilValue }
            try ValueShape.require(.array(a), recursive: "tried to flatten recursive array")
            a.items = try flattened(a.items, depth: arg0)
            return .array(a)
        case "uniq":
            var seen = Set<HashKey>()
            return .array(
                try a.items.filter {
                    seen.insert(HashKey(block == nil ? $0 : try yieldBlock(block, [$0], node: node))).inserted
                })
        case "uniq!":
            var seen = Set<HashKey>()
            let kept = try a.items.filter {
                seen.insert(HashKey(block == nil ? $0 : try yieldBlock(block, [$0], node: node))).inserted
            }
            return replaced(a, with: kept, nilWhenUnchanged: true)
        case "compact": return .array(a.items.filter { if case .nilValue = $0 { false } else { true } })
        case "compact!":
            return replaced(
                a, with: a.items.filter { if case .nilValue = $0 { false } else { true } }, nilWhenUnchanged: true)
        case "sort", "sort!":
            var failed = false
            let sorted = try a.items.sorted { x, y in
                if block != nil, case .integer(let c) = try yieldBlock(block, [x, y], node: node) { return c < 0 }
                guard let c = Interpreter.compare(x, y) else { failed = true; return false }
                return c < 0
            }
            if failed {
                throw RubyError(
                    "ArgumentError",
                    "comparison of \(a.items.first?.className ?? "Object") with \(a.items.last?.className ?? "Object") failed"
                )
            }
            if name == "sort!" { a.items = sorted; return .array(a) }
            return .array(sorted)
        case "sort_by":
            let keyed = try a.items.map { ($0, try yieldBlock(block, [$0], node: node)) }
            return .array(keyed.sorted { (Interpreter.compare($0.1, $1.1) ?? 0) < 0 }.map(\.0))
        case "all?", "any?", "chunk_while", "cycle", "drop_while", "each_cons", "each_entry", "filter_map", "find_all",
            "grep", "grep_v", "max", "max_by", "min", "min_by", "minmax", "minmax_by", "none?", "one?", "reverse_each",
            "slice_when", "sum", "take_while", "tally":
            return try enumerableMethod(a.items, .array(a), name, args, block, node: node)
        case "difference", "each_index", "intersection", "rotate", "transpose", "union", "values_at":
            return try arrayMoreMethod(a, name, args, block, node: node)
        case "reverse": return .array(Array(a.items.reversed()))
        case "reverse!":
            a.items.reverse()
            return .array(a)
        case "slice!": return try arraySliceBang(a, args)
        case "push", "append", "<<":
            try Interpreter.checkElements(a.items.count + args.count)
            a.items.append(contentsOf: args)
            return .array(a)
        case "unshift", "prepend":
            try Interpreter.checkElements(a.items.count + args.count)
            a.items.insert(contentsOf: args, at: 0)
            return .array(a)
        case "concat":
            for arg in args {
                guard case .array(let other) = arg else { continue }
                try Interpreter.checkElements(a.items.count + other.items.count)
                a.items.append(contentsOf: other.items)
            }
            return .array(a)
        case "insert":
            guard case .integer(let i)? = arg0 else { return nil }
            try Interpreter.checkElements(a.items.count + args.count)
            a.items.insert(contentsOf: args.dropFirst(), at: max(0, min(a.items.count, i)))
            return .array(a)
        case "pop":
            guard let arg0 else { return a.items.popLast() ?? .nilValue }
            guard case .integer(let n) = arg0 else { throw RubyError.implicitConversion(arg0, into: "Integer") }
            guard n >= 0 else { throw RubyError("ArgumentError", "negative array size") }
            let taken = Array(a.items.suffix(n))
            a.items.removeLast(taken.count)
            return .array(taken)
        case "shift": return a.items.isEmpty ? .nilValue : a.items.removeFirst()
        case "delete":
            // The kept items are found before the array changes: comparing may read the array itself (an array
            // that holds itself, `a << a`), which it must not while its items are being removed.
            let kept = a.items.filter { !Interpreter.equals($0, arg0 ?? .nilValue) }
            if kept.count < a.items.count {
                a.items = kept
                return arg0 ?? .nilValue
            }
            // A block gives the answer for an element that is not there.
            return block == nil ? .nilValue : try yieldBlock(block, [arg0 ?? .nilValue], node: node)
        case "delete_at":
            guard case .integer(let i)? = arg0, i >= 0, i < a.items.count else { return .nilValue }
            return a.items.remove(at: i)
        case "clear":
            a.items.removeAll()
            return .array(a)
        case "+":
            guard case .array(let other)? = arg0 else {
                throw RubyError(
                    "TypeError",
                    "no implicit conversion of \(arg0.map(Interpreter.typeNameForConversion) ?? "nil") into Array")
            }
            try Interpreter.checkElements(a.items.count + other.items.count)
            return .array(a.items + other.items)
        case "-":
            guard case .array(let other)? = arg0 else { return nil }
            let remove = Set(other.items.map(HashKey.init))
            return .array(a.items.filter { !remove.contains(HashKey($0)) })
        case "&":
            guard case .array(let other)? = arg0 else { return nil }
            let keep = Set(other.items.map(HashKey.init))
            var seen = Set<HashKey>()
            return .array(a.items.filter { keep.contains(HashKey($0)) && seen.insert(HashKey($0)).inserted })
        case "|":
            guard case .array(let other)? = arg0 else { return nil }
            var seen = Set<HashKey>()
            return .array((a.items + other.items).filter { seen.insert(HashKey($0)).inserted })
        case "*":
            if case .string(let sep)? = arg0 { return .string(try joined(a, separator: sep)) }
            guard case .integer(let n)? = arg0 else { return nil }
            try Interpreter.checkElements(Interpreter.product(a.items.count, max(0, n)))
            return .array(Array(repeating: a.items, count: max(0, n)).flatMap { $0 })
        case "length", "size": return .integer(a.items.count)
        case "empty?": return .bool(a.items.isEmpty)
        case "[]", "slice": return arrayIndex(a.items, args)
        case "[]=":
            if args.count == 3 || (args.count == 2 && arg0?.integerValue == nil) { return try arraySplice(a, args) }
            guard case .integer(let i)? = arg0, args.count == 2 else { return nil }
            let idx = i < 0 ? a.items.count + i : i
            guard idx >= 0 && idx < 100_000 else { throw RubyError("IndexError", "index \(i) too small for array") }
            while a.items.count <= idx { a.items.append(.nilValue) }
            a.items[idx] = args[1]
            return args[1]
        case "at": return arrayIndex(a.items, args)
        case "fetch":
            if case .integer(let i)? = arg0 {
                let idx = i < 0 ? a.items.count + i : i
                if idx >= 0 && idx < a.items.count { return a.items[idx] }
                if args.count > 1 { return args[1] }
                throw RubyError(
                    "IndexError", "index \(i) outside of array bounds: \(-a.items.count)...\(a.items.count)")
            }
            return nil
        case "dig":
            var current: RValue = .array(a)
            for key in args {
                current = try callMethod(current, "[]", args: [key], block: nil, scope: Scope(), node: node)
                if case .nilValue = current { return .nilValue }
            }
            return current
        case "take": if case .integer(let n)? = arg0 { return .array(Array(a.items.prefix(max(0, n)))) }; return nil
        case "drop": if case .integer(let n)? = arg0 { return .array(Array(a.items.dropFirst(max(0, n)))) }; return nil
        case "zip":
            // Ruby zips any Enumerable: a range argument is its values.
            let args = try args.map { arg in
                if case .range = arg { return RValue.array(try iterate(arg, at: node.range.start)) }
                return arg
            }
            return .array(
                a.items.enumerated().map { i, item in
                    .array(
                        [item]
                            + args.map { other in
                                if case .array(let o) = other, i < o.items.count { return o.items[i] }
                                return .nilValue
                            })
                })
        case "inject", "reduce":
            var items = a.items[...]
            var memo: RValue
            // `inject(:+)` and `inject(init, :+)` call the operator; `inject(init) { }` the block.
            if block == nil, case .symbol(let op)? = args.count == 2 ? args[1] : arg0 {
                if args.count == 2 {
                    memo = args[0]
                } else {
                    guard let first = items.popFirst() else { return .nilValue }
                    memo = first
                }
                for item in items {
                    memo = try callMethod(memo, op, args: [item], block: nil, scope: Scope(), node: node)
                }
                return memo
            }
            if let arg0 {
                memo = arg0
            } else {
                guard let first = items.popFirst() else { return .nilValue }; memo = first
            }
            for item in items { memo = try yieldBlock(block, [memo, item], node: node) }
            return memo
        case "group_by":
            let h = RHash()
            for item in a.items {
                let key = try yieldBlock(block, [item], node: node)
                if case .array(let existing)? = h[key] { existing.items.append(item) } else { h[key] = .array([item]) }
            }
            return .hash(h)
        case "partition":
            var yes: [RValue] = [], no: [RValue] = []
            for item in a.items {
                if try yieldBlock(block, [item], node: node).isTruthy { yes.append(item) } else { no.append(item) }
            }
            return .array([.array(yes), .array(no)])
        case "each_slice":
            guard case .integer(let n)? = arg0, n > 0 else { return nil }
            let slices = stride(from: 0, to: a.items.count, by: n).map {
                RValue.array(Array(a.items[$0..<min($0 + n, a.items.count)]))
            }
            if block == nil { return .array(slices) }
            for slice in slices { _ = try yieldBlock(block, [slice], node: node) }
            return .array(a)
        case "to_a", "entries": return .array(a)
        case "to_set":
            guard block != nil else { return Interpreter.makeSet(a.items) }
            return Interpreter.makeSet(try a.items.map { try yieldBlock(block, [$0], node: node) })
        case "to_h":
            let h = RHash()
            for item in a.items {
                let pair = block != nil ? try yieldBlock(block, [item], node: node) : item
                guard case .array(let kv) = pair, kv.items.count == 2 else {
                    throw RubyError("TypeError", "wrong element type")
                }
                h[kv.items[0]] = kv.items[1]
            }
            return .hash(h)
        case "to_s", "inspect": return .string(try Interpreter.inspectChecked(.array(a)))
        case "dup", "clone": return .array(a.items)
        case "<=>": return Interpreter.compare(.array(a), arg0 ?? .nilValue).map { .integer($0) } ?? .nilValue
        case "product":
            var result: [[RValue]] = a.items.map { [$0] }
            for arg in args {
                guard case .array(let other) = arg else { continue }
                try Interpreter.checkElements(Interpreter.product(result.count, other.items.count))
                result = result.flatMap { prefix in other.items.map { prefix + [$0] } }
            }
            return .array(result.map { .array($0) })
        case "sample", "shuffle": return nil
        default: return nil
        }
    }

    func joined(_ a: RArray, separator: String) throws -> String {
        try ValueShape.require(.array(a), recursive: "recursive array join")
        let text = try joinedItems(a, separator: separator)
        try Interpreter.checkSize(text.utf8.count)
        return text
    }

    private func joinedItems(_ a: RArray, separator: String) throws -> String {
        try a.items.map { item -> String in
            if case .array(let inner) = item { return try joinedItems(inner, separator: separator) }
            return toS(item)
        }.joined(separator: separator)
    }

    /// `flatten` of a value `ValueShape` has checked, its size bounded.
    func checkedFlatten(_ items: [RValue]) throws -> [RValue] {
        let flat = flatten(items)
        try Interpreter.checkElements(flat.count)
        return flat
    }

    func flatten(_ items: [RValue]) -> [RValue] {
        items.flatMap { item -> [RValue] in
            if case .array(let inner) = item { return flatten(inner.items) }
            return [item]
        }
    }

    func arrayIndex(_ items: [RValue], _ args: [RValue]) -> RValue {
        switch args.first {
        case .integer(let i)?:
            let idx = i < 0 ? items.count + i : i
            if args.count > 1, case .integer(let len) = args[1] {
                guard idx >= 0, idx <= items.count, len >= 0 else { return .nilValue }
                return .array(Array(items[idx..<(len > items.count - idx ? items.count : idx + len)]))
            }
            return idx >= 0 && idx < items.count ? items[idx] : .nilValue
        case .range(let lo, let hi, let exclusive)?:
            guard let span = Interpreter.rangeSpan(lo, hi, exclusive: exclusive, count: items.count) else {
                return .nilValue
            }
            return .array(Array(items[span]))
        default:
            return .nilValue
        }
    }

    /// Ruby's `Hash` methods that podspecs use.
    func hashMethod(_ h: RHash, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue?
    {
        let arg0 = args.first
        switch name {
        case "[]":
            let key = arg0 ?? .nilValue
            if let value = h[key] { return value }
            // `Hash.new { |hash, key| hash[key] = [] }`: a missing key is what the block gives.
            if let proc = h.defaultProc { return try yieldBlock(proc, [.hash(h), key], node: node) }
            return h.defaultValue
        case "[]=", "store":
            guard args.count == 2 else { return nil }
            try Interpreter.checkElements(h.storage.count + 1)
            h[args[0]] = args[1]
            return args[1]
        case "fetch":
            if let v = h[arg0 ?? .nilValue] { return v }
            if args.count > 1 { return args[1] }
            if block != nil { return try yieldBlock(block, [arg0 ?? .nilValue], node: node) }
            throw RubyError("KeyError", "key not found: \(Interpreter.inspect(arg0 ?? .nilValue))")
        case "key?", "has_key?", "include?", "member?": return .bool(h[arg0 ?? .nilValue] != nil)
        case "value?", "has_value?": return .bool(h.pairs.contains { Interpreter.equals($0.value, arg0 ?? .nilValue) })
        case "keys": return .array(h.pairs.map(\.key))
        case "values": return .array(h.pairs.map(\.value))
        case "values_at": return .array(args.map { h[$0] ?? .nilValue })
        case "length", "size": return .integer(h.storage.count)
        case "chunk_while", "count", "cycle", "drop_while", "each_cons", "each_entry", "each_slice", "find_all", "grep",
            "grep_v", "minmax", "minmax_by", "none?", "one?", "reverse_each", "slice_when", "take_while", "tally":
            return try arrayMethod(pairsArray(h), name, args, block, node: node)
        case "compact", "compact!", "delete_if", "except", "fetch_values", "filter!", "keep_if", "reject!", "select!",
            "slice":
            return try hashMoreMethod(h, name, args, block, node: node)
        case "empty?": return .bool(h.storage.isEmpty)
        case "each", "each_pair":
            return try withBreak {
                for (k, v) in h.pairs { _ = try yieldBlock(block, pairArguments(k, v), node: node) }
                return .hash(h)
            }
        case "each_with_index":
            for (i, (k, v)) in h.pairs.enumerated() {
                _ = try yieldBlock(block, [.array([k, v]), .integer(i)], node: node)
            }
            return .hash(h)
        case "each_key": for (k, _) in h.pairs { _ = try yieldBlock(block, [k], node: node) }; return .hash(h)
        case "each_value": for (_, v) in h.pairs { _ = try yieldBlock(block, [v], node: node) }; return .hash(h)
        case "map", "collect", "flat_map":
            let mapped = try h.pairs.map { try yieldBlock(block, pairArguments($0.key, $0.value), node: node) }
            guard name == "flat_map" else { return .array(mapped) }
            return .array(
                mapped.flatMap { item -> [RValue] in if case .array(let inner) = item { inner.items } else { [item] } })
        case "select", "filter", "reject":
            let out = RHash()
            for (k, v) in h.pairs where try yieldBlock(block, [k, v], node: node).isTruthy == (name != "reject") {
                out[k] = v
            }
            return .hash(out)
        case "find", "detect":
            for (k, v) in h.pairs where try yieldBlock(block, pairArguments(k, v), node: node).isTruthy {
                return .array([k, v])
            }
            return .nilValue
        case "any?":
            if block == nil { return .bool(!h.storage.isEmpty) }
            return .bool(
                try h.pairs.contains { try yieldBlock(block, pairArguments($0.key, $0.value), node: node).isTruthy })
        case "all?":
            return .bool(
                try h.pairs.allSatisfy {
                    try yieldBlock(block, pairArguments($0.key, $0.value), node: node).isTruthy
                })
        case "merge", "merge!", "update":
            let out: RHash
            if name == "merge" {
                out = RHash()
                for (k, v) in h.pairs { out[k] = v }
            } else {
                out = h
            }
            for arg in args {
                guard case .hash(let other) = arg else { continue }
                try Interpreter.checkElements(out.storage.count + other.storage.count)
                for (k, v) in other.pairs {
                    if block != nil, let existing = out[k] {
                        out[k] = try yieldBlock(block, [k, existing, v], node: node)
                    } else {
                        out[k] = v
                    }
                }
            }
            return .hash(out)
        case "delete":
            let v = h[arg0 ?? .nilValue]
            h[arg0 ?? .nilValue] = nil
            // A block gives the answer for a missing key.
            if v == nil, block != nil { return try yieldBlock(block, [arg0 ?? .nilValue], node: node) }
            return v ?? .nilValue
        case "dig":
            var current: RValue = .hash(h)
            for key in args {
                current = try callMethod(current, "[]", args: [key], block: nil, scope: Scope(), node: node)
                if case .nilValue = current { return .nilValue }
            }
            return current
        case "key": return h.pairs.first { Interpreter.equals($0.value, arg0 ?? .nilValue) }?.key ?? .nilValue
        case "to_a": return .array(h.pairs.map { .array([$0.key, $0.value]) })
        case "to_h", "to_hash":
            return block == nil ? .hash(h) : try arrayMethod(pairsArray(h), "to_h", [], block, node: node)
        case "transform_values":
            let out = RHash()
            for (k, v) in h.pairs { out[k] = try yieldBlock(block, [v], node: node) }
            return .hash(out)
        case "transform_keys":
            let out = RHash()
            for (k, v) in h.pairs { out[try yieldBlock(block, [k], node: node)] = v }
            return .hash(out)
        case "symbolize_keys", "deep_symbolize_keys":
            if name == "deep_symbolize_keys" { try ValueShape.require(.hash(h), recursive: "stack level too deep") }
            return Interpreter.symbolizeKeys(.hash(h), deep: name == "deep_symbolize_keys")
        case "stringify_keys":
            let out = RHash()
            for (k, v) in h.pairs { out[.string(toS(k))] = v }
            return .hash(out)
        case "sort_by", "min_by", "max_by", "each_with_object", "inject", "reduce", "group_by", "sum", "partition",
            "sort",
            "first", "count_by", "filter_map", "zip", "uniq":
            return try arrayMethod(RArray(h.pairs.map { .array([$0.key, $0.value]) }), name, args, block, node: node)
        case "default=":
            h.defaultValue = arg0 ?? .nilValue
            h.defaultProc = nil
            return arg0
        case "invert":
            let out = RHash()
            for (k, v) in h.pairs { out[v] = k }
            return .hash(out)
        case "dup", "clone": return .hash(copied(h))
        case "to_s", "inspect": return .string(try Interpreter.inspectChecked(.hash(h)))
        default: return nil
        }
    }

    /// `Integer` and `Float`.
    func numericMethod(_ v: RValue, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        let other = args.first
        if ["+", "-", "*", "/", "%", "**"].contains(name) {
            switch (v, other) {
            case (.integer(let a), .integer(let b)?):
                return .integer(try CheckedInteger.apply(name, a, b))
            default:
                guard let a = v.doubleValue, let b = other?.doubleValue else {
                    throw RubyError(
                        "TypeError",
                        "\(other.map { $0.className == "String" ? "String" : Interpreter.typeNameForConversion($0) } ?? "nil") can't be coerced into \(v.className)"
                    )
                }
                switch name {
                case "+": return .float(a + b)
                case "-": return .float(a - b)
                case "*": return .float(a * b)
                case "/": return .float(a / b)
                case "%": return .float(a.truncatingRemainder(dividingBy: b))
                default: return .float(pow(a, b))
                }
            }
        }
        switch name {
        case "<", ">", "<=", ">=":
            guard let c = Interpreter.compare(v, other ?? .nilValue) else {
                throw RubyError(
                    "ArgumentError",
                    "comparison of \(v.className) with \(Interpreter.inspect(other ?? .nilValue)) failed")
            }
            return .bool(name == "<" ? c < 0 : name == ">" ? c > 0 : name == "<=" ? c <= 0 : c >= 0)
        case "<=>": return Interpreter.compare(v, other ?? .nilValue).map { .integer($0) } ?? .nilValue
        case "-@":
            if case .integer(let i) = v { return .integer(try CheckedInteger.apply("-", 0, i)) }
            return .float(-(v.doubleValue ?? 0))
        case "+@": return v
        case "ceil", "div", "divmod", "fdiv", "floor", "modulo", "round", "step", "truncate":
            return try numericMoreMethod(v, name, args, block, node: node)
        case "clamp": return try clamped(v, args)
        case "bit_length", "digits", "gcd", "lcm", "pow": return try integerMathMethod(v, name, args, node: node)
        case "to_i", "to_int":
            if case .float(let d) = v { return .integer(try CheckedInteger.fromFloat(d.rounded(.towardZero))) }
            return v
        case "to_f": return .float(v.doubleValue ?? 0)
        case "to_s":
            if case .integer(let i) = v, case .integer(let radix)? = other {
                guard (2...36).contains(radix) else { throw RubyError("ArgumentError", "invalid radix \(radix)") }
                return .string(String(i, radix: radix))
            }
            return .string(toS(v))
        case "abs":
            if case .integer(let i) = v { return .integer(i < 0 ? try CheckedInteger.apply("-", 0, i) : i) }
            return .float(abs(v.doubleValue ?? 0))
        case "zero?": return .bool(v.doubleValue == 0)
        case "positive?": return .bool((v.doubleValue ?? 0) > 0)
        case "negative?": return .bool((v.doubleValue ?? 0) < 0)
        case "even?": if case .integer(let i) = v { return .bool(i % 2 == 0) }; return nil
        case "odd?": if case .integer(let i) = v { return .bool(i % 2 != 0) }; return nil
        case "succ", "next":
            if case .integer(let i) = v { return .integer(try CheckedInteger.apply("+", i, 1)) }; return nil
        case "pred": if case .integer(let i) = v { return .integer(try CheckedInteger.apply("-", i, 1)) }; return nil
        case "times":
            guard case .integer(let n) = v else { return nil }
            guard n <= 1_000_000 else { throw RubyError("RangeError", "too many iterations") }
            return try withBreak {
                for i in 0..<max(0, n) { _ = try yieldBlock(block, [.integer(i)], node: node) }
                return v
            }
        case "upto", "downto":
            guard case .integer(let a) = v, case .integer(let b)? = other else { return nil }
            // Counted as it goes (each block call is a step), never built as an array first.
            return try withBreak {
                if name == "upto" {
                    for i in stride(from: a, through: b, by: 1) { _ = try yieldBlock(block, [.integer(i)], node: node) }
                } else {
                    for i in stride(from: a, through: b, by: -1) {
                        _ = try yieldBlock(block, [.integer(i)], node: node)
                    }
                }
                return v
            }
        case "between?":
            guard args.count == 2, let lo = Interpreter.compare(v, args[0]), let hi = Interpreter.compare(v, args[1])
            else { return nil }
            return .bool(lo >= 0 && hi <= 0)
        case "chr":
            if case .integer(let i) = v, let s = Unicode.Scalar(i) { return .string(String(Character(s))) }
            return nil
        default: return nil
        }
    }

    func rangeMethod(_ r: RValue, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        if case .range(let lo, let hi, _) = r, lo.isNil || hi.isNil || hi.doubleValue == .infinity {
            return try openRangeMethod(r, name, args, block, node: node)
        }
        switch name {
        case "include?", "member?", "cover?", "===":
            return .bool(try caseEquals(r, args.first ?? .nilValue, at: node.range.start))
        case "first", "begin", "min": if case .range(let lo, _, _) = r, args.isEmpty { return lo }
        case "last", "end", "max": if case .range(_, let hi, _) = r, args.isEmpty { return hi }
        case "exclude_end?", "inspect", "step", "to_s": return try rangeMoreMethod(r, name, args, block, node: node)
        default: break
        }
        return try arrayMethod(RArray(try iterate(r, at: node.range.start)), name, args, block, node: node)
    }
}

extension Interpreter {
    /// A bang method's answer: `a` holding `kept` now; nil instead when `nilWhenUnchanged` and nothing
    /// was removed (Ruby's `select!`, `reject!`, `uniq!`, `compact!`; `keep_if` and `delete_if` answer
    /// the array always). The methods only ever remove elements, so an equal count means no change.
    func replaced(_ a: RArray, with kept: [RValue], nilWhenUnchanged: Bool) -> RValue {
        let changed = kept.count != a.items.count
        a.items = kept
        return nilWhenUnchanged && !changed ? .nilValue : .array(a)
    }
}
