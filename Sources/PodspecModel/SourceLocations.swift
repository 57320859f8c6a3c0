/// Where a spec's attributes were written, by key: `"source_files"`, or `"ios.frameworks"` for a
/// platform's. A key naming an `AttributeTable` attribute is held as its table position and platform,
/// found by comparing small integers (a spec sets about a dozen); any other key is held as its string.
public struct SourceLocations: Sendable, Hashable {
    /// A table attribute's location; `key` is `Self.key(index:platform:)`.
    private struct Entry: Sendable, Hashable {
        let key: UInt16
        var location: SourceLocation
    }

    private var entries: [Entry] = []
    /// The keys outside the table, spelt in full.
    private var others: [String: SourceLocation] = [:]

    public init() {}

    public mutating func reserveCapacity(_ minimumCapacity: Int) { entries.reserveCapacity(minimumCapacity) }

    /// The location of the key `"attribute"`, or `"platform.attribute"` for a platform.
    public subscript(attribute: String, platform platform: PlatformName? = nil) -> SourceLocation? {
        get {
            switch Self.slot(attribute, platform) {
            case .table(let key): location(forKey: key)
            case .other(let name): others[name]
            }
        }
        set {
            switch Self.slot(attribute, platform) {
            case .table(let key): setLocation(newValue, forKey: key)
            case .other(let name): others[name] = newValue
            }
        }
    }

    /// The location of a table attribute (under `platform`): `self[attribute.name, platform: platform]` without
    /// looking its name up, for a caller that holds the attribute already. An attribute made outside the table
    /// is found by its name.
    public subscript(attribute: Attribute, platform platform: PlatformName? = nil) -> SourceLocation? {
        get {
            guard attribute.index >= 0 else { return self[attribute.name, platform: platform] }
            return location(forKey: Self.key(index: attribute.index, platform: platform))
        }
        set {
            guard attribute.index >= 0 else { return self[attribute.name, platform: platform] = newValue }
            setLocation(newValue, forKey: Self.key(index: attribute.index, platform: platform))
        }
    }

    /// The location held for a table key.
    private func location(forKey key: UInt16) -> SourceLocation? { entries.first { $0.key == key }?.location }

    /// Holds `location` for a table key (removes the key's for nil).
    private mutating func setLocation(_ location: SourceLocation?, forKey key: UInt16) {
        if let position = entries.firstIndex(where: { $0.key == key }) {
            if let location { entries[position].location = location } else { entries.remove(at: position) }
        } else if let location {
            entries.append(Entry(key: key, location: location))
        }
    }

    /// Sets the location of `attribute`, one of the keys of a spec's hash (which are distinct), as
    /// `self[attribute] = location` would. A key naming a table attribute itself (not `"ios.frameworks"`) is
    /// held apart from every other (a platform's are held with their platform), so it cannot have been set yet
    /// and is appended without looking for it; any other key goes through the subscript.
    mutating func setSpecKey(_ attribute: String, _ location: SourceLocation) {
        guard let index = AttributeTable.index(named: attribute) else {
            self[attribute] = location
            return
        }
        let key = Self.key(index: index, platform: nil)
        assert(!entries.contains { $0.key == key }, "setSpecKey: \(attribute) is already set")
        entries.append(Entry(key: key, location: location))
    }

    /// Every key, in no particular order.
    public var keys: [String] {
        entries.map { entry in
            let name = AttributeTable.all[Int(entry.key & 0xFF)].name
            let platform = Int(entry.key >> 8)
            return platform == 0 ? name : PlatformName.dslOrder[platform - 1].rawValue + "." + name
        } + others.keys
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.others == rhs.others && lhs.sortedEntries == rhs.sortedEntries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sortedEntries)
        hasher.combine(others)
    }

    /// The entries in key order: the same locations compare equal whatever order they were written in.
    private var sortedEntries: [Entry] { entries.sorted { $0.key < $1.key } }

    private enum Slot {
        case table(UInt16)
        case other(String)
    }

    /// Where the key for `attribute` (under `platform`) is held. A key spelt `"ios.frameworks"` without a
    /// platform is the same key as `frameworks` under `.ios`.
    private static func slot(_ attribute: String, _ platform: PlatformName?) -> Slot {
        if let index = AttributeTable.index(named: attribute) { return .table(key(index: index, platform: platform)) }
        if let platform { return .other(platform.rawValue + "." + attribute) }
        if let dot = attribute.utf8.firstIndex(of: UInt8(ascii: ".")),
            let prefix = PlatformName(rawValue: String(attribute[..<dot])),
            let index = AttributeTable.index(named: String(attribute[attribute.index(after: dot)...]))
        {
            return .table(key(index: index, platform: prefix))
        }
        return .other(attribute)
    }

    /// The platform's position in `PlatformName.dslOrder` + 1 (0 for none), then the table position.
    private static func key(index: Int, platform: PlatformName?) -> UInt16 {
        UInt16((platform.map { $0.dslPosition + 1 } ?? 0) << 8 | index)
    }
}
