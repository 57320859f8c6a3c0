/// One attribute of CocoaPods' podspec DSL, as data (cocoapods-core `Specification::DSL::Attribute`).
public struct Attribute: Sendable, Hashable {
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

    public init(
        _ name: String, rootOnly: Bool = false, multiPlatform: Bool? = nil, inherited: Bool? = nil,
        required: Bool = false, types: [ValueType] = [.string], container: ValueType? = nil,
        keys: Keys? = nil, filePatterns: Bool = false, testOnly: Bool = false, singular: String? = nil
    ) {
        self.name = name
        self.rootOnly = rootOnly
        self.multiPlatform = multiPlatform ?? !rootOnly
        self.inherited = inherited ?? rootOnly
        self.required = required
        self.supportedTypes = types + (container.map { [$0] } ?? [])
        self.container = container
        self.keys = keys
        self.filePatterns = filePatterns
        self.testOnly = testOnly
        self.singularName = singular
    }

    /// CocoaPods' printed list of supported types, e.g. `[String, Array, Hash, Hash]`.
    public var supportedTypesDescription: String {
        "[" + supportedTypes.map(\.rawValue).joined(separator: ", ") + "]"
    }
}
