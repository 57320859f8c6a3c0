import PodspecModel

/// L12: the root must have a non-empty version.
struct VersionCheck: AttributeHook {
    static let attribute = "version"
    static let scope = HookScope.root
    static let required = "A version is required."

    static let examples = [
        LintExample(#"{"version": "1.0"}"#),
        LintExample(#"{"version": ""}"#, [.error("version", required)]),
        LintExample(
            #"{"version": null, "source": {"http": "https://example.org/p.zip"}}"#, [.error("version", required)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if value.rubyToS.isEmpty { context.error("version", Self.required) }
    }
}
