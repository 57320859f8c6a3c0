import OrderedCollections
import PodspecModel

/// The attributes of a spec being built, in first-write order as CocoaPods' `attributes_hash` keeps them. The
/// position of each attribute of `AttributeTable` is kept by its table index, so writing one (`s.summary = …`)
/// finds its place without comparing names; any other key (`ios`, a name only `store_attribute` writes) is
/// found by its name. `dictionary` makes the hash itself.
struct SpecAttributes {
    /// The written keys in first-write order.
    private var names: [String] = []
    /// The value of each key of `names`, at the same position.
    private var values: [PodValue] = []
    /// The position in `names` of each table attribute by its table index, `absent` where it is not written
    /// (stored in the struct: an array was an allocation for every spec).
    private var positionByTableIndex = TablePositions(repeating: absent)
    /// One position per attribute of a table of up to 64 (as `AttributeSet`, which checks the table's size).
    private typealias TablePositions = InlineArray<64, Int32>
    /// The position of a table attribute not written.
    private static let absent: Int32 = -1

    /// An empty store with room for `minimumCapacity` keys.
    init(minimumCapacity: Int = 0) {
        names.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    /// The attributes a new spec of `kind` named `name` starts with (`Specification.initialAttributes`), with
    /// room for `minimumCapacity` keys.
    init(name: String?, kind: Specification.Kind, minimumCapacity: Int) {
        self.init(minimumCapacity: minimumCapacity)
        Specification.writeInitialAttributes(name: name, kind: kind) { attribute, value in self[attribute] = value }
    }

    /// The value written for the table attribute `attribute` (nil when none is).
    subscript(attribute: Attribute) -> PodValue? {
        get { position(of: attribute).map { values[$0] } }
        set { set(newValue, at: position(of: attribute), name: attribute.name, tableIndex: attribute.index) }
    }

    /// The value written under the key `name` (nil when none is).
    subscript(name: String) -> PodValue? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            let position = names.firstIndex(of: name)
            set(newValue, at: position, name: name, tableIndex: position == nil ? Self.tableIndex(named: name) : nil)
        }
    }

    /// CocoaPods' `attributes_hash`: every written key with its value, in first-write order.
    var dictionary: OrderedDictionary<String, PodValue> {
        OrderedDictionary(uncheckedUniqueKeys: names, values: values)
    }

    /// Changes the hash under the table attribute `attribute` in place (see `OrderedDictionary.changeHash`).
    mutating func changeHash(_ attribute: Attribute, _ change: (inout OrderedDictionary<PodValue, PodValue>) -> Void) {
        changeHash(at: position(of: attribute), name: attribute.name, tableIndex: attribute.index, change)
    }

    /// Changes the hash under the key `name` in place (see `OrderedDictionary.changeHash`).
    mutating func changeHash(_ name: String, _ change: (inout OrderedDictionary<PodValue, PodValue>) -> Void) {
        let position = names.firstIndex(of: name)
        changeHash(at: position, name: name, tableIndex: position == nil ? Self.tableIndex(named: name) : nil, change)
    }

    /// The table index of the attribute named `name` (nil when the table has none).
    private static func tableIndex(named name: String) -> Int? { AttributeTable.attribute(named: name)?.index }

    /// The position of `attribute` in `names` (nil when it is not written).
    private func position(of attribute: Attribute) -> Int? {
        let position = positionByTableIndex[attribute.index]
        return position == Self.absent ? nil : Int(position)
    }

    /// Writes `value` under `name`, written at `position` (nil when not yet): a new key goes last, a written one
    /// keeps its place, and nil removes it. `tableIndex` is the table index of `name` when it is new. `value` is
    /// consumed: it moves into the store rather than being copied there and released by the caller.
    private mutating func set(_ value: consuming PodValue?, at position: Int?, name: String, tableIndex: Int?) {
        guard let value = consume value else {
            if let position { remove(at: position) }
            return
        }
        if let position {
            values[position] = value
        } else {
            append(value, name: name, tableIndex: tableIndex)
        }
    }

    /// Adds `name` last with `value`, noting its position when it is the table attribute at `tableIndex`.
    private mutating func append(_ value: consuming PodValue, name: String, tableIndex: Int?) {
        if let tableIndex { positionByTableIndex[tableIndex] = Int32(names.count) }
        names.append(name)
        values.append(value)
    }

    /// Removes the key at `position`; the keys after it move one place up.
    private mutating func remove(at position: Int) {
        names.remove(at: position)
        values.remove(at: position)
        for index in positionByTableIndex.indices where positionByTableIndex[index] != Self.absent {
            let written = Int(positionByTableIndex[index])
            if written == position {
                positionByTableIndex[index] = Self.absent
            } else if written > position {
                positionByTableIndex[index] -= 1
            }
        }
    }

    /// The hash at `position` changed in place, the value taken out while `change` runs so it is not copied; a
    /// key not written yet (`name`, at `tableIndex` of the table when it has one) is added with a new hash.
    private mutating func changeHash(
        at position: Int?, name: String, tableIndex: Int?,
        _ change: (inout OrderedDictionary<PodValue, PodValue>) -> Void
    ) {
        if let position {
            values[position].changeHash(change)
        } else {
            var table: OrderedDictionary<PodValue, PodValue> = [:]
            change(&table)
            append(.hash(table), name: name, tableIndex: tableIndex)
        }
    }
}
