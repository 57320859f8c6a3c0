import PodspecModel

/// L37: a spec cannot be deprecated in favour of itself.
struct DeprecatedInFavorOfCheck: AttributeHook {
    static let attribute = "deprecated_in_favor_of"
    static let scope = HookScope.root
    static let itself = "a spec cannot be deprecated in favor of itself"

    static let examples = [
        LintExample(#"{"deprecated_in_favor_of": "NewPod"}"#),
        LintExample(#"{"deprecated_in_favor_of": "Pod/Core"}"#, [.error("deprecated_in_favor_of", itself)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        guard case .string(let name) = value else { throw RubyErrors.noMethod("index", on: value) }
        let rootName = name.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
        if context.root.name == rootName { context.error("deprecated_in_favor_of", Self.itself) }
    }
}
