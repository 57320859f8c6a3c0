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
        return try fromHash(document.value, document: document, path: [])
    }

    /// `Specification.from_hash(hash)`: `subspecs`, `testspecs` and `appspecs` removed, the other
    /// keys kept verbatim as the attributes; children are the subspecs, then the test specs, then
    /// the app specs. A spec is a test spec when it has a non-nil `test_type` (so a `subspecs`
    /// entry with `test_type` is one, and a `testspecs` entry without it is not); app specs are the
    /// `appspecs` entries.
    public static func fromHash(_ value: PodValue) throws -> Specification {
        try fromHash(value, document: nil, path: [])
    }

    private static func fromHash(
        _ value: PodValue, document: JSONDocument?, path: [JSONPathComponent], isApp: Bool = false
    ) throws -> Specification {
        guard case .hash(let hash) = value else { throw notAHash(value) }
        var attributes = OrderedDictionary<String, PodValue>()
        for (key, item) in hash { attributes[key.rubyToS] = item }
        let subspecs = attributes.removeValue(forKey: "subspecs")
        let testspecs = attributes.removeValue(forKey: "testspecs")
        let appspecs = attributes.removeValue(forKey: "appspecs")
        let isTest = attributes["test_type"].map { $0 != .null } ?? false
        let kind: Kind = isApp ? .app : (isTest ? .test : .library)

        var spec = Specification(kind: kind, attributes: attributes)
        if let document {
            spec.location = document.location(of: path)
            for (key, item) in attributes {
                if let location = document.location(of: path + [.key(key)]) { spec.locations[key] = location }
                if PlatformName(rawValue: key) != nil, case .hash(let sub) = item {
                    for subKey in sub.keys {
                        let name = subKey.rubyToS
                        if let location = document.location(of: path + [.key(key), .key(name)]) {
                            spec.locations["\(key).\(name)"] = location
                        }
                    }
                }
            }
        }
        for (key, group, app) in [
            ("subspecs", subspecs, false), ("testspecs", testspecs, false), ("appspecs", appspecs, true),
        ] {
            guard let group, group != .null else { continue }
            let items: [PodValue]
            switch group {
            case .array(let array): items = array
            // `Hash#map` yields `[key, value]` pairs, which `from_hash` cannot index with a String.
            case .hash(let h) where h.isEmpty: items = []
            case .hash: throw ModelError(.typeError, "no implicit conversion of String into Integer")
            default: throw noMethod("map", on: group)
            }
            for (i, item) in items.enumerated() {
                spec.children.append(
                    try fromHash(item, document: document, path: path + [.key(key), .index(i)], isApp: app))
            }
        }
        return spec
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
