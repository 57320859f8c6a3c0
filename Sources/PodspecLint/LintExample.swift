import PodspecModel

/// An example podspec for a check: a JSON fragment laid over `baseline` (a clean spec named
/// `Pod`; a `null` in the fragment removes the key) and the messages linting it must report.
/// An example with no expected messages must lint clean.
public struct LintExample: Sendable, CustomStringConvertible {
    public let fragment: String
    public let expected: [String]
    /// The file name the spec is linted as.
    public let file: String

    /// The file name examples are linted as unless they say otherwise.
    public static let defaultFile = "Pod.podspec.json"

    public init(_ fragment: String, _ expected: [String] = [], file: String = defaultFile) {
        self.fragment = fragment
        self.expected = expected
        self.file = file
    }

    /// Whether the example should produce results.
    public var triggers: Bool { !expected.isEmpty }

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
