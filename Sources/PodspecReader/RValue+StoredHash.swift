import OrderedCollections
import PodspecModel

extension RValue {
    /// The stored form of a hash (see `podValue`): each key (as text when `stringKeys`) with its value converted,
    /// in the hash's order.
    static func storedHash(_ hash: RHash, stringKeys: Bool) -> OrderedDictionary<PodValue, PodValue> {
        storedHashOfTextKeys(hash, stringKeys: stringKeys) ?? storedHashByInserting(hash, stringKeys: stringKeys)
    }

    /// `storedHash` of any hash, a pair at a time: a key equal to an earlier one once converted (`:a` and `"a"`
    /// as text) replaces the earlier one's value in its place.
    static func storedHashByInserting(_ hash: RHash, stringKeys: Bool) -> OrderedDictionary<PodValue, PodValue> {
        var out = OrderedDictionary<PodValue, PodValue>(minimumCapacity: hash.storage.count)
        for pair in hash.storage.values {
            let key: PodValue = stringKeys ? .string(Interpreter.toS(pair.key)) : pair.key.podValue(stringKeys: false)
            out[key] = pair.value.podValue(stringKeys: stringKeys)
        }
        return out
    }

    /// `storedHash` of a hash whose keys are all strings or all symbols (nearly every hash a podspec stores),
    /// made from its converted keys and values at once: keys of one kind that differ in the hash differ once
    /// converted, so no key is looked for as each pair is inserted. Nil for a hash with other keys.
    static func storedHashOfTextKeys(_ hash: RHash, stringKeys: Bool) -> OrderedDictionary<PodValue, PodValue>? {
        let pairs = hash.storage.values.elements
        guard let kind = pairs.first.flatMap({ TextKeyKind($0.key) }),
            pairs.indices.allSatisfy({ TextKeyKind(pairs[$0].key) == kind })
        else { return nil }
        var keys: [PodValue] = []
        var values: [PodValue] = []
        keys.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        for i in pairs.indices {
            switch pairs[i].key {
            case .symbol(let name) where !stringKeys: keys.append(.symbol(name))
            case .string(let text), .symbol(let text): keys.append(.string(text))
            default: return nil
            }
            values.append(pairs[i].value.podValue(stringKeys: stringKeys))
        }
        return OrderedDictionary(uncheckedUniqueKeys: keys, values: values)
    }

    /// Whether a hash key is a string or a symbol (nil for any other key).
    private enum TextKeyKind {
        case string, symbol

        init?(_ key: RValue) {
            switch key {
            case .string: self = .string
            case .symbol: self = .symbol
            default: return nil
            }
        }
    }
}
