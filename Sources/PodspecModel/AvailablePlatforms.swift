import Synchronization

/// `available_platforms` of one chain of specs, made at the first call and kept. A spec that writes no
/// platform names shares its parent's (`SpecReads` hands it on): its names and deployment targets are
/// then the parent's, so the platforms (and their `Version`s) are parsed once for the whole chain.
final class AvailablePlatforms: Sendable {
    /// The `platforms` values the spec, then its ancestors nearest first, write (nil or `.null` where one writes none).
    let platformsWritten: [PodValue?]
    /// The platforms made, once made (a failure is not kept: it ends the lint).
    private let kept = Mutex<[Platform]?>(nil)

    init(platformsWritten: [PodValue?]) {
        self.platformsWritten = platformsWritten
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
