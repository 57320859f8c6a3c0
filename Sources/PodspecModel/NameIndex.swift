/// A fixed map from a few dozen names to numbers, looked up without `Hasher`: the attribute table is
/// asked for every key of every spec (when loading, when linting), and a `Dictionary<String, _>`
/// lookup seeds and finalises a SipHash each time, which cost more than the rest of the lookup.
///
/// An open-addressed table of 256 slots (more than four times the names, so probes are short) hashed
/// with FNV-1a over the name's length and a few of its UTF-8 bytes; a probe compares a slot's byte count
/// before its name.
struct NameIndex: Sendable {
    private struct Entry: Sendable {
        let name: String
        let count: Int
        let value: Int
    }

    private static let slotCount = 256
    /// Per slot: 1 + the position of its entry in `entries`, 0 for an empty slot.
    private let slots: [UInt8]
    private let entries: [Entry]

    /// The index of `pairs`; a name that occurs twice keeps its first value.
    init(_ pairs: [(String, Int)]) {
        precondition(pairs.count < NameIndex.slotCount / 2, "NameIndex holds fewer than 128 names")
        var slots = [UInt8](repeating: 0, count: NameIndex.slotCount)
        var entries: [Entry] = []
        for (name, value) in pairs {
            var slot = Array(name.utf8).withUnsafeBufferPointer(NameIndex.hash) & (NameIndex.slotCount - 1)
            var known = false
            while slots[slot] != 0 {
                if entries[Int(slots[slot]) - 1].name == name { known = true }
                slot = (slot + 1) & (NameIndex.slotCount - 1)
            }
            guard !known else { continue }
            entries.append(Entry(name: name, count: name.utf8.count, value: value))
            slots[slot] = UInt8(entries.count)
        }
        self.slots = slots
        self.entries = entries
    }

    /// FNV-1a, 32 bits, of the length of `bytes` and of their first, third, middle and last bytes: the names differ
    /// there (`private_header_files` and `project_header_files` at the third), and the few that collide cost a
    /// probe, which compares byte counts before names. Reading five bytes rather than every one keeps a lookup short.
    /// (Inlined into the lookup: called, it was a tenth of the lookup's instructions.)
    @inline(__always) private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var hash: UInt32 = 2_166_136_261
        @inline(__always) func mix(_ value: UInt8) { hash = (hash ^ UInt32(value)) &* 16_777_619 }
        mix(UInt8(truncatingIfNeeded: count))
        if count > 0 {
            mix(bytes[0])
            mix(bytes[min(2, count - 1)])
            mix(bytes[count / 2])
            mix(bytes[count - 1])
        }
        return Int(hash)
    }

    /// The value of `name`, nil when it is not in the index.
    subscript(name: String) -> Int? {
        let count = name.utf8.count
        // (Every native string has contiguous UTF-8; the fallback only covers the others.)
        let hash =
            name.utf8.withContiguousStorageIfAvailable(NameIndex.hash)
            ?? Array(name.utf8).withUnsafeBufferPointer(NameIndex.hash)
        var slot = hash & (NameIndex.slotCount - 1)
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if entries[position].count == count && entries[position].name == name { return entries[position].value }
            slot = (slot + 1) & (NameIndex.slotCount - 1)
        }
        return nil
    }
}
