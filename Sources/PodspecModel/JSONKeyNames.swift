/// The names a JSON podspec's objects mostly have as keys (the attributes', the platforms', a source's and a
/// license's), found by their UTF-8 bytes: the JSON reader takes a key that is one of them as the name's own
/// `String` instead of decoding it into a new one (a long name's storage is then shared, not allocated).
///
/// An open-addressed table of 512 slots (more than five times the names, so probes are short), hashed
/// multiplicatively over a name's first 8 bytes (its head, read as one word) and its length; a probe compares a
/// slot's head and length, then only a longer name's other bytes, which lie back to back in one array.
struct JSONKeyNames: Sendable {
    /// The table of every name the attribute table, the platforms, the sources and the licenses know.
    static let podspec = JSONKeyNames(
        AttributeTable.all.map(\.name) + PlatformName.allCases.map(\.rawValue)
            + AttributeTable.sourceKeys.flatMap { [$0.0] + $0.1 } + AttributeTable.licenseKeys)

    private struct Entry: Sendable {
        let name: String
        let head: UInt64
        let count: Int
        /// Where the name's bytes start in `nameBytes`.
        let start: Int
    }

    private static let slotCount = 512
    /// Per slot: 1 + the position of its entry in `entries`, 0 for an empty slot.
    private let slots: [UInt16]
    private let entries: [Entry]
    /// Every name's bytes, back to back.
    private let nameBytes: [UInt8]

    /// The table of `names` (a name that occurs twice is held once).
    init(_ names: [String]) {
        var slots = [UInt16](repeating: 0, count: Self.slotCount)
        var entries: [Entry] = []
        var nameBytes: [UInt8] = []
        for name in names {
            let utf8 = Array(name.utf8)
            let head = utf8.withUnsafeBufferPointer(Self.head)
            var slot = Self.slot(head: head, count: utf8.count)
            var known = false
            while slots[slot] != 0 {
                if entries[Int(slots[slot]) - 1].name == name { known = true }
                slot = (slot + 1) & (Self.slotCount - 1)
            }
            guard !known else { continue }
            entries.append(Entry(name: name, head: head, count: utf8.count, start: nameBytes.count))
            nameBytes += utf8
            slots[slot] = UInt16(entries.count)
        }
        precondition(entries.count < Self.slotCount / 5, "JSONKeyNames holds fewer than a fifth of its slots")
        self.slots = slots
        self.entries = entries
        self.nameBytes = nameBytes
    }

    /// The first 8 bytes of `bytes` as a little-endian word (zeros past a shorter text's end).
    @inline(__always) private static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if bytes.count >= 8, let base = bytes.baseAddress {
            return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
        }
        var head: UInt64 = 0
        for byte in bytes.reversed() { head = head << 8 | UInt64(byte) }
        return head
    }

    /// The slot a name is looked for from: the top bits of its head and length multiplied by an odd constant.
    @inline(__always) private static func slot(head: UInt64, count: Int) -> Int {
        Int(truncatingIfNeeded: ((head ^ UInt64(truncatingIfNeeded: count) << 59) &* 0x9E37_79B9_7F4A_7C15) >> 55)
    }

    /// The name whose UTF-8 bytes are `bytes`, nil when the table does not hold it.
    @inline(__always) func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let head = Self.head(bytes)
        var slot = Self.slot(head: head, count: bytes.count)
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.head == head, entry.count == bytes.count, entry.count <= 8 || holdsRest(bytes, at: entry.start) {
                return entry.name
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }

    /// Whether `nameBytes` holds the bytes of `bytes` after its first 8 from `start + 8` (the caller checked that
    /// `bytes` has more than 8, as many as the name there): compared a word at a time, the last word overlapping the
    /// others.
    private func holdsRest(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        nameBytes.withUnsafeBufferPointer { held in
            guard let key = bytes.baseAddress, let name = held.baseAddress else { return false }
            let keyWords = UnsafeRawPointer(key)
            let nameWords = UnsafeRawPointer(name + start)
            let count = bytes.count
            var offset = 8
            while offset + 8 < count {
                if keyWords.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != nameWords.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    return false
                }
                offset += 8
            }
            return keyWords.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == nameWords.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
    }
}
