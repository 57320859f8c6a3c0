import PodspecModel

/// L44: on-demand resource categories are known ones.
struct OnDemandResourcesCheck: AttributeHook {
    static let attribute = "on_demand_resources"
    static let scope = HookScope.consumer
    static let ignoresUnsetContainer = true

    static func invalidCategory(_ category: String) -> String {
        "Invalid on demand resources category value `\(category)`. "
            + "Available options are `\(AttributeTable.onDemandResourcesCategoryKeys.joined(separator: ", "))`."
    }

    static let examples = [
        LintExample(#"{"on_demand_resources": {"Tag": {"paths": ["a/*"], "category": "prefetched"}}}"#),
        LintExample(#"{"on_demand_resources": {"Tag": "a/*"}}"#),
        LintExample(
            #"{"on_demand_resources": {"Tag": {"paths": "a/*", "category": "weird"}}}"#,
            [.error("on_demand_resources", invalidCategory("weird"))]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        guard case .hash(let h) = value else { return }
        for entry in h.values {
            let category = entry[symbol: "category"]
            if !AttributeTable.onDemandResourcesCategoryKeys.contains(where: { category == .symbol($0) }) {
                context.error("on_demand_resources", Self.invalidCategory(category.rubyToS))
            }
        }
    }
}
