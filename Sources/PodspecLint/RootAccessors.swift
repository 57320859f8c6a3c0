import OrderedCollections
import PodspecModel

/// The readers `Pod::Specification` has for root attributes (`RootAttributesAccessors`,
/// `module_name`), as the linter calls them: on a spec they read **that spec's own** hash
/// (so a subspec's `homepage` is its own), except `version`, which is the root's.
enum RootAccessors {
    /// What `read` does for an attribute: decided once per table attribute, not per read.
    private enum Reader {
        case name, version, swiftVersions, cocoapodsVersion, authors, license, source, heredocChomp, screenshots
        case moduleName, defaultSubspecs, raw

        init(_ name: String) {
            switch name {
            case "name": self = .name
            case "version": self = .version
            case "swift_versions": self = .swiftVersions
            case "cocoapods_version": self = .cocoapodsVersion
            case "authors": self = .authors
            case "license": self = .license
            case "source": self = .source
            case "summary", "description", "prepare_command": self = .heredocChomp
            case "screenshots": self = .screenshots
            case "module_name": self = .moduleName
            case "default_subspecs": self = .defaultSubspecs
            default: self = .raw
            }
        }
    }

    /// The reader of each table attribute, by `Attribute.index`.
    private static let readers = AttributeTable.all.map { Reader($0.name) }

    /// `spec.send(name)`; `.null` for Ruby `nil`.
    /// - Throws: the Ruby error the reader raises (malformed version, bad authors entry, …).
    static func read(_ name: String, of node: SpecNode) throws -> PodValue {
        try read(Consumer.attributeNamed(name), of: node, own: DeclaredValues(node.spec))
    }

    /// `spec.send(attribute.name)`, where `own` holds the values `node`'s spec writes.
    static func read(_ attribute: Attribute, of node: SpecNode, own: DeclaredValues) throws -> PodValue {
        // (The written value is looked up by the readers that use it: the name's, version's, swift_versions' and
        // module_name's do not, and a lookup copied a value each read.)
        var raw: PodValue { own[attribute] }
        switch attribute.index >= 0 ? readers[attribute.index] : Reader(attribute.name) {
        case .name: return node.name.map(PodValue.string) ?? .null
        case .version: return .version(try version(of: node, own: own).string)
        case .swiftVersions: return try swiftVersions(own)
        case .cocoapodsVersion: return .string(try Requirement.create(raw).description)
        case .authors: return try authors(raw)
        case .license: return try license(raw)
        case .source:
            let source = raw
            if case .hash = source { return try Consumer.symbolizeKeys(source, recursive: true) }
            return source
        case .heredocChomp: return try heredocChomp(raw)
        case .screenshots: return .array(Consumer.splat(raw))
        case .moduleName: return moduleName(own)
        case .defaultSubspecs:
            let subspecs = raw
            return .array(Consumer.splat(subspecs == .null ? own["default_subspec"] : subspecs))
        case .raw: return raw
        }
    }

    /// Whether `read(attribute, of: node, …)` reads the root spec whatever `node` is (`version`): the same
    /// value on every spec of the tree.
    static func readsRootSpec(_ attribute: Attribute) -> Bool {
        attribute.index >= 0 && readers[attribute.index] == .version
    }

    /// Whether `read(attribute, …, own:)` is the value the spec writes, as written (an array read that cannot throw).
    static func readsAsWritten(_ attribute: Attribute) -> Bool {
        attribute.index >= 0 && readers[attribute.index] == .raw
    }

    /// Whether `read(attribute, …, own:)` is known, without reading, not to throw: its reader never
    /// does, or the spec writes nothing for it and the reader makes nothing out of nothing.
    static func readCannotRaise(_ attribute: Attribute, own: DeclaredValues) -> Bool {
        switch attribute.index >= 0 ? readers[attribute.index] : Reader(attribute.name) {
        case .name, .screenshots, .raw, .moduleName, .defaultSubspecs: return true
        case .authors, .license, .source, .heredocChomp, .cocoapodsVersion: return !own.declares(attribute)
        case .swiftVersions: return !own.declares(attribute) && own.legacySwiftVersion.isNull
        case .version: return false
        }
    }

    /// Whether `read(attribute, …)` may raise for a spec that writes nothing for `attribute` (else
    /// `readCannotRaise` is true for every such spec: the reader makes nothing out of nothing).
    static func readMayRaiseUndeclared(_ attribute: Attribute) -> Bool {
        switch attribute.index >= 0 ? readers[attribute.index] : Reader(attribute.name) {
        case .name, .screenshots, .raw, .moduleName, .defaultSubspecs: return false
        case .authors, .license, .source, .heredocChomp, .cocoapodsVersion: return false
        // (`swift_versions` reads the legacy `swift_version` too; `version` is the root's.)
        case .swiftVersions, .version: return true
        }
    }

    /// Whether `read(attribute, …)` may raise for some spec (`readCannotRaise` is true when it may not).
    static func readMayRaise(_ attribute: Attribute) -> Bool {
        switch attribute.index >= 0 ? readers[attribute.index] : Reader(attribute.name) {
        case .name, .screenshots, .raw, .moduleName, .defaultSubspecs: return false
        case .authors, .license, .source, .heredocChomp, .cocoapodsVersion, .swiftVersions, .version: return true
        }
    }

    /// `version`: `Version.new(root.attributes_hash['version'])`, where `own` holds the values `node`'s spec writes.
    /// (The root's value by attribute when `node` is the root, as for every read the linter keeps: looked up by name,
    /// the name was hashed.)
    static func version(of node: SpecNode, own: DeclaredValues) throws -> Version {
        let raw = node.isRoot ? own[versionAttribute] : node.root.spec.attributes["version"] ?? .null
        return try Version(rubyValue: raw)
    }

    /// The table attribute `version`.
    private static let versionAttribute = Consumer.attributeNamed("version")

    /// `swift_versions`: `Array(swift_versions)` plus the legacy `swift_version`, as Versions, `uniq.sort`.
    static func swiftVersions(_ own: DeclaredValues) throws -> PodValue {
        var values = Consumer.splat(own["swift_versions"])
        let legacy = own.legacySwiftVersion
        if !legacy.isNull { values.append(legacy) }
        var versions: [Version] = []
        for value in values {
            let version = try Version(rubyValue: value)
            if !versions.contains(version) { versions.append(version) }
        }
        return .array(versions.sorted().map { .version($0.string) })
    }

    /// `authors`: a Hash as is; an Array of Strings/Hashes merged into a Hash; a String ⇒ `{s => nil}`.
    static func authors(_ raw: PodValue) throws -> PodValue {
        switch raw {
        case .hash: return raw
        case .string: return oneEntryHash(raw, .null)
        case .array(let items):
            var result = OrderedDictionary<PodValue, PodValue>()
            for item in items {
                switch item {
                case .string: result[item] = .null
                case .hash(let h): for (k, v) in h { result[k] = v }
                default: throw RubyErrors.noImplicitConversion(item, into: "Hash")
                }
            }
            return .hash(result)
        default: return .null
        }
    }

    /// `license`: a String ⇒ `{:type => s}`; a Hash symbolised with `:text` strip_heredoc'd; else `{}`.
    static func license(_ raw: PodValue) throws -> PodValue {
        switch raw {
        case .string: return oneEntryHash(.symbol("type"), raw)
        case .hash:
            guard case .hash(var h) = try Consumer.symbolizeKeys(raw, recursive: true) else { return .hash([:]) }
            if let text = h[.symbol("text")], text.isTruthy {
                guard case .string(let s) = text else { throw RubyErrors.noMethod("strip_heredoc", on: text) }
                h[.symbol("text")] = .string(RubyText.stripHeredoc(s))
            }
            return .hash(h)
        default: return .hash([:])
        }
    }

    /// The Hash `{key => value}`, made from its key and value (a Hash literal made an Array of pairs first, then
    /// the Hash's two Arrays from it: `authors` and `license` make one for most specs).
    private static func oneEntryHash(_ key: PodValue, _ value: PodValue) -> PodValue {
        .hash(OrderedDictionary(uncheckedUniqueKeys: [key], values: [value]))
    }

    /// `value.strip_heredoc.chomp if value`.
    static func heredocChomp(_ raw: PodValue) throws -> PodValue {
        guard raw.isTruthy else { return .null }
        guard case .string(let s) = raw else { throw RubyErrors.noMethod("strip_heredoc", on: raw) }
        return .string(RubyText.chomp(RubyText.stripHeredoc(s)))
    }

    /// `module_name`: the own `module_name`, else the C99-ified `header_dir` or name.
    static func moduleName(_ own: DeclaredValues) -> PodValue {
        let value = own[moduleNameAttribute]
        if value.isTruthy { return value }
        for attribute in moduleNameFallbacks {
            let value = own[attribute]
            if !value.isNull { return .string(RubyText.c99Identifier(value.rubyToS)) }
        }
        return .null
    }

    /// The attributes `moduleName` reads, looked up once: `module_name`, then the fallbacks `header_dir` and `name`.
    private static let moduleNameAttribute = Consumer.attributeNamed("module_name")
    private static let moduleNameFallbacks = ["header_dir", "name"].map(Consumer.attributeNamed)
}
