import OrderedCollections

/// The values a spec itself writes at top level (`attributes_hash[name]`), by attribute: one pass
/// over the spec's keys, then each table attribute is an array read, where looking it up in the
/// attributes compared its name with every key (the hash holds fewer than 16 keys, so no hash table).
/// The same pass notes the keys that are not attributes, and where the platform Hashes are.
///
/// An immutable class: made once per spec and handed to every consumer and check of the spec, a
/// reference is copied with one retain where the struct took four.
public final class DeclaredValues: Sendable {
    private let attributes: OrderedDictionary<String, PodValue>
    /// The values of `attributes`, in its order: read by offset from this Array, a value is one bounds check away
    /// (through the dictionary's values view it took several steps; most reads are by offset).
    @usableFromInline let values: [PodValue]
    /// By `Attribute.index`: 1 + the offset of the attribute's key in `attributes`, 0 where the spec
    /// writes nothing (offsets, not values: numbers are kept without copying values; stored in the object:
    /// an array was an allocation for every spec).
    @usableFromInline let offsets: AttributeOffsets
    /// One offset per attribute of a table of up to 64 (as `AttributeSet`).
    @usableFromInline typealias AttributeOffsets = InlineArray<64, Int32>
    /// The table attributes (bit `index`, below 64) the spec sets to something other than nil.
    let setMask: UInt64
    /// The keys that are not table attributes, in the spec's order.
    private let otherKeys: [String]
    /// By `PlatformName.dslOrder` position: 1 + the offset of the platform's key, 0 where there is none
    /// (stored in the object: an array was a second allocation for every spec).
    private let platformOffsets: PlatformOffsets
    /// One offset per name of `PlatformName.dslOrder` (a test checks the count).
    typealias PlatformOffsets = InlineArray<5, Int>
    /// 1 + the offset of the `swift_version` key (not a table attribute), 0 where there is none.
    private let legacySwiftVersionOffset: Int

    public convenience init(_ spec: Specification) {
        self.init(attributes: spec.attributes)
    }

    /// The values of the spec whose `attributes_hash` is `attributes` (taken from a spec node as
    /// `node.spec.attributes`, where handing over `node.spec` copied, then destroyed, the whole Specification).
    public init(attributes: OrderedDictionary<String, PodValue>) {
        self.attributes = attributes
        var offsets = AttributeOffsets(repeating: 0)
        var setMask: UInt64 = 0
        var otherKeys: [String] = []
        var platformOffsets = PlatformOffsets(repeating: 0)
        var legacySwiftVersionOffset = 0
        // (Keys and values taken by offset: enumerating the pairs copied every value, most of which are not looked at;
        // from their Arrays: an offset into the ordered collections copied their hash table's reference.)
        let keys = attributes.keys.elements
        let values = attributes.values.elements
        for offset in keys.indices {
            let key = keys[offset]
            guard let index = AttributeTable.index(named: key) else {
                otherKeys.append(key)
                if key == DeclaredValues.legacySwiftVersionKey { legacySwiftVersionOffset = offset + 1 }
                if let platform = PlatformName(rawValue: key) { platformOffsets[platform.dslPosition] = offset + 1 }
                continue
            }
            offsets[index] = Int32(offset + 1)
            if !values[offset].isNull { setMask |= AttributeSet.bit(index) }
        }
        self.values = values
        self.offsets = offsets
        self.setMask = setMask
        self.otherKeys = otherKeys
        self.platformOffsets = platformOffsets
        self.legacySwiftVersionOffset = legacySwiftVersionOffset
    }

    /// The key of the legacy `swift_version` (read along with `swift_versions`; not a table attribute).
    static let legacySwiftVersionKey = "swift_version"

    /// The value written under `swift_version`, `.null` when none: an array read, where `self["swift_version"]`
    /// looked the name up twice (the table, then the spec's keys).
    public var legacySwiftVersion: PodValue { value(atOffset: legacySwiftVersionOffset) }

    /// The spec's top-level keys that are not table attributes (platforms, `swift_version`, unknown
    /// keys), in the spec's order.
    /// (Kept as the keys, made once per spec: a lazy collection of them by offset allocated its closure's context at
    /// every consumer's look.)
    public var keysOutsideTable: [String] { otherKeys }

    /// The value written under `platform`'s name (the platform Hash, when a spec writes one), nil when none.
    public func platformValue(_ platform: PlatformName) -> PodValue? {
        let offset = platformOffsets[platform.dslPosition]
        // (Not a ternary: there `nil` would be taken as `PodValue.null`, a value, rather than "none".)
        guard offset != 0 else { return nil }
        return values[offset - 1]
    }

    /// The value written under the platform name `name` (any name a podspec declares), nil when none: an
    /// array read for the five platforms, which every consumer asks for its own.
    public func platformValue(named name: String) -> PodValue? {
        guard let platform = PlatformName(rawValue: name) else { return attributes[name] }
        return platformValue(platform)
    }

    /// The table attributes the spec writes a value other than nil for (those `self[attribute]` is not `.null`).
    public var declaredAttributes: AttributeSet { AttributeSet(bits: setMask) }

    /// The members of `attributes` the spec writes no value other than nil for (one mask operation, where
    /// asking `declares` of each member was a call per member).
    public func undeclared(among attributes: AttributeSet) -> AttributeSet {
        AttributeSet(bits: attributes.bits & ~setMask)
    }

    /// Whether the spec writes a value other than nil for `attribute` (a bit test for a table attribute).
    public func declares(_ attribute: Attribute) -> Bool {
        let bit = AttributeSet.bit(attribute.index)
        return bit != 0 ? setMask & bit != 0 : !self[attribute].isNull
    }

    /// The value written for `attribute`, `.null` when none.
    /// (Inlinable: the linter reads a value for every declared attribute of every consumer, and a call returned a
    /// copy it then destroyed, where inlined the value is read in place.)
    @inlinable public subscript(attribute: Attribute) -> PodValue {
        guard attribute.index >= 0 else { return value(named: attribute.name) }
        return value(atOffset: Int(offsets[attribute.index]))
    }

    /// The Ruby class of the value the spec writes for `attribute`, which it declares (`declaredAttributes` holds
    /// it): the linter hands it to every check of a declared attribute, where handing over the value copied it out of
    /// the storage (and destroyed the copy) for every declared attribute of every consumer.
    @inlinable public func rubyClass(ofDeclared attribute: Attribute) -> PodValue.RubyClass {
        values[Int(offsets[attribute.index]) - 1].rubyClass
    }

    @inlinable func value(atOffset offset: Int) -> PodValue {
        offset == 0 ? .null : values[offset - 1]
    }

    /// The value written under `name`, which is no table attribute's, `.null` when none.
    @usableFromInline func value(named name: String) -> PodValue { attributes[name] ?? .null }

    /// The value written under `key`, which need not be an attribute's name (`swift_version`).
    public subscript(key: String) -> PodValue {
        if let index = AttributeTable.index(named: key) { return value(atOffset: Int(offsets[index])) }
        return attributes[key] ?? .null
    }
}
