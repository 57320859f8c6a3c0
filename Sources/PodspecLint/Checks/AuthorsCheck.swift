import PodspecModel

/// L11: the authors must not be `pod spec create`'s placeholder.
struct AuthorsCheck: AttributeHook {
    static let attribute = "authors"
    static let scope = HookScope.root
    static let notUpdated = "The authors have not been updated from default"

    static let examples = [
        LintExample(#"{"authors": {"Jane": "jane@example.org"}}"#),
        LintExample(#"{"authors": "Jane"}"#),
        LintExample(#"{"authors": {"YOUR NAME HERE": "YOUR EMAIL HERE"}}"#, [.error("authors", notUpdated)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if value == .hash([.string("YOUR NAME HERE"): .string("YOUR EMAIL HERE")]) {
            context.error("authors", Self.notUpdated)
        }
    }
}
