import PodspecModel

/// An example podspec for a check: a JSON fragment laid over `baseline` (a clean spec named
/// `Pod`; a `null` in the fragment removes the key) and every result linting it must report, in
/// order, with severity, attribute and rule: nothing more, nothing less. An example with no
/// expected results must lint clean.
public struct LintExample: Sendable, CustomStringConvertible {
    /// A result an example must report. `rule` is nil for the check the example belongs to; another
    /// check's result (the example also triggers it) names that check.
    public struct Result: Sendable, Hashable {
        public let severity: Diagnostic.Severity
        public let attribute: String
        public let message: String
        public let rule: String?

        public static func error(_ attribute: String, _ message: String, rule: String? = nil) -> Result {
            Result(severity: .error, attribute: attribute, message: message, rule: rule)
        }

        public static func warning(_ attribute: String, _ message: String, rule: String? = nil) -> Result {
            Result(severity: .warning, attribute: attribute, message: message, rule: rule)
        }
    }

    public let fragment: String
    public let expected: [Result]
    /// The file name the spec is linted as.
    public let file: String

    /// The file name examples are linted as unless they say otherwise.
    public static let defaultFile = "Pod.podspec.json"

    public init(_ fragment: String, _ expected: [Result] = [], file: String = defaultFile) {
        self.fragment = fragment
        self.expected = expected
        self.file = file
    }

    /// Whether the example should produce results.
    public var triggers: Bool { !expected.isEmpty }

    /// The messages it expects from the check `identifier` (the catalogue lists them).
    public func messages(of identifier: String) -> [String] {
        expected.filter { ($0.rule ?? identifier) == identifier }.map(\.message)
    }

    public var description: String { fragment }

    /// A spec that lints clean on its own.
    public static let baseline = """
        {"name": "Pod", "version": "1.0.0", "summary": "Does pod things.",
         "description": "Does pod things, and more.", "homepage": "https://example.org/pod",
         "license": {"type": "MIT", "file": "LICENSE"}, "authors": {"Jane": "jane@example.org"},
         "source": {"git": "https://example.org/pod.git", "tag": "1.0.0"},
         "platforms": {"ios": "12.0"}, "source_files": "Sources/**/*.swift"}
        """

    /// The example's specification: `baseline` with the fragment's keys replaced or added.
    public func specification() throws -> Specification {
        guard case .hash(var base) = try JSONReader.parse(LintExample.baseline),
            case .hash(let overrides) = try JSONReader.parse(fragment)
        else { throw ModelError(.argumentError, "example is not a JSON object: \(fragment)") }
        for (key, value) in overrides {
            if value == .null { base[key] = nil } else { base[key] = value }
        }
        return try Specification.fromHash(.hash(base))
    }
}
