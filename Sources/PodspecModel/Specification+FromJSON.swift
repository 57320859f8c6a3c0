import OrderedCollections

/// Loading a specification from CocoaPods' JSON form (`Specification.from_json` / `from_hash`).
extension Specification {
    /// `Specification.from_json(text, path)`: `JSON.parse` then `from_hash`, with the locations of
    /// each spec object and of its top-level keys (`"source_files"`, and `"ios.frameworks"` for
    /// platform sub-keys).
    /// - Throws: `ModelError` — `JSON::ParserError` whose message is
    ///   `Failed to parse JSON at file: '<path>'.\n\n<json message>` (just the json message when
    ///   `path` is empty), or the Ruby error `from_hash` would raise for a non-Hash spec.
    public static func fromJSON(_ text: String, path: String) throws -> Specification {
        let document: JSONDocument
        do {
            document = try JSONReader.parseDocument(text)
        } catch var error as ModelError {
            if !path.isEmpty { error.message = "Failed to parse JSON at file: '\(path)'.\n\n\(error.message)" }
            throw error
        }
        return try fromHash(document.value, lineMap: document.lineMap, offsets: document.root)
    }

    /// `Specification.from_hash(hash)`: `subspecs`, `testspecs` and `appspecs` removed, the other
    /// keys kept verbatim as the attributes; children are the subspecs, then the test specs, then
    /// the app specs. A spec is a test spec when it has a non-nil `test_type` (so a `subspecs`
    /// entry with `test_type` is one, and a `testspecs` entry without it is not); app specs are the
    /// `appspecs` entries.
    public static func fromHash(_ value: PodValue) throws -> Specification {
        try fromHash(value, lineMap: nil, offsets: nil)
    }

    /// `offsets`: where the spec's object and its members were written in the document `lineMap` maps (only the
    /// map is passed down: copying the whole document for every spec retained each of its arrays).
    private static func fromHash(
        _ value: PodValue, lineMap: LineMap?, offsets: JSONOffsets.Node?, isApp: Bool = false
    ) throws -> Specification {
        guard case .hash(let hash) = value else { throw notAHash(value) }
        let (attributes, groups) = splitChildGroups(hash)
        let isTest = testType(in: attributes).map { $0 != .null } ?? false
        let kind: Kind = isApp ? .app : (isTest ? .test : .library)

        var spec = Specification(kind: kind, attributes: attributes)
        if let lineMap, let offsets, offsets.isObject {
            spec.location = lineMap.location(offsets.start)
            // The object's members are the hash's, in its order: each member's offset is at its own position,
            // and the attributes are the members but the three taken out above.
            spec.locations.reserveCapacity(offsets.count)
            // A JSON object's keys are strings; the child groups' members, found by `splitChildGroups`, are skipped by
            // their position rather than by comparing every key with the groups' again.
            // Keys read by index, here and below: iterating them copied each twice.
            let keys = hash.keys.elements
            for index in keys.indices {
                guard case .string(let key) = keys[index], !groups.holdsMember(at: index) else { continue }
                spec.locations.setSpecKey(key, lineMap.location(offsets.memberOffset(index)))
                // Cheapest test first: most members are not objects.
                guard let platform = offsets.child(index), platform.isObject,
                    case .hash(let platformHash) = hash.values[index], let platformName = PlatformName(rawValue: key)
                else { continue }
                let platformKeys = platformHash.keys.elements
                for subIndex in platformKeys.indices {
                    guard case .string(let name) = platformKeys[subIndex] else { continue }
                    spec.locations[name, platform: platformName] = lineMap.location(platform.memberOffset(subIndex))
                }
            }
        }
        for (index, isApp) in childGroupKinds.enumerated() {
            guard let group = groups[index], group.value != .null else { continue }
            let items: [PodValue]
            switch group.value {
            case .array(let array): items = array
            // `Hash#map` yields `[key, value]` pairs, which `from_hash` cannot index with a String.
            case .hash(let h) where h.isEmpty: items = []
            case .hash: throw ModelError(.typeError, "no implicit conversion of String into Integer")
            default: throw noMethod("map", on: group.value)
            }
            let written = offsets.flatMap { offsets in group.position.flatMap(offsets.child) }
            for i in items.indices {
                let member = written.flatMap { !$0.isObject && i < $0.count ? $0.child(i) : nil }
                spec.children.append(try fromHash(items[i], lineMap: lineMap, offsets: member, isApp: isApp))
            }
        }
        return spec
    }

    /// `attributes["test_type"]`, found by comparing the names of its length: for a spec's few attributes, cheaper
    /// than hashing the name.
    private static func testType(in attributes: OrderedDictionary<String, PodValue>) -> PodValue? {
        let name = "test_type"
        let length = name.utf8.count
        guard let index = attributes.keys.firstIndex(where: { $0.utf8.count == length && $0 == name }) else {
            return nil
        }
        return attributes.values[index]
    }

    /// The keys `from_hash` takes out of the attributes: the child specs.
    private static let childGroupKeys = ["subspecs", "testspecs", "appspecs"]

    /// Per `childGroupKeys` entry, whether its specs are app specs.
    private static let childGroupKinds = [false, false, true]

    /// The position of `key` in `childGroupKeys`, nil for an attribute; most keys are told apart by their length
    /// alone.
    private static func childGroupIndex(_ key: String) -> Int? {
        guard (8...9).contains(key.utf8.count) else { return nil }
        return childGroupKeys.firstIndex(of: key)
    }

    /// A child group's value in a spec's hash, and the position of its member among the hash's (nil when the hash
    /// has no member whose key is the string).
    private struct ChildGroup {
        let value: PodValue
        let position: Int?
    }

    /// The child groups of a spec's hash, by their position in `childGroupKeys`: three fields rather than a
    /// dictionary, so finding one hashes nothing.
    private struct ChildGroups {
        private var subspecs, testspecs, appspecs: ChildGroup?

        subscript(index: Int) -> ChildGroup? {
            get {
                switch index {
                case 0: subspecs
                case 1: testspecs
                default: appspecs
                }
            }
            set {
                switch index {
                case 0: subspecs = newValue
                case 1: testspecs = newValue
                default: appspecs = newValue
                }
            }
        }

        /// Whether one of the groups is the hash's member at `position`.
        func holdsMember(at position: Int) -> Bool {
            subspecs?.position == position || testspecs?.position == position || appspecs?.position == position
        }
    }

    /// A spec's hash split as `from_hash` does: the attributes (keys as `to_s`, a key repeated that way keeping
    /// its first position and its last value) without `childGroupKeys`, whose values come back apart.
    private static func splitChildGroups(_ hash: OrderedDictionary<PodValue, PodValue>)
        -> (attributes: OrderedDictionary<String, PodValue>, groups: ChildGroups)
    {
        var groups = ChildGroups()
        // A hash's keys are distinct; when they are all strings, so are the attribute names: nothing to merge.
        // One pass over the keys, left at the first that is not a string.
        var names = ContiguousArray<String>()
        names.reserveCapacity(hash.count)
        var allStrings = true
        let keys = hash.keys.elements
        for position in keys.indices {
            guard case .string(let name) = keys[position] else {
                allStrings = false
                break
            }
            if let group = childGroupIndex(name) {
                groups[group] = ChildGroup(value: hash.values[position], position: position)
            } else {
                names.append(name)
            }
        }
        if allStrings {
            // Without child groups the attributes' values are the hash's: their storage is shared rather than copied
            // value by value.
            guard names.count < hash.count else {
                return (OrderedDictionary(uncheckedUniqueKeys: names, values: hash.values.elements), groups)
            }
            var values = ContiguousArray<PodValue>()
            values.reserveCapacity(names.count)
            let items = hash.values.elements
            for position in items.indices where !groups.holdsMember(at: position) { values.append(items[position]) }
            return (OrderedDictionary(uncheckedUniqueKeys: names, values: values), groups)
        }
        // A key that is not a string: the groups found before it are found again below.
        groups = ChildGroups()
        var attributes = OrderedDictionary<String, PodValue>(minimumCapacity: hash.count)
        for (key, item) in hash { attributes[key.rubyToS] = item }
        for (index, key) in childGroupKeys.enumerated() {
            guard let value = attributes.removeValue(forKey: key) else { continue }
            groups[index] = ChildGroup(value: value, position: hash.index(forKey: .string(key)))
        }
        return (attributes, groups)
    }

    /// The error Ruby raises when `from_hash` gets something else than a Hash.
    private static func notAHash(_ value: PodValue) -> ModelError {
        switch value {
        case .array: ModelError(.typeError, "no implicit conversion of String into Integer")
        default: noMethod("delete", on: value)
        }
    }

    private static func noMethod(_ method: String, on value: PodValue) -> ModelError {
        let receiver: String
        switch value {
        case .null: receiver = "nil:NilClass"
        case .bool(let b): receiver = b ? "true:TrueClass" : "false:FalseClass"
        default: receiver = "\(value.rubyInspect):\(value.rubyClassName)"
        }
        return ModelError(.noMethodError, "undefined method `\(method)' for \(receiver)")
    }
}
