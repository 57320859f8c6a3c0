import OrderedCollections
import PodspecModel

extension OrderedDictionary where Value == PodValue {
    /// Changes the hash stored under `key` in place: a key not there yet is added last, and a value that is no
    /// hash starts as an empty one, as `self[key] = .hash(changed copy)` would leave them. The stored hash is
    /// taken out while `change` runs, so the change does not copy it (a copy per call made thousands of
    /// `s.dependency` lines cost their square).
    mutating func changeHash(_ key: Key, _ change: (inout OrderedDictionary<PodValue, PodValue>) -> Void) {
        guard let index = index(forKey: key) else {
            var table: OrderedDictionary<PodValue, PodValue> = [:]
            change(&table)
            self[key] = .hash(table)
            return
        }
        values[index].changeHash(change)
    }
}

extension PodValue {
    /// This value as a hash (an empty one when it is no hash), changed by `change` in place.
    mutating func changeHash(_ change: (inout OrderedDictionary<PodValue, PodValue>) -> Void) {
        var table = hashValue_ ?? [:]
        self = .null
        change(&table)
        self = .hash(table)
    }
}
