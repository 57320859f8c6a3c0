/// A set of table attributes, one bit per `Attribute.index`: the linter asks which attributes a spec
/// declares or a check must see with a bit test, and walks a set in table order, where looking each
/// attribute up by name hashed it. Attributes outside the table (index -1) are never members.
public struct AttributeSet: Sendable, Hashable, Sequence {
    /// Bit `index` for each member.
    public private(set) var bits: UInt64

    /// The table fits the bits (checked once, where a set is first made).
    private static let tableFits: Bool = {
        precondition(AttributeTable.all.count <= UInt64.bitWidth, "AttributeSet holds at most 64 attributes")
        return true
    }()

    public init() {
        _ = AttributeSet.tableFits
        bits = 0
    }

    init(bits: UInt64) {
        _ = AttributeSet.tableFits
        self.bits = bits
    }

    /// The bit of the table attribute at `index`; 0 for an attribute outside the table.
    @inlinable static func bit(_ index: Int) -> UInt64 {
        index >= 0 && index < UInt64.bitWidth ? 1 << UInt64(index) : 0
    }

    /// The set of `attributes` (those outside the table are left out).
    public init(_ attributes: some Sequence<Attribute>) {
        self.init()
        for attribute in attributes { insert(attribute) }
    }

    public var isEmpty: Bool { bits == 0 }

    /// (Inlinable, as the iterator: the linter tests membership for every attribute of every consumer.)
    @inlinable public func contains(_ attribute: Attribute) -> Bool {
        bits & AttributeSet.bit(attribute.index) != 0
    }

    public mutating func insert(_ attribute: Attribute) {
        bits |= AttributeSet.bit(attribute.index)
    }

    public func union(_ other: AttributeSet) -> AttributeSet {
        AttributeSet(bits: bits | other.bits)
    }

    public mutating func formUnion(_ other: AttributeSet) {
        bits |= other.bits
    }

    public func intersection(_ other: AttributeSet) -> AttributeSet {
        AttributeSet(bits: bits & other.bits)
    }

    public func subtracting(_ other: AttributeSet) -> AttributeSet {
        AttributeSet(bits: bits & ~other.bits)
    }

    /// The members in table order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var remaining: UInt64

        @inlinable init(remaining: UInt64) { self.remaining = remaining }

        @inlinable public mutating func next() -> Attribute? {
            guard remaining != 0 else { return nil }
            let index = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            return AttributeTable.all[index]
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(remaining: bits) }
}
