/// The members of the JSON containers being parsed, innermost last: a container pushes its members here and moves
/// them out once at its end, so its own storage is allocated at its size instead of grown member by member.
///
/// A stack in memory of its own rather than an array: a container's keys and values are moved out (no retain or
/// release per value), and dropping its members only lowers the count (an array's `removeLast`
/// checked uniqueness and released each emptied member). Whoever makes one calls `release()` when done with it.
struct JSONPendingMembers {
    /// The object's keys (empty for an array's elements).
    private var keys: UnsafeMutablePointer<String>
    /// Where each member (or element) was written.
    private var written: UnsafeMutablePointer<JSONOffsets.Member>
    private var values: UnsafeMutablePointer<PodValue>
    /// The members `0..<count` are initialized.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        keys = .allocate(capacity: self.capacity)
        written = .allocate(capacity: self.capacity)
        values = .allocate(capacity: self.capacity)
    }

    /// Deinitializes the members left (those of containers a failed parse left open) and frees the storage.
    func release() {
        keys.deinitialize(count: count).deallocate()
        written.deallocate()
        values.deinitialize(count: count).deallocate()
    }

    mutating func push(key: consuming String, written member: JSONOffsets.Member, value: consuming PodValue) {
        if count == capacity { grow() }
        (keys + count).initialize(to: key)
        (written + count).initialize(to: member)
        (values + count).initialize(to: value)
        count += 1
    }

    /// Doubles the capacity, moving the members to the new storage.
    private mutating func grow() {
        let newCapacity = capacity * 2
        func moved<T>(_ old: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
            let new = UnsafeMutablePointer<T>.allocate(capacity: newCapacity)
            new.moveInitialize(from: old, count: count)
            old.deallocate()
            return new
        }
        keys = moved(keys)
        written = moved(written)
        values = moved(values)
        capacity = newCapacity
    }

    /// The key of the member at `index`, read in place.
    subscript(keyAt index: Int) -> String { unsafeAddress { UnsafePointer(keys + index) } }

    /// Where the member at `index` was written.
    func written(at index: Int) -> JSONOffsets.Member { written[index] }

    /// The keys (as `PodValue` strings) and values of the members from `base` on, moved out in order (the members are
    /// then gone).
    mutating func popMembers(from base: Int) -> (keys: ContiguousArray<PodValue>, values: ContiguousArray<PodValue>) {
        var poppedKeys = ContiguousArray<PodValue>()
        poppedKeys.reserveCapacity(count - base)
        for index in base..<count { poppedKeys.append(.string((keys + index).move())) }
        return (poppedKeys, popValues(from: base))
    }

    /// The values of the members from `base` on, moved out in order (the members are then gone). Their keys were moved
    /// out, or are an array's elements' empty strings, which hold no storage and need no deinitializing.
    mutating func popValues(from base: Int) -> ContiguousArray<PodValue> {
        var popped = ContiguousArray<PodValue>()
        popped.reserveCapacity(count - base)
        for index in base..<count { popped.append((values + index).move()) }
        count = base
        return popped
    }
}
