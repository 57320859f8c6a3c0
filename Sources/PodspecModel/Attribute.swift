/// One attribute of CocoaPods' podspec DSL, as data (cocoapods-core `Specification::DSL::Attribute`).
///
/// A class: the linter walks `AttributeTable.all` for every spec and platform, and a reference is copied
/// with one retain where the struct took one per field. Equality and hashing are by value (the fields).
public final class Attribute: Sendable, Hashable {
    /// Ruby classes an attribute accepts, as printed in type errors.
    public enum ValueType: String, Sendable, Hashable {
        case string = "String"
        case array = "Array"
        case hash = "Hash"
        case trueClass = "TrueClass"
        case falseClass = "FalseClass"
        case symbol = "Symbol"
    }

    /// Allowed sub-keys: a flat list, or primary keys each with their allowed secondary keys.
    public enum Keys: Sendable, Hashable {
        case list([String])
        case primary([(String, [String])])

        public static func == (a: Keys, b: Keys) -> Bool {
            switch (a, b) {
            case (.list(let x), .list(let y)): x == y
            case (.primary(let x), .primary(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
            default: false
            }
        }
        public func hash(into h: inout Hasher) {
            switch self {
            case .list(let x): h.combine(x)
            case .primary(let x): h.combine(x.map(\.0))
            }
        }
    }

    public let name: String
    public let rootOnly: Bool
    public let multiPlatform: Bool
    public let inherited: Bool
    public let required: Bool
    /// `supported_types` in CocoaPods' order, duplicates kept (`types + [container]`).
    public let supportedTypes: [ValueType]
    /// The container class (`Array` or `Hash`), when the attribute has one.
    public let container: ValueType?
    public let keys: Keys?
    public let filePatterns: Bool
    public let testOnly: Bool
    /// Writer alias `"#{singular}="`, when CocoaPods defines one.
    public let singularName: String?
    /// The attribute's position in `AttributeTable.all` (-1 for one made outside the table): lets a
    /// consumer keep what it read in an array instead of a dictionary keyed by name.
    public let index: Int
    /// What `Consumer` does with the attribute, decided once from its name (not per read).
    let consumerRole: ConsumerRole

    public init(
        _ name: String, rootOnly: Bool = false, multiPlatform: Bool? = nil, inherited: Bool? = nil,
        required: Bool = false, types: [ValueType] = [.string], container: ValueType? = nil,
        keys: Keys? = nil, filePatterns: Bool = false, testOnly: Bool = false, singular: String? = nil
    ) {
        self.index = -1
        self.name = name
        self.rootOnly = rootOnly
        self.multiPlatform = multiPlatform ?? !rootOnly
        self.inherited = inherited ?? rootOnly
        self.required = required
        let supportedTypes = types + (container.map { [$0] } ?? [])
        self.supportedTypes = supportedTypes
        self.container = container
        self.keys = keys
        self.filePatterns = filePatterns
        self.testOnly = testOnly
        self.singularName = singular
        self.consumerRole = ConsumerRole(name: name, container: container, supportedTypes: supportedTypes)
    }

    /// `attribute` at position `index` of `AttributeTable.all`.
    init(_ attribute: Attribute, index: Int) {
        self.name = attribute.name
        self.rootOnly = attribute.rootOnly
        self.multiPlatform = attribute.multiPlatform
        self.inherited = attribute.inherited
        self.required = attribute.required
        self.supportedTypes = attribute.supportedTypes
        self.container = attribute.container
        self.keys = attribute.keys
        self.filePatterns = attribute.filePatterns
        self.testOnly = attribute.testOnly
        self.singularName = attribute.singularName
        self.index = index
        self.consumerRole = attribute.consumerRole
    }

    public static func == (a: Attribute, b: Attribute) -> Bool {
        a === b
            || (a.name == b.name && a.rootOnly == b.rootOnly && a.multiPlatform == b.multiPlatform
                && a.inherited == b.inherited && a.required == b.required && a.supportedTypes == b.supportedTypes
                && a.container == b.container && a.keys == b.keys && a.filePatterns == b.filePatterns
                && a.testOnly == b.testOnly && a.singularName == b.singularName && a.index == b.index)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(index)
    }

    /// CocoaPods' printed list of supported types, e.g. `[String, Array, Hash, Hash]`.
    public var supportedTypesDescription: String {
        "[" + supportedTypes.map(\.rawValue).joined(separator: ", ") + "]"
    }
}

/// How `Consumer` reads an attribute: flags it would otherwise look up by name on every read.
struct ConsumerRole: Sendable, Hashable {
    /// The consumer's reader for the attribute.
    enum Reader: Sendable, Hashable {
        /// No reader (`consumer.respond_to?(name)` is false).
        case none
        /// `value_for_attribute`.
        case plain
        /// `pod_target_xcconfig` / `user_target_xcconfig`: `xcconfig` merged in.
        case mergingXcconfig
        /// `dependencies`: the names of the `Dependency` objects.
        case dependencies
    }

    /// The attribute's `_prepare_*` hook.
    enum Prepare: Sendable, Hashable {
        case none, prefixHeaderContents, testType, scriptPhases, scheme, onDemandResources, resourceBundles
    }

    let reader: Reader
    let prepare: Prepare
    /// The container as the consumer reads it (`script_phases` is an Array container there).
    let container: Attribute.ValueType?
    /// `Attribute#default`.
    let defaultValue: PodValue?
    /// Whether `merge_values` takes the new value (Boolean-typed, no container).
    let takesNewValue: Bool
    /// `merge_hash_value`: `info_plist` takes the new value.
    let isInfoPlist: Bool
    /// `merge_hash_value`: xcconfigs take the new value outside library specs.
    let isXcconfig: Bool
    /// The value read when nothing sets the attribute: what preparing and merging nothing gives (an empty Array
    /// for Array containers, else nil, through the `prepare` hook), `defaulted`. Nil if preparing nothing raised
    /// (no hook does): such a read is made the long way.
    let unsetValue: PodValue?

    init(name: String, container: Attribute.ValueType?, supportedTypes: [Attribute.ValueType]) {
        switch name {
        case "pod_target_xcconfig", "user_target_xcconfig": reader = .mergingXcconfig
        case "dependencies": reader = .dependencies
        case "name", "requires_arc", "frameworks", "weak_frameworks", "libraries", "compiler_flags", "info_plist",
            "prefix_header_contents", "prefix_header_file", "module_name", "module_map", "header_dir",
            "header_mappings_dir", "requires_app_host", "app_host_name", "test_type", "source_files",
            "public_header_files", "project_header_files", "private_header_files", "vendored_frameworks",
            "vendored_libraries", "on_demand_resources", "resource_bundles", "script_phases", "scheme", "resources",
            "exclude_files", "preserve_paths":
            reader = .plain
        default: reader = .none
        }
        switch name {
        case "prefix_header_contents": prepare = .prefixHeaderContents
        case "test_type": prepare = .testType
        case "script_phases": prepare = .scriptPhases
        case "scheme": prepare = .scheme
        case "on_demand_resources": prepare = .onDemandResources
        case "resource_bundles": prepare = .resourceBundles
        default: prepare = .none
        }
        self.container = name == "script_phases" ? .array : container
        switch name {
        case "requires_arc": defaultValue = true
        case "static_framework", "deprecated", "requires_app_host": defaultValue = false
        default: defaultValue = nil
        }
        takesNewValue = supportedTypes.contains(.trueClass) && container == nil
        isInfoPlist = name == "info_plist"
        isXcconfig = ["pod_target_xcconfig", "user_target_xcconfig", "xcconfig"].contains(name)
        if let preparedNothing = try? Consumer.prepare(.null, container: self.container, hook: prepare) {
            unsetValue = ConsumerRole.defaulted(preparedNothing, defaultValue: defaultValue, container: self.container)
        } else {
            unsetValue = nil
        }
    }

    /// `value_for_attribute`'s fallbacks for `value`: nil gives the attribute's default, else an empty
    /// container, else nil.
    func defaulted(_ value: PodValue) -> PodValue {
        ConsumerRole.defaulted(value, defaultValue: defaultValue, container: container)
    }

    private static func defaulted(_ value: PodValue, defaultValue: PodValue?, container: Attribute.ValueType?)
        -> PodValue
    {
        guard value == .null else { return value }
        if let defaultValue { return defaultValue }
        guard let container else { return .null }
        return container == .array ? .array([]) : .hash([:])
    }
}
