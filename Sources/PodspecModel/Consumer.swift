import OrderedCollections
import Synchronization

/// `Pod::Specification::Consumer`: a spec seen on one platform. Values are read with
/// CocoaPods' rules: multi-platform values merged into the general one, inherited attributes
/// merged with the parent's, prepare hooks, defaults and empty containers.
///
/// Readers throw the Ruby errors CocoaPods would raise (e.g. an `ArgumentError` for an
/// ill-formed dependency requirement), so the linter can report them as CocoaPods does.
///
/// An immutable class (its reads are kept in memos): the linter hands the consumer to every check
/// of every attribute, and a reference is copied with one retain where the struct took three.
///
/// A read that comes out the same on every platform (the spec, and the ancestors it inherits from,
/// write the attribute in no platform Hash: most reads) is kept in the memo the consumers of the
/// spec share (`SpecReads`), so it is made once per spec rather than once per platform.
public final class Consumer: Sendable {
    public let node: SpecNode
    /// The platform's symbolic name (`ios`, `osx`, … or whatever a podspec declared).
    public let platformName: String
    /// What this consumer already read that depends on its platform, by attribute index: the linter's
    /// checks read the same attributes of the same consumer several times. Nil when no read depends on
    /// the platform (nothing the spec or its ancestors write is in a platform Hash): most consumers.
    private let platformMemo: Memo?
    /// What the consumers of the spec share: the values it writes and the reads that do not depend
    /// on the platform.
    public let shared: SpecReads

    /// Which attributes the spec and its ancestors set, in general and on this platform.
    private let setAttributes: SetAttributes
    /// The spec's own value under the platform's name (its platform Hash), nil when it writes none.
    private let ownPlatformValue: PodValue?

    public convenience init(node: SpecNode, platformName: String) {
        self.init(platformName: platformName, of: SpecReads(node))
    }

    /// The consumer for `platformName` of the spec `shared` reads (made once per spec and shared by the
    /// consumers of its platforms).
    public convenience init(platformName: String, of shared: SpecReads) {
        self.init(platformName: platformName, known: PlatformName(rawValue: platformName), of: shared)
    }

    /// The consumer for `platform` (one of `SpecReads.availablePlatforms()`) of the spec `shared` reads.
    public convenience init(platform: Platform, of shared: SpecReads) {
        self.init(platformName: platform.symbolicName, known: platform.name, of: shared)
    }

    /// The consumer for `platformName`, which is the platform `known` when it is one CocoaPods knows.
    private init(platformName: String, known: PlatformName?, of shared: SpecReads) {
        node = shared.node
        self.platformName = platformName
        self.shared = shared
        let ownPlatformValue =
            if let known { shared.declared.platformValue(known) } else {
                shared.declared.platformValue(named: platformName)
            }
        self.ownPlatformValue = ownPlatformValue
        setAttributes = SetAttributes(
            ownPlatformValue: ownPlatformValue, of: shared,
            ancestorsPlatform: shared.ancestorsPlatformMask(platformName, known: known))
        platformMemo = setAttributes.setsPlatformValues ? Memo() : nil
    }

    /// The values the consumer's spec itself writes (`spec.attributes_hash`), by attribute.
    public var declared: DeclaredValues { shared.declared }

    /// Whether a read of a table attribute may give this consumer another value than another platform's
    /// consumer of the spec: the spec, or an ancestor it inherits from, writes some attribute in this platform's
    /// Hash. When false, every such read is the one the spec's consumers share (kept in `shared.memo`).
    public var readsDependOnPlatform: Bool { platformMemo != nil }

    /// The consumer's own memo for a read that `dependsOnPlatform`, else the one the spec's consumers share.
    private func memo(dependingOnPlatform dependsOnPlatform: Bool) -> Memo {
        if dependsOnPlatform, let platformMemo { return platformMemo }
        return shared.memo
    }

    /// The memo of `attribute`'s reads: the consumer's own when its value depends on the platform, else the one
    /// shared by the consumers of the spec whose read it is (`SpecReads.readsOwner(of:)`): a child that writes nothing
    /// for an inherited attribute reads what its parent reads, made once for the family.
    private func memo(for attribute: Attribute) -> Memo {
        if setAttributes.variesByPlatform(attribute), let platformMemo { return platformMemo }
        return shared.readsOwner(of: attribute).memo
    }

    /// The consumer's spec.
    public var spec: Specification { node.spec }

    // MARK: Accessors

    /// The attributes the Consumer has a reader for (`consumer.respond_to?(name)`), besides the
    /// root accessors it delegates to the root.
    public static let readers: Set<String> = [
        "name", "requires_arc", "frameworks", "weak_frameworks", "libraries", "compiler_flags",
        "pod_target_xcconfig", "user_target_xcconfig", "info_plist", "prefix_header_contents",
        "prefix_header_file", "module_name", "module_map", "header_dir", "header_mappings_dir",
        "requires_app_host", "app_host_name", "test_type", "source_files", "public_header_files",
        "project_header_files", "private_header_files", "vendored_frameworks", "vendored_libraries",
        "on_demand_resources", "resource_bundles", "script_phases", "scheme", "resources",
        "exclude_files", "preserve_paths", "dependencies",
    ]

    /// `consumer.send(name)` for an attribute reader: the xcconfig readers merge in `xcconfig`,
    /// `dependencies` is returned as the prepared Hash (use `dependencies()` for the objects, which
    /// is what CocoaPods' reader returns and may throw). Nil when there is no such reader.
    public func read(_ name: String) throws -> PodValue? {
        guard let attribute = AttributeTable.attribute(named: name) else { return nil }
        return try read(attribute)
    }

    /// `read(_:)` for an attribute already looked up.
    public func read(_ attribute: Attribute) throws -> PodValue? {
        switch attribute.consumerRole.reader {
        case .none: return nil
        case .plain: return try value(for: attribute)
        case .mergingXcconfig:
            // (Merged with `xcconfig`: the same on every platform when neither varies.)
            let kept = memo(
                dependingOnPlatform: setAttributes.variesByPlatform(attribute)
                    || setAttributes.variesByPlatform(Consumer.xcconfigAttribute))
            return try kept.remember(attribute.index, .read) {
                let xcconfig = try value(for: Consumer.xcconfigAttribute)
                return try merge(attribute, xcconfig, value(for: attribute))
            }
        case .dependencies:
            return try memo(for: attribute).remember(attribute.index, .read) { .array(try dependencyNames()) }
        }
    }

    /// Whether `read(attribute)` is known, without reading, not to throw (`readsThatCannotRaise` for one table
    /// attribute; for an attribute outside the table, only when it has no reader that may raise).
    public func readCannotRaise(_ attribute: Attribute) -> Bool {
        let bit = AttributeSet.bit(attribute.index)
        guard bit != 0 else { return !Consumer.readMayRaise(attribute) }
        return !readsThatCannotRaise(among: AttributeSet(bits: bit)).isEmpty
    }

    /// The members of `attributes` whose `read` is known, without reading, not to throw. A plain reader without a
    /// `prepare` hook throws only when merging Hashes (a Hash-valued attribute set at two levels); the other
    /// readers are known not to throw only when nothing they read is set (or, for the xcconfig-merging readers,
    /// when `xcconfig` is unset and the spec's own general Hash is the only value set). Worked out for the whole
    /// set with the readers' masks, where asking each member was a call (and a retained attribute) per member.
    public func readsThatCannotRaise(among attributes: AttributeSet) -> AttributeSet {
        let readers = Consumer.readerMasks
        let unset = ~setAttributes.setMask
        // (Set by nothing and without a `prepare` hook: what the dependencies and xcconfig-merging readers need.)
        let unsetUnprepared = unset & readers.withoutPrepare
        // (Preparing and merging nothing raises nothing, whatever the `prepare` hook.)
        var cannotRaise = ~readers.mayRaise | readers.plain & unset | readers.dependencies & unsetUnprepared
        if unsetUnprepared & AttributeSet.bit(Consumer.xcconfigAttribute.index) != 0 {
            let merging = attributes.bits & readers.mergingXcconfig
            cannotRaise |= merging & unsetUnprepared
            for attribute in AttributeSet(bits: merging & ~cannotRaise) where ownHashAlone(attribute) {
                cannotRaise |= AttributeSet.bit(attribute.index)
            }
        }
        return AttributeSet(bits: attributes.bits & cannotRaise)
    }

    /// The members of `attributes` whose `read` is known, without reading, to be an empty Array or Hash (and not to
    /// throw): those with a plain reader that nothing sets for this consumer and that read as their empty container
    /// then. (One mask operation for the whole set, as `readsThatCannotRaise`.)
    public func emptyContainerReads(among attributes: AttributeSet) -> AttributeSet {
        AttributeSet(bits: attributes.bits & Consumer.emptyContainersWhenUnset & ~setAttributes.setMask)
    }

    /// The members of `attributes` whose `read` is known, without reading, to be nil or false (and not to throw): those
    /// with a plain reader that nothing sets for this consumer and whose value is then nil or false (one mask
    /// operation, as `emptyContainerReads`).
    public func falsyReads(among attributes: AttributeSet) -> AttributeSet {
        AttributeSet(bits: attributes.bits & Consumer.falsyWhenUnset & ~setAttributes.setMask)
    }

    /// Whether `attribute` is one of `emptyContainerReads` (read, it is known to be an empty Array or Hash).
    public func readsAsEmptyContainer(_ attribute: Attribute) -> Bool {
        !emptyContainerReads(among: AttributeSet(bits: AttributeSet.bit(attribute.index))).isEmpty
    }

    /// The table attributes (bit `index`) with a plain reader whose `unsetValue` is an empty Array or Hash.
    private static let emptyContainersWhenUnset = AttributeSet(
        AttributeTable.all.filter { attribute in
            let role = attribute.consumerRole
            switch role.unsetValue {
            case .array(let items)?: return role.reader == .plain && items.isEmpty
            case .hash(let pairs)?: return role.reader == .plain && pairs.isEmpty
            default: return false
            }
        }
    ).bits

    /// The table attributes (bit `index`) with a plain reader whose `unsetValue` is nil or false.
    private static let falsyWhenUnset = AttributeSet(
        AttributeTable.all.filter { attribute in
            let role = attribute.consumerRole
            guard role.reader == .plain, let unset = role.unsetValue else { return false }
            return !unset.isTruthy
        }
    ).bits

    /// The table attributes (bit `index`) by their reader, as `readsThatCannotRaise` tells them apart.
    private struct ReaderMasks {
        /// Those whose read `readMayRaise` for some spec.
        let mayRaise = ReaderMasks.bits { Consumer.readMayRaise($0) }
        let plain = ReaderMasks.bits { $0.consumerRole.reader == .plain }
        let dependencies = ReaderMasks.bits { $0.consumerRole.reader == .dependencies }
        let mergingXcconfig = ReaderMasks.bits { $0.consumerRole.reader == .mergingXcconfig }
        /// Those without a `prepare` hook.
        let withoutPrepare = ReaderMasks.bits { $0.consumerRole.prepare == .none }

        private static func bits(of kind: (Attribute) -> Bool) -> UInt64 {
            AttributeSet(AttributeTable.all.filter(kind)).bits
        }
    }

    /// The table's reader masks, made once.
    private static let readerMasks = ReaderMasks()

    /// Whether the spec alone sets `attribute`, without a `prepare` hook, in general only (not in this platform's
    /// Hash, and no ancestor it inherits from sets it) and to a Hash: the value read is then that Hash, merged
    /// with nothing, and merging it onto the empty Hash an unset `xcconfig` reads as raises nothing.
    private func ownHashAlone(_ attribute: Attribute) -> Bool {
        guard attribute.consumerRole.prepare == .none, setAttributes.setByOwnGeneralValueOnly(attribute),
            case .hash = declared[attribute]
        else { return false }
        return true
    }

    /// Whether `read(attribute)` may raise for some spec: false for an attribute without a reader, and
    /// for a plain reader without a `prepare` hook that merges no Hashes (`readCannotRaise` is then true).
    public static func readMayRaise(_ attribute: Attribute) -> Bool {
        let role = attribute.consumerRole
        switch role.reader {
        case .none: return false
        case .plain: return role.prepare != .none || role.container == .hash
        case .dependencies, .mergingXcconfig: return true
        }
    }

    /// `consumer.dependencies`: a `Dependency` per entry of the (inherited, merged) Hash.
    /// - Throws: `ArgumentError` ``Illformed requirement `…` `` for a bad requirement.
    public func dependencies() throws -> [Dependency] {
        try memo(for: Consumer.dependenciesAttribute).dependencies { try makeDependencies() }
    }

    private func makeDependencies() throws -> [Dependency] {
        var dependencies: [Dependency] = []
        try forEachDependencyEntry(reserving: { dependencies.reserveCapacity($0) }) { name, requirements in
            dependencies.append(try Dependency(name: name.rubyToS, storedRequirements: requirements))
        }
        return dependencies
    }

    /// The names of `dependencies()` (Strings), throwing what it throws, without building the dependencies.
    private func dependencyNames() throws -> [PodValue] {
        var names: [PodValue] = []
        try forEachDependencyEntry(reserving: { names.reserveCapacity($0) }) { name, requirements in
            let text = name.rubyToS
            try Dependency.validate(name: text, storedRequirements: requirements)
            names.append(.string(text))
        }
        return names
    }

    /// Calls `body` with the name and stored requirements of each entry of the `dependencies` value (a Hash,
    /// or an Array of `[name, requirements]` pairs and names), after `reserving` with the number of entries.
    /// - Throws: `NoMethodError` (`map`) for any other value, and what `body` throws.
    private func forEachDependencyEntry(
        reserving: (_ count: Int) -> Void, _ body: (_ name: PodValue, _ requirements: PodValue) throws -> Void
    ) throws {
        let value = try value(for: Consumer.dependenciesAttribute)
        switch value {
        case .hash(let h):
            reserving(h.count)
            for (name, requirements) in h { try body(name, requirements) }
        case .array(let a):
            reserving(a.count)
            for item in a {
                if case .array(let pair) = item {
                    try body(pair.first ?? .null, pair.count > 1 ? pair[1] : .null)
                } else {
                    try body(item, .null)
                }
            }
        default: throw RubyErrors.noMethod("map", on: value)
        }
    }

    /// `value_for_attribute`: value with inheritance, else the attribute's default, else an empty container.
    public func value(for attribute: Attribute) throws -> PodValue {
        let role = attribute.consumerRole
        // Nothing set (most attributes of most specs): the value is a constant, kept nowhere, `prepare` hook or not
        // (preparing and merging nothing gives the prepared nothing).
        if isUnset(attribute), let unset = role.unsetValue { return unset }
        if let own = try ownValueAlone(attribute) { return own }
        return try memo(for: attribute).remember(attribute.index, .value) { try computeValue(for: attribute) }
    }

    /// The spec's own general value of `attribute`, prepared, when it is the only value there is, else nil: without
    /// a `prepare` hook, set by nothing else (no platform Hash, no ancestor). The read is then the value as written,
    /// or the Array an Array container makes of it (`[*value].compact`, a String wrapped): an array read, or a small
    /// Array made, kept nowhere (kept, a wrapped String cost more to compute, keep, find and free than to wrap again).
    private func ownValueAlone(_ attribute: Attribute) throws -> PodValue? {
        guard attribute.consumerRole.prepare == .none, setAttributes.setByOwnGeneralValueOnly(attribute) else {
            return nil
        }
        return try prepare(attribute, declared[attribute])
    }

    /// The String the spec alone writes for `attribute` when `read(attribute)` is an Array of it alone: a plain reader
    /// into an Array container without a `prepare` hook, set by nothing else (no platform Hash, no ancestor). Else nil.
    /// (A check that looks at the items read looks at it as written: the Array the read makes was made and freed.)
    public func ownStringReadAsArray(_ attribute: Attribute) -> String? {
        let role = attribute.consumerRole
        guard role.reader == .plain, role.container == .array, role.prepare == .none,
            setAttributes.setByOwnGeneralValueOnly(attribute), case .string(let text) = declared[attribute]
        else { return nil }
        return text
    }

    /// `value(for:)` the long way: with inheritance, merged and defaulted, kept nowhere.
    func computeValue(for attribute: Attribute) throws -> PodValue {
        attribute.consumerRole.defaulted(try valueWithInheritance(attribute))
    }

    /// Default values (`Attribute#default`): the only four attributes that declare one.
    static let defaults: [String: PodValue] = [
        "requires_arc": true, "static_framework": false, "deprecated": false, "requires_app_host": false,
    ]

    /// The attribute's container. `script_phases` is declared `:types => [Hash], :container => Array`
    /// in CocoaPods (its `supported_types` print the same as the table's `[Hash, Array]`), so a single
    /// Hash is wrapped in an Array when read.
    static func container(of attribute: Attribute) -> Attribute.ValueType? {
        attribute.consumerRole.container
    }

    /// The table's attribute named `name` (a bare attribute for unknown names).
    public static func attributeNamed(_ name: String) -> Attribute {
        AttributeTable.attribute(named: name) ?? Attribute(name)
    }

    private static let xcconfigAttribute = attributeNamed("xcconfig")
    private static let dependenciesAttribute = attributeNamed("dependencies")

    // MARK: Inheritance and platforms

    /// Whether neither the spec nor (for an inherited attribute) an ancestor sets `attribute`, in general or
    /// in this platform's hash: most attributes of most specs, read by every check of every consumer.
    public func isUnset(_ attribute: Attribute) -> Bool {
        if attribute.index >= 0 && attribute.index < 64 {
            return setAttributes.isUnset(attribute)
        }
        return isUnsetOutsideMasks(attribute)
    }

    /// The members of `attributes` that are not `isUnset`: the spec or an ancestor sets them (one mask operation,
    /// where asking `isUnset` of each member was a call per member).
    public func attributesSet(among attributes: AttributeSet) -> AttributeSet {
        AttributeSet(bits: attributes.bits & setAttributes.setMask)
    }

    /// `isUnset` for an attribute without a bit in the masks, looked up by name in the spec and its ancestors
    /// (kept apart so that the bit test, made for every check of every consumer, stays a short function).
    private func isUnsetOutsideMasks(_ attribute: Attribute) -> Bool {
        let name = attribute.name
        func unset(_ spec: Specification) -> Bool {
            if let value = spec.attributes[name], value != .null { return false }
            if attribute.multiPlatform, case .hash(let platformHash)? = spec.attributes[platformName],
                let value = platformHash[.string(name)], value != .null
            {
                return false
            }
            return true
        }
        return unset(node.spec) && (!attribute.inherited || node.ancestors.allSatisfy(unset))
    }

    /// The spec's value merged onto its ancestors' (root first) for an inherited attribute, else its own.
    /// Each spec's raw value is prepared leaf first (so the first error is the leaf's, as in CocoaPods'
    /// recursion), then merged root first.
    private func valueWithInheritance(_ attribute: Attribute) throws -> PodValue {
        // (An ancestor that sets nothing gives the prepared nothing, which merging leaves as it is, and raises
        // nothing: when no ancestor sets the attribute, the value is the spec's own.)
        guard attribute.inherited, !node.ancestors.isEmpty, !setAttributes.ancestorsLeaveUnset(attribute) else {
            return try rawValue(attribute, of: shared)
        }
        // (A spec of the chain that writes nothing for the attribute gives the prepared nothing, which merging leaves
        // out: without a `prepare` hook, when no platform Hash of the chain writes it, only the specs that write it
        // in general are read and merged. Most inherited values are written by one spec: then none is merged.)
        let skipsSilentSpecs =
            attribute.consumerRole.prepare == .none && setAttributes.platformHashesLeaveUnset(attribute)
        // (One spec writes it: its value is the value, with no Array of values made to merge.)
        if skipsSilentSpecs, let writer = onlyWriter(of: attribute) { return try rawValue(attribute, of: writer) }
        // (Made with room for the whole chain: growing it one ancestor at a time reallocated it.)
        var raws: [PodValue] = []
        raws.reserveCapacity(node.ancestors.count + 1)
        // (The spec's, then each ancestor's values by attribute, through the chain of reads: looking them up by name
        // hashed it.)
        var chain: SpecReads? = shared
        while let reads = chain {
            if !skipsSilentSpecs || reads.declared.declares(attribute) {
                raws.append(try rawValue(attribute, of: reads))
            }
            chain = reads.parent
        }
        var value = raws[raws.count - 1]
        for raw in raws.dropLast().reversed() { value = try merge(attribute, consume value, raw) }
        return value
    }

    /// The reads of the only spec of the chain (the spec, then its ancestors) that writes `attribute` in general, nil
    /// when none or several do.
    private func onlyWriter(of attribute: Attribute) -> SpecReads? {
        var writer: SpecReads?
        var reads: SpecReads? = shared
        while let current = reads {
            if current.declared.declares(attribute) {
                guard writer == nil else { return nil }
                writer = current
            }
            reads = current.parent
        }
        return writer
    }

    /// The value the spec `reads` reads (this consumer's or an ancestor) gives `attribute` on this platform, prepared:
    /// its top-level value, merged with its value under the platform's name (for the consumer's own spec, the
    /// `ownPlatformValue` found once).
    private func rawValue(_ attribute: Attribute, of reads: SpecReads) throws -> PodValue {
        var value = try prepare(attribute, reads.declared[attribute])
        guard attribute.multiPlatform else { return value }
        let platformHash = reads === shared ? ownPlatformValue : reads.declared.platformValue(named: platformName)
        if let platformHash, platformHash.isTruthy {
            let platformValue: PodValue
            if case .hash(let h) = platformHash {
                platformValue = Consumer.value(underString: attribute.name, in: h) ?? .null
            } else {
                platformValue = .null
            }
            value = try merge(attribute, consume value, try prepare(attribute, platformValue))
        }
        return value
    }

    /// `hash[name]` for the String key `name`: the keys gone through in order, each String's text compared with
    /// `name` (a lookup made a String value of `name` and hashed it; keys are unique: the first match is the one).
    static func value(underString name: String, in hash: OrderedDictionary<PodValue, PodValue>) -> PodValue? {
        let keys = hash.keys.elements
        for offset in keys.indices {
            if case .string(let key) = keys[offset], key == name { return hash.values.elements[offset] }
        }
        return nil
    }

    // MARK: merge_values

    /// `merge_values`: nil-aware; Boolean-typed attributes take the new value, Arrays concatenate,
    /// Hashes merge with `merge_hash_value`, anything else takes the new value.
    /// (The values are consumed: the one that is the result is moved into it rather than copied, then freed.)
    func merge(_ attribute: Attribute, _ existing: consuming PodValue, _ new: consuming PodValue) throws -> PodValue {
        if new == .null { return existing }
        if existing == .null { return new }
        if attribute.consumerRole.takesNewValue { return new }
        switch attribute.consumerRole.container {
        case .array?:
            return .array(Consumer.compactSum(existing, new))
        case .hash?:
            guard case .hash(var merged) = existing else { throw RubyErrors.noMethod("merge", on: existing) }
            guard case .hash(let incoming) = new else { throw RubyErrors.noImplicitConversion(new, into: "Hash") }
            // (Merged onto nothing, as onto the empty Hash an unset `xcconfig` reads as, the new Hash is the result.)
            if merged.isEmpty { return new }
            for (key, value) in incoming {
                if let old = merged[key] {
                    merged[key] = try mergeHashValue(attribute, old, value)
                } else {
                    merged[key] = value
                }
            }
            return .hash(merged)
        default:
            return new
        }
    }

    private func mergeHashValue(_ attribute: Attribute, _ old: PodValue, _ new: PodValue) throws -> PodValue {
        if attribute.consumerRole.isInfoPlist { return new }
        if attribute.consumerRole.isXcconfig, spec.kind != .library { return new }
        if case .array = new { return .array(Consumer.compactSum(old, new)) }
        if case .array = old { return .array(Consumer.compactSum(old, new)) }
        // `old + ' ' + new`
        switch old {
        case .string(let o):
            guard case .string(let n) = new else { throw RubyErrors.noImplicitConversion(new, into: "String") }
            return .string(o + " " + n)
        case .integer, .float:
            throw ModelError(.typeError, "String can't be coerced into \(old.rubyClassName)")
        default:
            throw RubyErrors.noMethod("+", on: old)
        }
    }

    /// Ruby's `[*value]`: nil ⇒ `[]`, an Array as is, a Hash as its pairs, anything else wrapped.
    public static func splat(_ value: PodValue) -> [PodValue] {
        switch value {
        case .null: []
        case .array(let a): a
        case .hash(let h): h.map { .array([$0.key, $0.value]) }
        default: [value]
        }
    }

    /// Ruby's `Array(value)` (same as the splat for the values that occur here).
    static func arrayOf(_ value: PodValue) -> [PodValue] { splat(value) }

    /// `(Array(first) + Array(second)).compact`: the items other than nil of both, in order, in one array made
    /// with room for them all (adding the two, then filtering the sum, made two arrays).
    static func compactSum(_ first: PodValue, _ second: PodValue) -> [PodValue] {
        let head = arrayOf(first)
        let tail = arrayOf(second)
        // (Added to nothing, the second's items are the sum as they are when none is nil: no copy is made.)
        if head.isEmpty, !tail.contains(.null) { return tail }
        var sum: [PodValue] = []
        sum.reserveCapacity(head.count + tail.count)
        for item in head where item != .null { sum.append(item) }
        for item in tail where item != .null { sum.append(item) }
        return sum
    }

    // MARK: prepare_value

    /// `prepare_value`: Array containers wrap the value (`[hash]` or `[*v].compact`), then the
    /// attribute's `_prepare_*` hook runs.
    /// (`raw` is consumed: the value read for the attribute is moved into the result rather than copied, then freed.)
    func prepare(_ attribute: Attribute, _ raw: consuming PodValue) throws -> PodValue {
        let role = attribute.consumerRole
        return try Consumer.prepare(raw, container: role.container, hook: role.prepare)
    }

    /// `prepare_value` of `raw` for an attribute read into `container` whose `_prepare_*` hook is `hook`.
    static func prepare(_ raw: consuming PodValue, container: Attribute.ValueType?, hook: ConsumerRole.Prepare) throws
        -> PodValue
    {
        var value = raw
        if container == .array {
            switch value {
            case .hash: value = .array([value])
            case .null: value = .array([])
            case .array(let items): if items.contains(.null) { value = .array(items.filter { $0 != .null }) }
            default: value = .array([value])
            }
        }
        switch hook {
        case .none: return value
        case .prefixHeaderContents: return try Consumer.preparePrefixHeader(value)
        case .testType: return try Consumer.prepareTestType(value)
        case .scriptPhases: return try Consumer.prepareScriptPhases(value)
        case .scheme:
            if case .hash = value { return try Consumer.symbolizeKeys(value, recursive: false) }
            return .null
        case .onDemandResources: return try Consumer.prepareOnDemandResources(value)
        case .resourceBundles: return try Consumer.prepareResourceBundles(value)
        }
    }

    static func preparePrefixHeader(_ value: PodValue) throws -> PodValue {
        guard value.isTruthy else { return .null }
        var text = value
        if case .array(let items) = value { text = .string(items.map(joinText).joined(separator: "\n")) }
        guard case .string(let s) = text else { throw RubyErrors.noMethod("strip_heredoc", on: text) }
        return .string(RubyText.chomp(RubyText.stripHeredoc(s)))
    }

    /// `Array#join`'s rendering of an element (nested arrays joined recursively).
    static func joinText(_ value: PodValue) -> String {
        if case .array(let items) = value { return items.map(joinText).joined(separator: "\n") }
        return value.rubyToS
    }

    static func prepareTestType(_ value: PodValue) throws -> PodValue {
        switch value {
        case .null, .bool(false): return .null
        case .string(let s), .symbol(let s): return .symbol(s)
        default: throw RubyErrors.noMethod("to_sym", on: value)
        }
    }

    static func prepareScriptPhases(_ value: PodValue) throws -> PodValue {
        guard value.isTruthy else { return .null }
        guard case .array(let phases) = value else { return value }
        var result: [PodValue] = []
        for phase in phases {
            guard case .hash = phase, case .hash(var symbolized) = try symbolizeKeys(phase, recursive: true) else {
                continue
            }
            if let position = symbolized[.symbol("execution_position")] {
                symbolized[.symbol("execution_position")] = try toSymbol(position)
            } else {
                symbolized[.symbol("execution_position")] = .symbol("any")
            }
            result.append(.hash(symbolized))
        }
        return .array(result)
    }

    static func prepareOnDemandResources(_ value: PodValue) throws -> PodValue {
        var result = OrderedDictionary<PodValue, PodValue>()
        guard value.isTruthy else { return .hash(result) }
        for (key, patterns) in try eachPair(value) {
            switch patterns {
            case .string, .array:
                result[key] = [
                    .symbol("paths"): .array(splat(patterns).filter { $0 != .null }),
                    .symbol("category"): .symbol("download_on_demand"),
                ]
            case .hash:
                let options = try symbolizeKeys(patterns, recursive: false)
                let category = options["category"].map { $0 } ?? .symbol("download_on_demand")
                result[key] = [
                    .symbol("paths"): .array(splat(options["paths"] ?? .null).filter { $0 != .null }),
                    .symbol("category"): try toSymbol(category),
                ]
            default:
                throw ModelError(.standardError, "Unknown on demand resource value type `\(patterns.rubyToS)`.")
            }
        }
        return .hash(result)
    }

    static func prepareResourceBundles(_ value: PodValue) throws -> PodValue {
        var result = OrderedDictionary<PodValue, PodValue>()
        guard value.isTruthy else { return .hash(result) }
        for (key, patterns) in try eachPair(value) {
            result[key] = .array(splat(patterns).filter { $0 != .null })
        }
        return .hash(result)
    }

    /// `value.each do |key, value|`: a Hash's pairs, or an Array's elements destructured.
    static func eachPair(_ value: PodValue) throws -> [(PodValue, PodValue)] {
        switch value {
        case .hash(let h): return h.map { ($0.key, $0.value) }
        case .array(let items):
            return items.map { item in
                if case .array(let pair) = item { return (pair.first ?? .null, pair.count > 1 ? pair[1] : .null) }
                return (item, .null)
            }
        default: throw RubyErrors.noMethod("each", on: value)
        }
    }

    /// `to_sym` of a String or Symbol.
    static func toSymbol(_ value: PodValue) throws -> PodValue {
        switch value {
        case .string(let s), .symbol(let s): return .symbol(s)
        default: throw RubyErrors.noMethod("to_sym", on: value)
        }
    }

    /// `Specification.convert_keys_to_symbol`: keys `to_sym`, nested Hashes too when recursive.
    /// (The result made with room for every key: growing it one key at a time cost more. A Hash whose keys are
    /// Symbols already, as a Ruby podspec writes them, is its own result: no copy is made.)
    public static func symbolizeKeys(_ value: PodValue, recursive: Bool) throws -> PodValue {
        guard case .hash(let h) = value, !hasSymbolKeys(h, recursive: recursive) else { return value }
        // (Keys that are all Strings, as JSON writes them, make Symbols as distinct as they are: the result is made
        // from its keys and values without looking each key up in it.)
        // (A String key's `to_sym` raises nothing: the keys are made first, then the values.)
        if h.keys.allSatisfy({ if case .string = $0 { true } else { false } }) {
            var keys: [PodValue] = []
            keys.reserveCapacity(h.count)
            for key in h.keys { keys.append(try toSymbol(key)) }
            // (Values with no Hash to convert are the result's as they are: their Array is shared, not copied.)
            let convertsValues = recursive && h.values.contains { if case .hash = $0 { true } else { false } }
            let values =
                convertsValues ? try h.values.map { try symbolizedItem($0, recursive: true) } : h.values.elements
            return .hash(OrderedDictionary(uncheckedUniqueKeys: keys, values: values))
        }
        var result = OrderedDictionary<PodValue, PodValue>(minimumCapacity: h.count)
        for (key, item) in h {
            result[try toSymbol(key)] = try symbolizedItem(item, recursive: recursive)
        }
        return .hash(result)
    }

    /// A value of a Hash whose keys `symbolizeKeys` converts: its own keys converted too when it is a Hash and
    /// the conversion is `recursive`, else as it is.
    private static func symbolizedItem(_ item: PodValue, recursive: Bool) throws -> PodValue {
        guard recursive, case .hash = item else { return item }
        return try symbolizeKeys(item, recursive: true)
    }

    /// Whether every key of `hash` is a Symbol, and (when `recursive`) every key of the Hashes it holds.
    private static func hasSymbolKeys(_ hash: OrderedDictionary<PodValue, PodValue>, recursive: Bool) -> Bool {
        for (key, item) in hash {
            guard case .symbol = key else { return false }
            if recursive, case .hash(let nested) = item, !hasSymbolKeys(nested, recursive: true) { return false }
        }
        return true
    }
}

/// Which table attributes (bit `index`) the spec and its ancestors set to something other than nil,
/// in general and in the consumer's platform hash: one pass over each spec's keys answers `isUnset` for
/// every attribute, where looking each attribute up compared its name with every key.
struct SetAttributes: Sendable {
    let own: UInt64
    let ownPlatform: UInt64
    let ancestors: UInt64
    let ancestorsPlatform: UInt64
    /// The table attributes `isUnset` is false for, all at once: those the spec sets (in general, or in this
    /// platform's Hash when multi-platform), and the inherited ones an ancestor sets (likewise). Made once, as
    /// the masks it comes from are.
    let setMask: UInt64

    /// The masks of a consumer of the spec `shared` reads (whose top-level masks are made once per spec),
    /// whose own value under the platform's name is `ownPlatformValue`, and whose ancestors set
    /// `ancestorsPlatform` in their platform Hashes.
    init(ownPlatformValue: PodValue?, of shared: SpecReads, ancestorsPlatform: UInt64) {
        own = shared.declared.setMask
        ancestors = shared.ancestorsMask
        ownPlatform = SetAttributes.platformMask(ownPlatformValue)
        self.ancestorsPlatform = ancestorsPlatform
        func sets(_ general: UInt64, _ platform: UInt64) -> UInt64 {
            general | platform & SetAttributes.multiPlatformBits
        }
        setMask = sets(own, ownPlatform) | sets(ancestors, ancestorsPlatform) & SetAttributes.inheritedBits
    }

    /// The attributes a spec's value under a platform's name sets (String keys of a platform Hash).
    static func platformMask(_ platformValue: PodValue?) -> UInt64 {
        guard case .hash(let hash)? = platformValue else { return 0 }
        var platform: UInt64 = 0
        for (subKey, subValue) in hash where subValue != .null {
            if case .string(let name) = subKey, let index = AttributeTable.index(named: name) {
                platform |= AttributeSet.bit(index)
            }
        }
        return platform
    }

    /// Whether the spec or an ancestor writes some attribute in this platform's Hash: else no value
    /// `variesByPlatform`.
    var setsPlatformValues: Bool { ownPlatform | ancestorsPlatform != 0 }

    /// Whether the value of the table attribute `attribute` may differ from the other platforms': the spec,
    /// or an ancestor it inherits from, writes it in this platform's Hash. (Where no platform Hash writes it,
    /// merging in the platform's nothing leaves the general value as it is, whatever the attribute.)
    func variesByPlatform(_ attribute: Attribute) -> Bool {
        guard attribute.multiPlatform else { return false }
        let bit = AttributeSet.bit(attribute.index)
        return ownPlatform & bit != 0 || (attribute.inherited && ancestorsPlatform & bit != 0)
    }

    /// Whether neither the spec nor an ancestor writes the table attribute `attribute` in this platform's Hash (an
    /// attribute that is not multi-platform is read from no platform Hash).
    func platformHashesLeaveUnset(_ attribute: Attribute) -> Bool {
        guard attribute.multiPlatform else { return true }
        let bit = AttributeSet.bit(attribute.index)
        return bit != 0 && (ownPlatform | ancestorsPlatform) & bit == 0
    }

    /// Whether no ancestor sets the table attribute `attribute`, in general or (for a multi-platform one) in
    /// this platform's Hash; false for an attribute outside the table.
    func ancestorsLeaveUnset(_ attribute: Attribute) -> Bool {
        let bit = AttributeSet.bit(attribute.index)
        guard bit != 0 else { return false }
        return ancestors & bit == 0 && (!attribute.multiPlatform || ancestorsPlatform & bit == 0)
    }

    /// Whether the spec sets the table attribute `attribute` in general, and neither in this platform's Hash
    /// nor (for an inherited attribute) through an ancestor: its own general value is the only one there is.
    func setByOwnGeneralValueOnly(_ attribute: Attribute) -> Bool {
        let bit = AttributeSet.bit(attribute.index)
        guard own & bit != 0, !attribute.multiPlatform || ownPlatform & bit == 0 else { return false }
        return !attribute.inherited || ancestorsLeaveUnset(attribute)
    }

    /// The table's multi-platform attributes (bit `index`).
    private static let multiPlatformBits = AttributeSet(AttributeTable.all.filter(\.multiPlatform)).bits
    /// The table's inherited attributes (bit `index`).
    private static let inheritedBits = AttributeSet(AttributeTable.all.filter(\.inherited)).bits

    /// Whether nothing sets the table attribute `attribute` for this consumer: its bit is not in `setMask`
    /// (an attribute outside the table has none).
    @inline(__always) func isUnset(_ attribute: Attribute) -> Bool {
        setMask & AttributeSet.bit(attribute.index) == 0
    }
}

/// A consumer's reads so far, by attribute index (`value(for:)` and `read(_:)` separately). A read
/// is a pure function of the spec tree, the platform and the attribute, so it is kept, failures too.
final class Memo: Sendable {
    enum Kind: Int {
        case value = 0, read = 1, accessor = 2

        /// How many kinds there are: the slots of an attribute.
        static var count: Int { 3 }
    }

    /// The reads kept: a consumer reads a fraction of the table, so only the reads made are stored (an
    /// array of every slot's result cost more to make and free); their positions are held inline (an
    /// array of them, allocated at the first read kept, cost an allocation per memo).
    private struct Slots {
        /// Room for three slots per attribute of a table of up to 64 (`SetAttributes`' masks have a bit
        /// per attribute). A slot beyond is not kept.
        typealias Positions = InlineArray<192, Int16>
        static var capacity: Int { Positions.count }
        /// For each (index, kind): 0 when not read yet, n > 0 for `values[n - 1]`, n < 0 for `failures[-n - 1]`.
        var positions = Positions(repeating: 0)
        var values: [PodValue] = []
        var failures: [ModelError] = []
        /// The consumer's dependencies once made, or the failure making them (kept with the slots, under one lock:
        /// a second `Mutex` of its own was a second value to copy out and destroy with every memo).
        var dependencies: Result<[Dependency], ModelError>?

        func position(_ slot: Int) -> Int16 { positions[slot] }

        /// Keeps `value` as the result of `slot`.
        mutating func keep(_ value: PodValue, at slot: Int) {
            if values.isEmpty { values.reserveCapacity(16) }
            values.append(value)
            positions[slot] = Int16(values.count)
        }

        /// Keeps `error` as the result of `slot`.
        mutating func keep(_ error: ModelError, at slot: Int) {
            failures.append(error)
            positions[slot] = -Int16(failures.count)
        }
    }

    /// How many (index, kind) slots a memo keeps.
    static var capacity: Int { Slots.capacity }

    private let slots = Mutex(Slots())

    /// The consumer's dependencies kept, else `make`'s, kept (a `ModelError` too).
    func dependencies(_ make: () throws -> [Dependency]) throws -> [Dependency] {
        if let kept = slots.withLock({ $0.dependencies }) { return try kept.get() }
        do {
            let made = try make()
            slots.withLock { $0.dependencies = .success(made) }
            return made
        } catch let error as ModelError {
            slots.withLock { $0.dependencies = .failure(error) }
            throw error
        }
    }

    /// Whether a value (not a failure) is kept for (`index`, `kind`): `remember` would return it without computing.
    func keepsValue(_ index: Int, _ kind: Kind) -> Bool {
        guard let slot = Memo.slot(index, kind) else { return false }
        return slots.withLock { $0.position(slot) > 0 }
    }

    /// The slot of (`index`, `kind`), nil for an attribute outside the table (index -1) or beyond `Slots.capacity`.
    @inline(__always) private static func slot(_ index: Int, _ kind: Kind) -> Int? {
        let slot = index * Kind.count + kind.rawValue
        return index >= 0 && slot < Slots.capacity ? slot : nil
    }

    /// The value kept for (`index`, `kind`), else `compute`'s, kept. Attributes outside the
    /// table (index -1), slots beyond `Slots.capacity` and errors other than `ModelError` are not kept.
    func remember(_ index: Int, _ kind: Kind, _ compute: () throws -> PodValue) throws -> PodValue {
        guard let slot = Memo.slot(index, kind) else { return try compute() }
        // (`PodValue` is `ExpressibleByNilLiteral`: a `nil` here would be `.null`, not "none kept".)
        let (position, kept): (Int16, PodValue?) = slots.withLock { slots in
            let position = slots.position(slot)
            return (position, position > 0 ? Optional.some(slots.values[Int(position) - 1]) : Optional.none)
        }
        if let kept { return kept }
        if position < 0 { throw slots.withLock { slots in slots.failures[Int(-position) - 1] } }
        do {
            let value = try compute()
            slots.withLock { $0.keep(value, at: slot) }
            return value
        } catch let error as ModelError {
            slots.withLock { $0.keep(error, at: slot) }
            throw error
        }
    }
}

/// What the consumers of one spec (one per platform) share: the node, the values its spec writes, the
/// attributes its ancestors set, and the reads that come out the same on every platform.
public final class SpecReads: Sendable {
    public let node: SpecNode
    /// The values the spec itself writes (`spec.attributes_hash`), by attribute.
    public let declared: DeclaredValues
    /// The table attributes (bit `index`) the ancestors set to something other than nil, at top level.
    let ancestorsMask: UInt64
    /// By `PlatformName.dslPosition`: the table attributes the ancestors set in that platform's Hash.
    private let ancestorsPlatformMasks: PlatformMasks
    /// One mask per name of `PlatformName.dslOrder`.
    typealias PlatformMasks = InlineArray<5, UInt64>
    /// The reads that do not depend on the platform, by attribute index.
    let memo = Memo()
    /// The spec's `available_platforms` (its parent's, shared, when the spec writes no platform names).
    private let availablePlatformsKept: AvailablePlatforms
    /// The reads of the spec's parent, nil for a root: the ancestors' values are read through them by attribute.
    let parent: SpecReads?

    /// The reads of `node`: for a child, made on the reads of its parent (made likewise, up to the root).
    public convenience init(_ node: SpecNode) {
        if let parentNode = node.parent {
            self.init(node, parent: SpecReads(parentNode))
        } else {
            self.init(root: node)
        }
    }

    /// The reads of the root `node`: no ancestor sets anything.
    private init(root node: SpecNode) {
        self.node = node
        declared = DeclaredValues(attributes: node.spec.attributes)
        ancestorsMask = 0
        ancestorsPlatformMasks = PlatformMasks(repeating: 0)
        availablePlatformsKept = AvailablePlatforms(platformsWritten: [declared[SpecReads.platformsAttribute]])
        parent = nil
    }

    /// The reads of `node`, a child of the spec `parent` reads: what the ancestors set is the parent's
    /// ancestors' and its own, known already (going through every ancestor's keys again cost more).
    public init(_ node: SpecNode, parent: SpecReads) {
        self.node = node
        self.parent = parent
        declared = DeclaredValues(attributes: node.spec.attributes)
        ancestorsMask = parent.ancestorsMask | parent.declared.setMask
        var masks = parent.ancestorsPlatformMasks
        for platform in PlatformName.dslOrder {
            masks[platform.dslPosition] |= SetAttributes.platformMask(parent.declared.platformValue(platform))
        }
        ancestorsPlatformMasks = masks
        let platforms = declared[SpecReads.platformsAttribute]
        availablePlatformsKept =
            Specification.writesNoPlatformNames(platforms)
            ? parent.availablePlatformsKept
            : parent.availablePlatformsKept.extended(with: platforms)
    }

    /// The reads of the spec whose platform-independent read of `attribute` is this spec's: for an inherited attribute
    /// without a `prepare` hook (the xcconfigs aside, whose Hashes merge by the reading spec's kind), the nearest spec
    /// of the chain (this one, then its ancestors) that writes it in general, as merging a spec's nothing leaves its
    /// parent's value as it is; this spec for any other attribute.
    /// (When no ancestor writes it either, this spec: then nothing writes it where the read does not depend on the
    /// platform, and the read is a constant that is not kept.)
    func readsOwner(of attribute: Attribute) -> SpecReads {
        let bit = AttributeSet.bit(attribute.index)
        guard declared.setMask & bit == 0, ancestorsMask & bit != 0, attribute.inherited else { return self }
        let role = attribute.consumerRole
        guard role.prepare == .none, !role.isXcconfig, var reads = parent else { return self }
        while reads.declared.setMask & bit == 0, let parent = reads.parent { reads = parent }
        return reads
    }

    /// The table attributes the ancestors set in their Hash for the platform `platformName` (which is `known`
    /// when CocoaPods knows it): noted along the chain for a known platform, else looked up in each ancestor.
    func ancestorsPlatformMask(_ platformName: String, known: PlatformName?) -> UInt64 {
        if let known { return ancestorsPlatformMasks[known.dslPosition] }
        return node.ancestors.reduce(0) { $0 | SetAttributes.platformMask($1.attributes[platformName]) }
    }

    /// The table attribute `platforms`, whose value each spec of the chain writes.
    private static let platformsAttribute = Consumer.attributeNamed("platforms")

    /// `available_platforms` of the spec (`Specification.availablePlatforms(ancestors:)`), from the `platforms`
    /// values noted along the chain rather than looked up by name in every spec's attributes; made once per
    /// chain of specs that write no platform names.
    /// - Throws: `ArgumentError` for a malformed deployment target.
    public func availablePlatforms() throws -> [Platform] {
        try availablePlatformsKept.platforms()
    }

    /// `read()`'s value for `attribute`, a read of the spec made outside its consumers (the linter's root
    /// accessors): kept like the consumers' reads (failures too), so each is made once per spec.
    public func accessorRead(_ attribute: Attribute, _ read: () throws -> PodValue) throws -> PodValue {
        try memo.remember(attribute.index, .accessor, read)
    }

    /// Whether `accessorRead(attribute, …)` was made and gave a value (not an error): made again, it gives that value
    /// without reading.
    public func accessorReadKeptValue(_ attribute: Attribute) -> Bool {
        memo.keepsValue(attribute.index, .accessor)
    }
}
