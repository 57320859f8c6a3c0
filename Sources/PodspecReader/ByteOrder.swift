import PodspecModel

/// Ruby's order of Strings (`Array#sort`: bytewise, as `RubyText.byteCompare`), for sorting many names: each
/// name's first 8 bytes are read once into a number, and names are compared in full only where those tie. (A
/// sort by `byteCompare` alone reads both Strings' bytes, and retains and releases them, on every comparison:
/// a third of `Find.find`'s own time in a walk of 45,000 paths.)
enum ByteOrder {
    /// `items` sorted by `name`, last name first (a walk's stack pops them first to last).
    static func sortedDescending<Item>(_ items: [Item], by name: (Item) -> String) -> [Item] {
        guard items.count > 1 else { return items }
        var keyed = items.indices.map { (prefix: prefixKey(name(items[$0])), index: $0) }
        keyed.sort { a, b in
            a.prefix != b.prefix
                ? a.prefix > b.prefix : RubyText.byteCompare(name(items[a.index]), name(items[b.index])) > 0
        }
        return keyed.map { items[$0.index] }
    }

    /// The first 8 bytes of `text`, big-endian, zeros past its end: two names whose keys differ compare as
    /// their keys do (a shorter name's zero padding sorts it before a longer one it starts; where the longer
    /// one has a zero byte there, the keys tie and the names are compared in full).
    static func prefixKey(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var key: UInt64 = 0
            for index in 0..<8 {
                key = key << 8 | UInt64(index < bytes.count ? bytes[index] : 0)
            }
            return key
        }
    }
}
