import PodspecModel

/// One podspec's outcome of the ``LintPipeline``, as the renderers need it: plain data (making one
/// runs nothing).
public struct LintedPodspec: Sendable, Hashable {
    /// The path as given on the command line.
    public var file: String
    /// The root's name and raw version, when the spec loaded.
    public var name: String?
    public var version: String?
    public var loaded: Bool
    public var results: LintResults
    /// What follows ` -> ` in the console: `Spec#to_s` (`Name (1.0)`), or the file's base name
    /// when the spec did not load. (Made when asked: see ``DisplayName``.)
    public var displayName: String {
        get { deferredDisplayName.text }
        set { deferredDisplayName = DisplayName(text: newValue) }
    }
    private var deferredDisplayName: DisplayName
    /// What the full validation tells the user besides results (CocoaPods' `UI.warn`, e.g. the
    /// `.swift-version` deprecation); the caller shows them.
    public var notices: [String] = []
    /// With `--no-clean` or `--validation-dir`, the folder the remote source was fetched into and kept.
    public var keptSource: String?

    public init(
        file: String, name: String?, version: String?, loaded: Bool, results: LintResults, displayName: String
    ) {
        self.file = file
        self.name = name
        self.version = version
        self.loaded = loaded
        self.results = results
        deferredDisplayName = DisplayName(text: displayName)
    }

    /// A loaded `specification` read from `file`, with its `results`.
    /// (Its properties set here, not by the initializer above: called from here, it made the value, then copied it into
    /// `self` and destroyed it.)
    public init(file: String, specification: Specification, results: LintResults) {
        let name = SpecNode.rootName(of: specification)
        let rawVersion = specification.attributes["version"] ?? .null
        self.file = file
        self.name = name
        version = rawVersion.stringValue
        loaded = true
        self.results = results
        deferredDisplayName = DisplayName(rootName: name, rawVersion: rawVersion, file: file)
    }

    /// A podspec that could not be loaded, with its L1 `results`.
    public init(loadFailure: LoadFailure, results: LintResults) {
        self.init(
            file: loadFailure.path, name: nil, version: nil, loaded: false, results: results,
            displayName: LintedPodspec.basename(loadFailure.path))
    }

    public static func basename(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
