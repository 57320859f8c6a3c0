import PodspecModel

/// L14–L15: the summary is short (≤ 140 characters) and not the template's.
struct SummaryCheck: AttributeHook {
    static let attribute = "summary"
    static let scope = HookScope.root
    static let tooLong = "The summary should be a short version of `description` (max 140 characters)."
    static let notMeaningful = "The summary is not meaningful."
    static let template = RubyRegex("A short description of")

    static let examples = [
        LintExample(#"{"summary": "Short."}"#),
        LintExample(
            #"{"summary": "\#(String(repeating: "x", count: 141))", "description": null}"#,
            [.warning("summary", tooLong)]),
        LintExample(
            #"{"summary": "A short description of Pod.", "description": null}"#, [.warning("summary", notMeaningful)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        guard let length = value.rubyLength else { throw RubyErrors.noMethod("length", on: value) }
        if length > 140 { context.warning("summary", Self.tooLong) }
        if Self.template.matches(value) { context.warning("summary", Self.notMeaningful) }
    }
}
