import PodspecModel

/// A5–A10: the keys of Hash-valued attributes with known keys (`license`, `scheme`: a list;
/// `source`: primary keys with their secondary keys), after reading the attribute's value as
/// CocoaPods does (an error while reading is A10).
struct AttributeKeysCheck: DeclaredAttributeCheck {
    static let identifier = "attribute_keys"
    static let order = LintOrder.attributeKeys

    static func unrecognized(_ key: String, _ attribute: String) -> String {
        "Unrecognized `\(key)` key for `\(attribute)` attribute."
    }
    static func unsupportedType(_ className: String) -> String { "Unsupported type `\(className)`, expected `Hash`" }
    static func missingPrimary(_ attribute: String, _ keys: [String]) -> String {
        "Missing primary key for `\(attribute)` attribute. The acceptable ones are: `\(keys.sorted().joined(separator: ", "))`."
    }
    static func incompatible(_ keys: [String], _ primary: String, _ attribute: String) -> String {
        "Incompatible `\(keys.sorted().joined(separator: ", "))` key(s) with `\(primary)` primary key for `\(attribute)` attribute."
    }
    static func incompatiblePrimaries(_ keys: [String], _ attribute: String) -> String {
        "Incompatible `\(keys.sorted().joined(separator: ", "))` keys for `\(attribute)` attribute."
    }
    static func unableToValidate(_ attribute: String, _ error: String) -> String {
        "Unable to validate `\(attribute)` (\(error))."
    }

    static let examples = [
        LintExample(#"{"source": {"git": "https://example.org/pod.git", "tag": "1.0.0", "submodules": true}}"#),
        LintExample(#"{"license": {"type": "MIT", "foo": 1}}"#, [.warning("keys", unrecognized("foo", "license"))]),
        LintExample(#"{"source": "https://example.org/pod.git"}"#, [.error("source", unsupportedType("String"))]),
        LintExample(
            #"{"source": {"path": "."}}"#, [.warning("keys", missingPrimary("source", ["git", "svn", "hg", "http"]))]),
        LintExample(
            #"{"source": {"git": "https://example.org/pod.git", "tag": "1.0.0", "folder": "x"}}"#,
            [.warning("keys", incompatible(["folder"], "git", "source"))]),
        LintExample(
            #"{"source": {"git": "https://example.org/pod.git", "tag": "1.0.0", "http": "x"}}"#,
            [.warning("keys", incompatiblePrimaries(["git", "http"], "source"))]),
        LintExample(
            #"{"dependencies": {"A": ["=> 1.0"]}}"#,
            [.error("attributes", unableToValidate("dependencies", #"Illformed requirement `"=> 1.0"`"#))]),
    ]

    /// `value_for_attribute` (root-only attributes through the spec's accessor, others through the
    /// consumer's reader); nil when there is no reader or reading failed (then A10 is reported).
    static func read(_ attribute: Attribute, _ consumer: Consumer, _ context: LintContext) -> PodValue? {
        do {
            if attribute.rootOnly {
                return try context.rootRead(attribute, of: consumer.shared)
            }
            return try consumer.read(attribute)
        } catch {
            context.error(
                "attributes", unableToValidate(attribute.name, Linter.rubyMessage(error)), about: attribute.name)
            return nil
        }
    }

    /// The table index of `platforms`, whose value is not read.
    private static let platformsIndex = AttributeTable.attribute(named: "platforms")?.index

    /// Whether reading `attribute` can report nothing: it has no known keys, and the read is known not
    /// to raise (then reading it would only compute a value nothing here looks at).
    static func readIsInert(_ attribute: Attribute, _ consumer: Consumer) -> Bool {
        guard attribute.keys == nil else { return false }
        if attribute.rootOnly { return RootAccessors.readCannotRaise(attribute, own: consumer.declared) }
        return consumer.readCannotRaise(attribute)
    }

    /// The attributes whose read is inert for every spec (no known keys, a reader that never raises) are
    /// left out; so is `platforms`. The others, in table order.
    private static let readableAttributes = AttributeTable.all.filter { attribute in
        guard attribute.index != platformsIndex else { return false }
        if attribute.keys != nil { return true }
        return attribute.rootOnly ? RootAccessors.readMayRaise(attribute) : Consumer.readMayRaise(attribute)
    }

    /// Inherited values are read (and their keys checked) whether or not the spec declares the attribute:
    /// the undeclared attributes whose read is not inert.
    static func undeclaredAttributes(_ consumer: Consumer) -> AttributeSet {
        let declared = consumer.declared.declaredAttributes
        var attributes = AttributeSet()
        for attribute in readableAttributes where !declared.contains(attribute) && !readIsInert(attribute, consumer) {
            attributes.insert(attribute)
        }
        return attributes
    }

    /// Reads the value (but not of `platforms`) and checks its keys when it is truthy.
    static func check(_ attribute: Attribute, _ declared: PodValue, _ context: LintContext) {
        guard attribute.index != platformsIndex, let consumer = context.consumer, !readIsInert(attribute, consumer),
            let value = read(attribute, consumer, context), value.isTruthy
        else { return }
        switch attribute.keys {
        case .list(let allowed)?:
            guard case .hash(let h) = value else { return }
            for key in h.keys.map(\.rubyToS) where !allowed.contains(key) {
                context.warning("keys", unrecognized(key, attribute.name), about: attribute.name)
            }
        case .primary(let table)?:
            guard case .hash(let h) = value else {
                context.error(attribute.name, unsupportedType(value.rubyClassName))
                return
            }
            let keys = h.keys.map(\.rubyToS)
            let primaries = table.map(\.0)
            let major = keys.filter(primaries.contains)
            if major.isEmpty {
                context.warning("keys", missingPrimary(attribute.name, primaries), about: attribute.name)
            } else if major.count == 1 {
                let acceptable = table.first { $0.0 == major[0] }?.1 ?? []
                let unknown = keys.filter { !major.contains($0) && !acceptable.contains($0) }
                if !unknown.isEmpty {
                    context.warning("keys", incompatible(unknown, major[0], attribute.name), about: attribute.name)
                }
            } else {
                context.warning("keys", incompatiblePrimaries(major, attribute.name), about: attribute.name)
            }
        case nil:
            return
        }
    }
}
