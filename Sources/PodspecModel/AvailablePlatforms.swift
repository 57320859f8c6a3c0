import Synchronization

/// `available_platforms` of one chain of specs, made at the first call and kept. A spec that writes no
/// platform names shares its parent's (`SpecReads` hands it on): its names and deployment targets are
/// then the parent's, so the platforms (and their `Version`s) are parsed once for the whole chain. So does a spec
/// that writes the same `platforms` value as its parent, or as the sibling before it (test specs often repeat one).
final class AvailablePlatforms: Sendable {
    /// The `platforms` values the spec, then its ancestors nearest first, write (nil or `.null` where one writes none).
    let platformsWritten: [PodValue?]
    /// The platforms made, once made (a failure is not kept: it ends the lint).
    private let kept = Mutex<[Platform]?>(nil)
    /// The chain `extended(with:)` made last on this one (for a child spec), for the next child to share.
    private let lastExtension = Mutex<AvailablePlatforms?>(nil)

    init(platformsWritten: [PodValue?]) {
        self.platformsWritten = platformsWritten
    }

    /// The chain of a child spec that writes `platforms` (which names platforms) on this chain. When the child writes
    /// what this chain's nearest spec writes, each name and target falls through to the same values: this chain. When
    /// the child before it on this chain wrote the same: that child's chain. Else a new chain, kept for the next child.
    func extended(with platforms: PodValue) -> AvailablePlatforms {
        if platformsWritten.first == platforms { return self }
        if let last = lastExtension.withLock({ $0 }), last.platformsWritten.first == platforms { return last }
        let made = AvailablePlatforms(platformsWritten: [platforms] + platformsWritten)
        lastExtension.withLock { $0 = made }
        return made
    }

    /// The chain's `available_platforms` (`Specification.availablePlatforms(platformsWritten:)`).
    /// - Throws: `ArgumentError` for a malformed deployment target.
    func platforms() throws -> [Platform] {
        if let platforms = kept.withLock({ $0 }) { return platforms }
        let made = try Specification.availablePlatforms(platformsWritten: platformsWritten)
        kept.withLock { $0 = made }
        return made
    }
}
