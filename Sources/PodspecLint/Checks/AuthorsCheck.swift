import PodspecModel

/// L11: the authors must not be `pod spec create`'s placeholder.
struct AuthorsCheck: AttributeHook {
    static let attribute = "authors"
    static let scope = HookScope.root
    static let notUpdated = "The authors have not been updated from default"
    /// The authors `pod spec create` writes (made once: made at each call, the Hash cost more than comparing it).
    static let placeholder: PodValue = .hash([.string("YOUR NAME HERE"): .string("YOUR EMAIL HERE")])

    static let examples = [
        LintExample(#"{"authors": {"Jane": "jane@example.org"}}"#),
        LintExample(#"{"authors": "Jane"}"#),
        LintExample(#"{"authors": {"YOUR NAME HERE": "YOUR EMAIL HERE"}}"#, [.error("authors", notUpdated)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if value == placeholder {
            context.error("authors", Self.notUpdated)
        }
    }
}
