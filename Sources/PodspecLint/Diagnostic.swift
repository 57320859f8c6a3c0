import PodspecModel

/// One lint result, as CocoaPods records it (`Specification::Linter::Results::Result`).
public struct Diagnostic: Sendable, Hashable {
    /// CocoaPods' result types; the Linter makes errors and warnings, the Validator adds notes.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        case error, warning, note

        /// The console label, `ljust(5)`-padded: `ERROR`, `WARN `, `NOTE `.
        public var consoleLabel: String {
            switch self {
            case .error: "ERROR"
            case .warning: "WARN "
            case .note: "NOTE "
            }
        }
    }

    public var severity: Severity
    /// The attribute name as CocoaPods prints it (`attributes`, `keys`, `File Patterns`, `source`, …).
    public var attribute: String
    /// CocoaPods' exact message.
    public var message: String
    /// Symbolic platform names, one per time the result was added while a consumer was set
    /// (duplicates kept). Usually `PlatformName` raw values, but a podspec can declare any name.
    public var platforms: [String]
    /// Whether `--private` suppresses this result.
    public var publicOnly: Bool
    /// Where the attribute concerned was written, when known: a line of the podspec, or of `file`.
    public var location: SourceLocation?
    /// The file `location` is in when it is not the podspec (ours): the source file of an unresolved
    /// import, relative to the current folder for `lib lint`, to the pod's source for `spec lint`.
    public var file: String?
    /// The first subspec that reported the result (ours): `Root/Sub`; nil when only the root did.
    public var subspec: String?
    /// The identifier of the check that produced it (`podspec lint rules` lists them), when known.
    public var rule: String?
    /// The subspecs a full-validation result was reported for (CocoaPods' `Validator::Result#subspecs`),
    /// printed as `[A/B,A/C] `; empty for linter results.
    public var subspecs: [String] = []

    public init(
        _ severity: Severity, attribute: String, message: String, platforms: [String] = [],
        publicOnly: Bool = false, location: SourceLocation? = nil, rule: String? = nil
    ) {
        self.severity = severity
        self.attribute = attribute
        self.message = message
        self.platforms = platforms
        self.publicOnly = publicOnly
        self.location = location
        self.rule = rule
    }

    /// The platforms CocoaPods knows among `platforms`, in order.
    public var knownPlatforms: [PlatformName] { platforms.compactMap(PlatformName.init(rawValue:)) }
}
