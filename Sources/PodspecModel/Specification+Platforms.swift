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
    var writtenPlatformNames: [PodValue] {
        switch attributes["platforms"] {
        case .string(let s)?: return [.string(s)]
        case .array(let items)?: return Array(OrderedSet(items))
        case .hash(let h)?: return Array(h.keys)
        default: return []
        }
    }

    /// `supported_platform_names`: the own `platforms` keys, else the nearest ancestor's.
    public func supportedPlatformNames(ancestors: [Specification]) -> [PodValue] {
        let own = writtenPlatformNames
        guard own.isEmpty else { return own }
        for ancestor in ancestors.reversed() {
            let names = ancestor.writtenPlatformNames
            if !names.isEmpty { return names }
        }
        return own
    }

    /// `deployment_target(name)`: the own raw value for the platform key `name.to_s`, else the
    /// nearest ancestor's (a `nil`/`false` value falls through to the parent, up to the root's).
    public func rawDeploymentTarget(_ name: String, ancestors: [Specification]) -> PodValue {
        var value = ownDeploymentTarget(name)
        for ancestor in ancestors.reversed() {
            if value.isTruthy { break }
            value = ancestor.ownDeploymentTarget(name)
        }
        return value
    }

    /// `platform_hash[name]` without making the Hash: a String or Array `platforms` maps every name to nil.
    private func ownDeploymentTarget(_ name: String) -> PodValue {
        guard case .hash(let platforms)? = attributes["platforms"] else { return .null }
        return platforms[.string(name)] ?? .null
    }

    /// `available_platforms`: a `Platform` for each supported platform name with its deployment
    /// target; all five of `PlatformName.dslOrder` (without targets, unless an ancestor gives one)
    /// when no spec in the chain names a platform.
    /// - Parameter ancestors: the parent chain, root first (empty for a root spec).
    /// - Throws: `ArgumentError` "Malformed version number string X" for a bad deployment target.
    public func availablePlatforms(ancestors: [Specification]) throws -> [Platform] {
        var names = supportedPlatformNames(ancestors: ancestors).map(\.rubyToS)
        if names.isEmpty { names = PlatformName.dslOrder.map(\.rawValue) }
        return try names.map { name in
            try Platform(name: name, target: rawDeploymentTarget(name, ancestors: ancestors))
        }
    }

    /// `available_platforms` for a root spec.
    public func availablePlatforms() throws -> [Platform] { try availablePlatforms(ancestors: []) }
}
