import OrderedCollections

/// The values a spec itself writes at top level (`attributes_hash[name]`), by attribute: one pass
/// over the spec's keys, then each table attribute is an array read, where looking it up in the
/// attributes compared its name with every key (the hash holds fewer than 16 keys, so no hash table).
public struct DeclaredValues: Sendable {
    private let attributes: OrderedDictionary<String, PodValue>
    /// By `Attribute.index`: 1 + the offset of the attribute's key in `attributes`, 0 where the spec
    /// writes nothing (offsets, not values: an array of numbers is made without copying values).
    private let offsets: [Int]
    /// The table attributes (bit `index`, below 64) the spec sets to something other than nil.
    let setMask: UInt64

    public init(_ spec: Specification) {
        attributes = spec.attributes
        var offsets = [Int](repeating: 0, count: AttributeTable.all.count)
        var setMask: UInt64 = 0
        for (offset, (key, value)) in spec.attributes.enumerated() {
            guard let index = AttributeTable.index(named: key) else { continue }
            offsets[index] = offset + 1
            if value != .null && index < 64 { setMask |= 1 << UInt64(index) }
        }
        self.offsets = offsets
        self.setMask = setMask
    }

    /// The table attributes the spec writes a value other than nil for (those `self[attribute]` is not `.null`).
    public var declaredAttributes: AttributeSet { AttributeSet(bits: setMask) }

    /// Whether the spec writes a value other than nil for the table attribute `attribute`.
    public func declares(_ attribute: Attribute) -> Bool {
        setMask & AttributeSet.bit(attribute.index) != 0
    }

    /// The value written for `attribute`, `.null` when none.
    public subscript(attribute: Attribute) -> PodValue {
        guard attribute.index >= 0 else { return attributes[attribute.name] ?? .null }
        return value(atOffset: offsets[attribute.index])
    }

    private func value(atOffset offset: Int) -> PodValue {
        offset == 0 ? .null : attributes.values[offset - 1]
    }

    /// The value written under `key`, which need not be an attribute's name (`swift_version`).
    public subscript(key: String) -> PodValue {
        if let index = AttributeTable.index(named: key) { return value(atOffset: offsets[index]) }
        return attributes[key] ?? .null
    }
}
