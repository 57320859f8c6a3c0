import Foundation
import RubySyntax

/// `Hash` methods of Ruby's beyond look-up and iteration: `slice`, `except`, `compact`, `fetch_values`, and
/// the in-place filters.
extension Interpreter {
    func hashMoreMethod(_ h: RHash, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws
        -> RValue?
    {
        switch name {
        case "slice":
            let out = RHash()
            for key in args { if let value = h[key] { out[key] = value } }
            return .hash(out)
        case "except":
            let out = copied(h, keepingDefault: false)
            for key in args { out[key] = nil }
            return .hash(out)
        case "compact":
            let out = RHash()
            for (k, v) in h.pairs where !v.isNil { out[k] = v }
            return .hash(out)
        case "compact!":
            let before = h.storage.count
            for (k, v) in h.pairs where v.isNil { h[k] = nil }
            return h.storage.count == before ? .nilValue : .hash(h)
        case "fetch_values":
            return .array(
                try args.map { key in
                    if let value = h[key] { return value }
                    if block != nil { return try yieldBlock(block, [key], node: node) }
                    throw RubyError("KeyError", "key not found: \(Interpreter.inspect(key))")
                })
        case "select!", "filter!", "keep_if", "reject!", "delete_if":
            let keep = name == "select!" || name == "filter!" || name == "keep_if"
            let before = h.storage.count
            for (k, v) in h.pairs where try yieldBlock(block, [k, v], node: node).isTruthy != keep { h[k] = nil }
            // The bang forms answer nil when nothing changed.
            return name.hasSuffix("!") && h.storage.count == before ? .nilValue : .hash(h)
        default: return nil
        }
    }

    /// A new hash with the same pairs, and the same default unless not `keepingDefault` (`dup` keeps it,
    /// `except` does not).
    func copied(_ h: RHash, keepingDefault: Bool = true) -> RHash {
        let out = RHash()
        if keepingDefault {
            out.defaultValue = h.defaultValue
            out.defaultProc = h.defaultProc
        }
        for (k, v) in h.pairs { out[k] = v }
        return out
    }

    /// A hash's `[key, value]` pairs as an array: what its `Enumerable` methods run on.
    func pairsArray(_ h: RHash) -> RArray { RArray(h.pairs.map { .array([$0.key, $0.value]) }) }

    /// What `each`, `map`, `find`, `any?` and `all?` yield for one pair: one `[key, value]` Array, which a
    /// block with several parameters spreads and a block with one takes whole (`h.map { |pair| pair }`); a
    /// lambda taking two fails on it, as in Ruby 3.1.
    func pairArguments(_ key: RValue, _ value: RValue) -> [RValue] {
        [.array([key, value])]
    }
}
