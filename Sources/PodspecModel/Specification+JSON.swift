import OrderedCollections

/// CocoaPods' JSON form of a specification (`Specification#to_hash`, `to_pretty_json`, `to_json`).
extension Specification {
    /// `to_hash`: the attributes as stored, then
    /// 1. `platforms` set (in place if present, else appended) from `available_platforms` —
    ///    `{name => target string or nil}` — for a root, or when this spec's available platforms
    ///    differ from its parent's;
    /// 2. `testspecs`, `appspecs`, `subspecs` removed and re-appended in that order when non-empty;
    /// 3. `swift_version` removed and, when `swift_versions` is non-empty, appended as the string
    ///    of the highest one.
    /// - Parameter ancestors: the parent chain, root first (empty for a root spec).
    /// - Throws: `ArgumentError` for a malformed deployment target or Swift version.
    public func toHash(ancestors: [Specification] = []) throws -> OrderedDictionary<String, PodValue> {
        var hash = attributes
        let platforms = try availablePlatforms(ancestors: ancestors)
        var synthesize = ancestors.isEmpty
        if let parent = ancestors.last {
            synthesize = try platforms != parent.availablePlatforms(ancestors: Array(ancestors.dropLast()))
        }
        if synthesize {
            var value = OrderedDictionary<PodValue, PodValue>()
            for platform in platforms {
                value[.string(platform.symbolicName)] = platform.deploymentTarget.map { .string($0.string) } ?? .null
            }
            hash["platforms"] = .hash(value)
        }
        let lineage = ancestors + [self]
        for (key, kind) in [("testspecs", Kind.test), ("appspecs", .app), ("subspecs", .library)] {
            hash.removeValue(forKey: key)
            let group = children.filter { $0.kind == kind }
            if !group.isEmpty {
                hash[key] = .array(
                    try group.map { .hash(Specification.stringKeyed(try $0.toHash(ancestors: lineage))) })
            }
        }
        hash.removeValue(forKey: "swift_version")
        if let highest = try swiftVersions().last { hash["swift_version"] = .string(highest.string) }
        return hash
    }

    /// `to_hash` as a `PodValue`.
    public func toHashValue(ancestors: [Specification] = []) throws -> PodValue {
        .hash(Specification.stringKeyed(try toHash(ancestors: ancestors)))
    }

    /// `to_pretty_json`: `JSON.pretty_generate(to_hash)` plus a newline — what `pod ipc spec` prints.
    public func toPrettyJSON(ancestors: [Specification] = []) throws -> String {
        try RubyJSONWriter.prettyGenerate(toHashValue(ancestors: ancestors)) + "\n"
    }

    /// `to_json`: `JSON.dump(to_hash)` plus a newline.
    public func toJSON(ancestors: [Specification] = []) throws -> String {
        RubyJSONWriter.dump(try toHashValue(ancestors: ancestors)) + "\n"
    }

    /// `swift_versions` (root reader): `Array(swift_versions)` plus the legacy `swift_version` when
    /// truthy, each through `Version.new`, duplicates (same string) removed, sorted with `<=>`.
    /// - Throws: `ArgumentError` "Malformed version number string X".
    public func swiftVersions() throws -> [Version] {
        var raw: [PodValue]
        switch attributes["swift_versions"] ?? .null {
        case .null: raw = []
        case .array(let items): raw = items
        // `Kernel#Array` of a Hash is its `[key, value]` pairs.
        case .hash(let h): raw = h.map { .array([$0.key, $0.value]) }
        case let other: raw = [other]
        }
        if let legacy = attributes["swift_version"], legacy.isTruthy { raw.append(legacy) }
        var seen = Set<String>()
        let versions = try raw.map { try Version(rubyValue: $0) }.filter { seen.insert($0.string).inserted }
        return versions.sorted()
    }

    static func stringKeyed(_ hash: OrderedDictionary<String, PodValue>) -> OrderedDictionary<PodValue, PodValue> {
        var result = OrderedDictionary<PodValue, PodValue>(minimumCapacity: hash.count)
        for (key, value) in hash { result[.string(key)] = value }
        return result
    }
}
