import PodspecModel

/// L16–L18: the description is not empty, not the summary, and not shorter than it.
struct DescriptionCheck: AttributeHook {
    static let attribute = "description"
    static let scope = HookScope.root
    static let equalToSummary = "The description is equal to the summary."
    static let empty = "The description is empty."
    static let shorter = "The description is shorter than the summary."

    /// The `summary` attribute, read (once per spec) to compare.
    private static let summaryAttribute = Consumer.attributeNamed("summary")

    static let examples = [
        LintExample(#"{"description": "A longer description of the pod."}"#),
        LintExample(#"{"description": "Does pod things."}"#, [.warning("description", equalToSummary)]),
        LintExample(#"{"description": "  "}"#, [.error("description", empty)]),
        LintExample(#"{"description": "Pod."}"#, [.warning("description", shorter)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        let summary = try context.rootRead(summaryAttribute)
        if value == summary { context.warning("description", Self.equalToSummary) }
        guard let text = value.matchableText, case .string = value else {
            throw RubyErrors.noMethod("strip", on: value)
        }
        if RubyText.strip(text).isEmpty {
            context.error("description", Self.empty)
        } else if summary.isTruthy {
            guard let summaryLength = summary.rubyLength else { throw RubyErrors.noMethod("length", on: summary) }
            if text.unicodeScalarCount < summaryLength { context.warning("description", Self.shorter) }
        }
    }
}
