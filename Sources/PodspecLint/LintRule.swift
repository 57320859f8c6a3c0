/// One check as the catalogue presents it (`podspec lint rules`, SARIF rules, the README): its
/// identifier, the messages it reports and examples that trigger it or lint clean. The full
/// validation's checks (they need the pod's files, its source or the network) say so, and say in
/// words what triggers them instead of giving examples.
public struct LintRule: Sendable {
    public let identifier: String
    /// CocoaPods' messages this check reports (from its triggering examples, in order).
    public let messages: [String]
    public let examples: [LintExample]
    /// The attributes its results name, when the check declares them (the validator's checks).
    public let attributes: [String]
    /// The severities its results have, when the check declares them (the validator's checks).
    public let severities: [Diagnostic.Severity]
    /// What triggers it, in words, for a check whose examples would need files.
    public let trigger: String?
    /// Whether only the full validation (lint without `--quick`) runs it.
    public let fullValidationOnly: Bool
    /// Whether the check is ours rather than CocoaPods'.
    public let ours: Bool

    public init(
        identifier: String, messages: [String], examples: [LintExample], attributes: [String] = [],
        severities: [Diagnostic.Severity] = [], trigger: String? = nil, fullValidationOnly: Bool = false,
        ours: Bool = false
    ) {
        self.identifier = identifier
        self.messages = messages
        self.examples = examples
        self.attributes = attributes
        self.severities = severities
        self.trigger = trigger
        self.fullValidationOnly = fullValidationOnly
        self.ours = ours
    }

    init(_ check: any LintCheck.Type) {
        var messages: [String] = []
        for message in check.examples.flatMap({ $0.messages(of: check.identifier) }) where !messages.contains(message) {
            messages.append(message)
        }
        self.init(
            identifier: check.identifier, messages: messages, examples: check.examples,
            fullValidationOnly: check.fullValidationOnly, ours: check.ours)
    }

    /// L1, which needs a file that does not load rather than a spec.
    public static let load = LintRule(
        identifier: Linter.loadRule,
        messages: ["The specification defined in `FILE` could not be loaded.\n\n[!] Invalid `FILE` file: REASON"],
        examples: [])

    /// Every check: the linter's, in the order the linter runs them, then the full validation's.
    public static let all: [LintRule] =
        [load] + LintCheckRegistry.all.map(LintRule.init) + ValidationRule.all.map(\.catalogueEntry)

    /// A one-line description: the first message (its first line).
    public var summary: String {
        String(messages.first?.split(separator: "\n").first ?? Substring(identifier))
    }

    /// How the catalogue qualifies the rule: `full validation only`, `ours`, or both; nil for neither.
    public var qualifiers: String? {
        let words = (fullValidationOnly ? ["full validation only"] : []) + (ours ? ["ours"] : [])
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}
