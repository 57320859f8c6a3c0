/// `Pod::Platform`: a platform name with an optional deployment target.
///
/// Equality is Ruby's: same name and deployment targets equal by segments (`9.0 == 9`);
/// the hash uses the name only.
public struct Platform: Sendable, Hashable, CustomStringConvertible {
    /// The symbolic name, lower-cased (`ios`, `osx`, …; unknown names are kept, e.g. `android`).
    public let symbolicName: String
    public let deploymentTarget: Version?
    /// The platform as a `PlatformName`, when it is one CocoaPods knows.
    public let name: PlatformName?

    /// A known platform with an optional target.
    public init(_ name: PlatformName, deploymentTarget: Version? = nil) {
        self.symbolicName = name.rawValue
        self.name = name
        self.deploymentTarget = deploymentTarget
    }

    /// `Platform.new(input, target)`: the input lower-cased (`macos` → `osx`, `xros` → `visionos`);
    /// the target (String, Integer, Float, `Pod::Version`, or a Hash's `:deployment_target`)
    /// through `Version.create`. A `nil`/`false` target means none.
    /// - Throws: `ArgumentError` "Malformed version number string X" for a bad target.
    public init(name: String, target: PodValue = .null) throws {
        // (A known platform's symbol name, as most podspecs write it, is lower-case already and parses as itself:
        // it is taken as it is, without making its lower-cased copy.)
        if let known = PlatformName(rawValue: name) {
            self.name = known
            symbolicName = known.rawValue
        } else {
            let lowered = name.lowercased()
            self.name = PlatformName(parsingLowercased: lowered)
            symbolicName = self.name?.rawValue ?? lowered
        }
        var target = target
        if case .hash(let h) = target { target = h[.symbol("deployment_target")] ?? .null }
        deploymentTarget = target.isTruthy ? try Version.create(target) : nil
    }

    /// `Platform.string_name`: `iOS`, `macOS`, `tvOS`, `visionOS`, `watchOS`, else the symbol.
    public var displayName: String { name?.displayName ?? symbolicName }

    /// `to_s`: `iOS 9.0`, or `iOS` without a deployment target.
    public var displayString: String {
        deploymentTarget.map { "\(displayName) \($0.string)" } ?? displayName
    }

    public var description: String { displayString }

    /// `supports?(other)`: same name and, when both have targets, `other`'s ≤ this one's (by segments).
    public func supports(_ other: Platform) -> Bool {
        guard other.symbolicName == symbolicName else { return false }
        guard let mine = deploymentTarget, let theirs = other.deploymentTarget else { return true }
        return theirs.compareSegments(mine) <= 0
    }

    public static func == (a: Platform, b: Platform) -> Bool {
        guard a.symbolicName == b.symbolicName else { return false }
        switch (a.deploymentTarget, b.deploymentTarget) {
        case (nil, nil): return true
        case (let x?, let y?): return x.isEqualBySegments(y)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(symbolicName) }
}
