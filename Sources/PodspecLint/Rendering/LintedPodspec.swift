import PodspecModel
import PodspecReader

/// One podspec's lint outcome, as the renderers need it.
public struct LintedPodspec: Sendable, Hashable {
    /// The path as given on the command line.
    public var file: String
    /// The root's name and raw version, when the spec loaded.
    public var name: String?
    public var version: String?
    public var loaded: Bool
    public var results: LintResults
    /// What follows ` -> ` in the console: `Spec#to_s` (`Name (1.0)`), or the file's base name
    /// when the spec did not load.
    public var displayName: String

    public init(
        file: String, name: String?, version: String?, loaded: Bool, results: LintResults, displayName: String
    ) {
        self.file = file
        self.name = name
        self.version = version
        self.loaded = loaded
        self.results = results
        self.displayName = displayName
    }

    /// Lints a loaded specification read from `file`.
    public init(file: String, specification: Specification) {
        let node = SpecNode(root: specification)
        self.init(
            file: file, name: node.name, version: specification.attributes["version"]?.stringValue, loaded: true,
            results: Linter(specification, file: file).lint(),
            displayName: (try? node.description()) ?? node.name ?? LintedPodspec.basename(file))
    }

    /// The outcome for a podspec that could not be loaded (L1).
    public init(loadFailure: LoadFailure) {
        self.init(
            file: loadFailure.path, name: nil, version: nil, loaded: false, results: Linter.lint(loadFailure: loadFailure),
            displayName: LintedPodspec.basename(loadFailure.path))
    }

    /// Loads the podspec at `path` (as given) and lints it; a load failure gives the L1 outcome.
    public static func lint(path: String, environment: [String: String]) -> LintedPodspec {
        do {
            return LintedPodspec(file: path, specification: try PodspecLoader.load(path: path, environment: environment))
        } catch {
            return LintedPodspec(loadFailure: LoadFailure(error))
        }
    }

    public static func basename(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
