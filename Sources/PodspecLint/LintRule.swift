/// One check as the catalogue presents it (`podspec lint rules`, SARIF rules, the README): its
/// identifier, the messages it reports and examples that trigger it or lint clean.
public struct LintRule: Sendable {
    public let identifier: String
    /// CocoaPods' messages this check reports (from its triggering examples, in order).
    public let messages: [String]
    public let examples: [LintExample]

    public init(identifier: String, messages: [String], examples: [LintExample]) {
        self.identifier = identifier
        self.messages = messages
        self.examples = examples
    }

    init(_ check: any LintCheck.Type) {
        var messages: [String] = []
        for message in check.examples.flatMap(\.expected) where !messages.contains(message) {
            messages.append(message)
        }
        self.init(identifier: check.identifier, messages: messages, examples: check.examples)
    }

    /// L1, which needs a file that does not load rather than a spec.
    public static let load = LintRule(
        identifier: Linter.loadRule,
        messages: ["The specification defined in `FILE` could not be loaded.\n\n[!] Invalid `FILE` file: REASON"],
        examples: [])

    /// Every check of the linter, in the order the linter runs them.
    public static let all: [LintRule] = [load] + Linter.catalogue.map(LintRule.init)

    /// A one-line description: the first message (its first line).
    public var summary: String {
        String(messages.first?.split(separator: "\n").first ?? Substring(identifier))
    }
}
