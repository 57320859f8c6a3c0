import OrderedCollections

/// The values a spec itself writes at top level (`attributes_hash[name]`), by attribute: one pass
/// over the spec's keys, then each table attribute is an array read, where looking it up in the
/// attributes compared its name with every key (the hash holds fewer than 16 keys, so no hash table).
public struct DeclaredValues: Sendable {
    private let attributes: OrderedDictionary<String, PodValue>
    /// By `Attribute.index`; `.null` where the spec writes nothing.
    private let byIndex: [PodValue]

    public init(_ spec: Specification) {
        attributes = spec.attributes
        var values = [PodValue](repeating: .null, count: AttributeTable.all.count)
        for (key, value) in spec.attributes {
            if let index = AttributeTable.index(named: key) { values[index] = value }
        }
        byIndex = values
    }

    /// The value written for `attribute`, `.null` when none.
    public subscript(attribute: Attribute) -> PodValue {
        attribute.index >= 0 ? byIndex[attribute.index] : attributes[attribute.name] ?? .null
    }

    /// The value written under `key`, which need not be an attribute's name (`swift_version`).
    public subscript(key: String) -> PodValue {
        if let index = AttributeTable.index(named: key) { return byIndex[index] }
        return attributes[key] ?? .null
    }
}
