import PodspecModel

/// L13: the module name (own, or derived from `header_dir`/name) is a C99 identifier.
struct ModuleNameCheck: AttributeHook {
    static let attribute = "module_name"
    static let scope = HookScope.root
    static let invalid = "The module name of a spec should be a valid C99 identifier."
    static let c99Identifier = RubyRegex("^[a-z_][0-9a-z_]*$", caseInsensitive: true)

    static let examples = [
        LintExample(#"{"module_name": "PodKit"}"#),
        LintExample(#"{"name": "Pod"}"#),
        LintExample(#"{"module_name": "Pod-Kit"}"#, [.error("module_name", invalid)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if !Self.c99Identifier.matches(value) { context.error("module_name", Self.invalid) }
    }
}
