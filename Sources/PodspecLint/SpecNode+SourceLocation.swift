import PodspecModel

extension SpecNode {
    /// Where `key` (an attribute name) was written for this spec: the attribute itself, its form
    /// for `platform`, its form for any platform, then the spec's own line, then `root`'s.
    func sourceLocation(of key: String, platform: String?, root: SpecNode) -> SourceLocation? {
        let locations = spec.locations
        if let found = locations[key] { return found }
        if let platform, let found = locations["\(platform).\(key)"] { return found }
        for name in PlatformName.dslOrder {
            if let found = locations[key, platform: name] { return found }
        }
        return spec.location ?? root.spec.location
    }
}
