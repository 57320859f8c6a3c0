import OrderedCollections

/// The platform readers of `Pod::Specification` (specification.rb `available_platforms` and helpers).
/// The model keeps no parent links, so each takes the spec's ancestors, root first.
extension Specification {
    /// `platform_hash`: the `platforms` value as a Hash — a String `s` ⇒ `{s => nil}`, an Array ⇒
    /// each element ⇒ nil, a Hash as is, anything else ⇒ `{}`.
    public var platformHash: OrderedDictionary<PodValue, PodValue> {
        switch attributes["platforms"] {
        case .string(let s)?: return [.string(s): .null]
        case .array(let items)?:
            var result = OrderedDictionary<PodValue, PodValue>()
            for item in items { result[item] = .null }
            return result
        case .hash(let h)?: return h
        default: return [:]
        }
    }

    /// `platform_hash.keys`, without making the Hash (an Array's elements once each, in order).
    var writtenPlatformNames: [PodValue] { Specification.platformNames(writtenAs: attributes["platforms"]) }

    /// `platform_hash.keys` of a spec whose `platforms` value is `platforms` (nil when it writes none).
    private static func platformNames(writtenAs platforms: PodValue?) -> [PodValue] {
        switch platforms {
        case .string(let s)?: return [.string(s)]
        case .array(let items)?: return Array(OrderedSet(items))
        case .hash(let h)?: return Array(h.keys)
        default: return []
        }
    }

    /// Whether a spec whose `platforms` value is `platforms` names no platform (`platform_hash` is empty): its
    /// supported platform names and deployment targets are then its parent's.
    static func writesNoPlatformNames(_ platforms: PodValue?) -> Bool {
        platformNames(writtenAs: platforms).isEmpty
    }

    /// `supported_platform_names`: the own `platforms` keys, else the nearest ancestor's.
    public func supportedPlatformNames(ancestors: [Specification]) -> [PodValue] {
        Specification.supportedPlatformNames(writtenAs: platformsValues(ancestors: ancestors))
    }

    /// `supported_platform_names` of a spec whose chain (the spec, then its ancestors nearest first) writes
    /// `platformsValues`: the first non-empty `platform_hash.keys`.
    private static func supportedPlatformNames(writtenAs platformsValues: [PodValue?]) -> [PodValue] {
        for platforms in platformsValues {
            let names = platformNames(writtenAs: platforms)
            if !names.isEmpty { return names }
        }
        return []
    }

    /// `deployment_target(name)`: the own raw value for the platform key `name.to_s`, else the
    /// nearest ancestor's (a `nil`/`false` value falls through to the parent, up to the root's).
    public func rawDeploymentTarget(_ name: String, ancestors: [Specification]) -> PodValue {
        Specification.rawDeploymentTarget(name, writtenAs: platformsValues(ancestors: ancestors))
    }

    /// `deployment_target(name)` of a spec whose chain (the spec, then its ancestors nearest first) writes
    /// `platformsValues`.
    private static func rawDeploymentTarget(_ name: String, writtenAs platformsValues: [PodValue?]) -> PodValue {
        var value = PodValue.null
        for platforms in platformsValues {
            value = ownDeploymentTarget(name, writtenAs: platforms)
            if value.isTruthy { break }
        }
        return value
    }

    /// `platform_hash[name]` without making the Hash: a String or Array `platforms` maps every name to nil.
    private static func ownDeploymentTarget(_ name: String, writtenAs platforms: PodValue?) -> PodValue {
        guard case .hash(let platforms)? = platforms else { return .null }
        return platforms[.string(name)] ?? .null
    }

    /// The `platforms` values of the spec, then of its ancestors nearest first (nil where one writes none).
    private func platformsValues(ancestors: [Specification]) -> [PodValue?] {
        [attributes["platforms"]] + ancestors.reversed().map { $0.attributes["platforms"] }
    }

    /// `available_platforms`: a `Platform` for each supported platform name with its deployment
    /// target; all five of `PlatformName.dslOrder` (without targets, unless an ancestor gives one)
    /// when no spec in the chain names a platform.
    /// - Parameter ancestors: the parent chain, root first (empty for a root spec).
    /// - Throws: `ArgumentError` "Malformed version number string X" for a bad deployment target.
    public func availablePlatforms(ancestors: [Specification]) throws -> [Platform] {
        try Specification.availablePlatforms(platformsWritten: platformsValues(ancestors: ancestors))
    }

    /// `available_platforms` of a spec whose chain (the spec, then its ancestors nearest first) writes
    /// `platformsValues` for `platforms` (nil or `.null` where one writes none).
    public static func availablePlatforms(platformsWritten platformsValues: [PodValue?]) throws -> [Platform] {
        let written = supportedPlatformNames(writtenAs: platformsValues)
        // Each platform is made straight from its name, with no list of the names' strings made first.
        if written.isEmpty {
            return try PlatformName.dslOrder.map { try platform(named: $0.rawValue, writtenAs: platformsValues) }
        }
        return try written.map { try platform(named: $0.rubyToS, writtenAs: platformsValues) }
    }

    /// The `Platform` named `name` of a chain that writes `platformsValues`, with its deployment target.
    private static func platform(named name: String, writtenAs platformsValues: [PodValue?]) throws -> Platform {
        try Platform(name: name, target: rawDeploymentTarget(name, writtenAs: platformsValues))
    }

    /// `available_platforms` for a root spec.
    public func availablePlatforms() throws -> [Platform] { try availablePlatforms(ancestors: []) }
}
