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

    /// Whether reading `attribute` can report nothing: the read is known not to raise, and either the attribute
    /// has no known keys (then reading it would only compute a value nothing here looks at) or nothing sets it
    /// (then it reads as nil or an empty container: no keys to check).
    static func readIsInert(_ attribute: Attribute, _ consumer: Consumer) -> Bool {
        if attribute.rootOnly {
            guard RootAccessors.readCannotRaise(attribute, own: consumer.declared) else { return false }
            // (A root reader makes nothing out of nothing: `license` an empty Hash, `source` nil.)
            return attribute.keys == nil || !consumer.declared.declares(attribute)
        }
        if attribute.keys != nil {
            // (Unset, `scheme` reads as an empty Hash, and raises nothing.)
            return consumer.readsAsEmptyContainer(attribute)
        }
        return consumer.readCannotRaise(attribute)
    }

    /// `readIsInert` for an attribute of `readableAttributes` the spec declares: a root one's reader may raise, and does
    /// not know without reading whether it raises on a value written, so only a consumer's read is asked.
    private static func declaredReadIsInert(_ attribute: Attribute, _ consumer: Consumer) -> Bool {
        !attribute.rootOnly && readIsInert(attribute, consumer)
    }

    /// Whether `attribute` is a root attribute without known keys whose read was made already for the consumer and
    /// gave a value: read again, it gives that value (raising nothing), whose keys are not checked. (The root checks
    /// and hooks read most root attributes before the analyzer; `version` is the root's for every spec.)
    static func readIsKept(_ attribute: Attribute, _ consumer: Consumer, _ context: LintContext) -> Bool {
        attribute.rootOnly && attribute.keys == nil && context.rootReadKeptValue(attribute, of: consumer.shared)
    }

    /// The attributes (not `platforms`) with known keys, or whose reader `mayRaise` says may raise: those
    /// whose read may not be inert.
    private static func attributes(whoseReadMayRaise mayRaise: (Attribute) -> Bool) -> AttributeSet {
        var readable = AttributeSet()
        for attribute in AttributeTable.all where attribute.index != platformsIndex {
            if attribute.keys != nil || mayRaise(attribute) { readable.insert(attribute) }
        }
        return readable
    }

    /// The attributes whose read may not be inert for some spec; the read of the others is inert for every spec.
    static let readableAttributes = attributes {
        $0.rootOnly ? RootAccessors.readMayRaise($0) : Consumer.readMayRaise($0)
    }

    /// The declared attributes the check can report for: those whose read may not be inert.
    static var declaredAttributesChecked: AttributeSet { readableAttributes }

    /// The attributes whose read may not be inert for a spec that does not declare them (a root attribute's
    /// reader mostly makes nothing out of nothing, but an inherited attribute may be set by an ancestor).
    static let readableUndeclaredAttributes = attributes {
        $0.rootOnly ? RootAccessors.readMayRaiseUndeclared($0) : Consumer.readMayRaise($0)
    }

    /// Inherited values are read (and their keys checked) whether or not the spec declares the attribute:
    /// the undeclared attributes whose read is not inert.
    static func undeclaredAttributes(_ consumer: Consumer) -> AttributeSet {
        let candidates = consumer.declared.undeclared(among: readableUndeclaredAttributes)
        // (`readIsInert` for the consumer's readers worked out for all their candidates at once: asking it of each
        // candidate was a call, and a retained attribute, per candidate. The root readers' are few: version's, …)
        var inert = consumer.readsThatCannotRaise(among: candidates.intersection(keylessConsumerAttributes))
        inert.formUnion(consumer.emptyContainerReads(among: candidates.intersection(keyedConsumerAttributes)))
        for attribute in candidates.intersection(rootAttributes) where readIsInert(attribute, consumer) {
            inert.insert(attribute)
        }
        return candidates.subtracting(inert)
    }

    /// The attributes read through the root accessors (`readIsInert` asks `RootAccessors`).
    private static let rootAttributes = AttributeSet(AttributeTable.all.filter(\.rootOnly))
    /// The attributes without known keys read through the consumer (`readIsInert` asks whether the read may raise).
    private static let keylessConsumerAttributes = AttributeSet(
        AttributeTable.all.filter { $0.keys == nil && !$0.rootOnly })
    /// The attributes with known keys read through the consumer (`readIsInert` asks whether they read as empty).
    private static let keyedConsumerAttributes = AttributeSet(
        AttributeTable.all.filter { $0.keys != nil && !$0.rootOnly })

    /// Reads the value (but not of `platforms`, nor when the read is inert) and checks its keys when it is truthy.
    /// (An undeclared attribute, of class `NilClass`, is one of `undeclaredAttributes`, whose reads are known already
    /// not to be inert: it is not asked again.)
    static func check(_ attribute: Attribute, _ declared: PodValue.RubyClass, _ context: LintContext) {
        guard let consumer = context.consumer,
            declared == .nilClass
                || readableAttributes.contains(attribute)
                    && !declaredReadIsInert(attribute, consumer),
            !readIsKept(attribute, consumer, context), let value = read(attribute, consumer, context), value.isTruthy
        else { return }
        switch attribute.keys {
        case .list(let allowed)?:
            guard case .hash(let h) = value else { return }
            // (Each key's `to_s` made as it is checked: no Array of them.)
            for key in h.keys {
                let name = key.rubyToS
                if !allowed.contains(name) {
                    context.warning("keys", unrecognized(name, attribute.name), about: attribute.name)
                }
            }
        case .primary(let table)?:
            guard case .hash(let h) = value else {
                context.error(attribute.name, unsupportedType(value.rubyClassName))
                return
            }
            // (The keys' `to_s` made as they are checked: Arrays of them are made only for a message.)
            var primaryCount = 0
            var primary: (name: String, acceptable: [String])?
            for key in h.keys {
                let name = key.rubyToS
                if let entry = table.first(where: { $0.0 == name }) {
                    primaryCount += 1
                    primary = (name, entry.1)
                }
            }
            if primaryCount == 0 {
                context.warning("keys", missingPrimary(attribute.name, table.map(\.0)), about: attribute.name)
            } else if primaryCount == 1, let primary {
                var unknown: [String] = []
                for key in h.keys {
                    let name = key.rubyToS
                    if name != primary.name && !primary.acceptable.contains(name) { unknown.append(name) }
                }
                if !unknown.isEmpty {
                    context.warning("keys", incompatible(unknown, primary.name, attribute.name), about: attribute.name)
                }
            } else {
                let major = h.keys.map(\.rubyToS).filter { key in table.contains { $0.0 == key } }
                context.warning("keys", incompatiblePrimaries(major, attribute.name), about: attribute.name)
            }
        case nil:
            return
        }
    }
}
