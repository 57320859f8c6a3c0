/// A quick test that a name is not one of a fixed few, by its first byte and its length: a table of those names
/// is asked (and the name hashed) only for the rare name that passes.
struct NameFilter: Sendable {
    /// For each first byte, a bit per length (lengths from 63 on share the last bit).
    private let masks: [UInt64]

    init(_ names: some Sequence<String>) {
        var masks = [UInt64](repeating: 0, count: 256)
        for name in names { masks[Int(NameFilter.firstByte(name))] |= NameFilter.lengthBit(name) }
        self.masks = masks
    }

    @inline(__always) private static func firstByte(_ name: String) -> UInt8 { name.utf8.first ?? 0 }
    @inline(__always) private static func lengthBit(_ name: String) -> UInt64 { 1 << UInt64(min(name.utf8.count, 63)) }

    /// False when `name` is none of the names; true when it may be one.
    @inline(__always) func mayContain(_ name: String) -> Bool {
        masks[Int(NameFilter.firstByte(name))] & NameFilter.lengthBit(name) != 0
    }
}
