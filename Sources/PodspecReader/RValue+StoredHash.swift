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
        // One or two pairs (most stored hashes): the keys and values made as array literals, at their size, without
        // the growth path that `reserveCapacity` takes for an empty array.
        if pairs.count <= 2 {
            guard let firstKey = storedTextKey(pairs[0].key, stringKeys: stringKeys) else { return nil }
            let firstValue = pairs[0].value.podValue(stringKeys: stringKeys)
            if pairs.count == 1 { return OrderedDictionary(uncheckedUniqueKeys: [firstKey], values: [firstValue]) }
            guard let secondKey = storedTextKey(pairs[1].key, stringKeys: stringKeys) else { return nil }
            return OrderedDictionary(
                uncheckedUniqueKeys: [firstKey, secondKey],
                values: [firstValue, pairs[1].value.podValue(stringKeys: stringKeys)])
        }
        var keys: [PodValue] = []
        var values: [PodValue] = []
        keys.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        for i in pairs.indices {
            guard let key = storedTextKey(pairs[i].key, stringKeys: stringKeys) else { return nil }
            keys.append(key)
            values.append(pairs[i].value.podValue(stringKeys: stringKeys))
        }
        return OrderedDictionary(uncheckedUniqueKeys: keys, values: values)
    }

    /// A string or symbol key as stored: a symbol stays one unless `stringKeys`; nil for any other key.
    private static func storedTextKey(_ key: RValue, stringKeys: Bool) -> PodValue? {
        switch key {
        case .symbol(let name) where !stringKeys: .symbol(name)
        case .string(let text), .symbol(let text): .string(text)
        default: nil
        }
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
