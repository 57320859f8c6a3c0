/// The platforms CocoaPods knows, by their internal (symbol) names.
public enum PlatformName: String, Sendable, Hashable, CaseIterable, Comparable {
    case ios, osx, tvos, visionos, watchos

    /// `Specification::DSL::PLATFORMS`: the order used when a spec declares no platform.
    public static let dslOrder: [PlatformName] = [.osx, .ios, .tvos, .visionos, .watchos]
    /// `Platform.all`: the order of `Validator::VALID_PLATFORMS` and `pod search` flags.
    public static let allOrder: [PlatformName] = [.ios, .osx, .watchos, .visionos, .tvos]

    /// The platform whose symbol name is `rawValue`, written out rather than synthesized: the synthesized one
    /// compares `rawValue` with each name in turn, where most strings asked about (a spec's keys) are told from
    /// every name by their byte count alone.
    public init?(rawValue: String) {
        switch rawValue.utf8.count {
        case 3 where rawValue == "ios": self = .ios
        case 3 where rawValue == "osx": self = .osx
        case 4 where rawValue == "tvos": self = .tvos
        case 7 where rawValue == "watchos": self = .watchos
        case 8 where rawValue == "visionos": self = .visionos
        default: return nil
        }
    }

    /// Parses a user- or podspec-given name the way `Platform.new` does (`macos` → `osx`, `xros` → `visionos`).
    public init?(parsing input: String) { self.init(parsingLowercased: input.lowercased()) }

    /// `init(parsing:)` of an input already lower-cased: a symbol name (`init(rawValue:)`, told apart by byte
    /// count first), else one of the two other names `Platform.new` takes.
    init?(parsingLowercased input: String) {
        if let name = PlatformName(rawValue: input) {
            self = name
            return
        }
        switch input.utf8.count {
        case 4 where input == "xros": self = .visionos
        case 5 where input == "macos": self = .osx
        default: return nil
        }
    }

    /// The position of the platform in `dslOrder` (a switch: looking it up compared names).
    var dslPosition: Int {
        switch self {
        case .osx: 0
        case .ios: 1
        case .tvos: 2
        case .visionos: 3
        case .watchos: 4
        }
    }

    /// `Platform.string_name`: `iOS`, `macOS`, `tvOS`, `visionOS`, `watchOS`.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .osx: "macOS"
        case .tvos: "tvOS"
        case .visionos: "visionOS"
        case .watchos: "watchOS"
        }
    }

    public static func < (a: PlatformName, b: PlatformName) -> Bool { a.rawValue < b.rawValue }
}
