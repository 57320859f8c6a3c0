import PodspecModel

/// Every check of the linter, in one list: the linter derives its steps from it and the rule
/// catalogue lists it in this order. The list is `declared`, which the build writes from the
/// structs of `Checks/` (LintCheckListPlugin), so adding a check is adding its file. It is sorted
/// by phase: root steps, attribute hooks (in attribute-table order, the order they run in), checks
/// another check runs, then the analyzer's steps; root and analyzer steps in `LintOrder`
/// (CocoaPods' order: results keep the order they were first reported in).
enum LintCheckRegistry {
    static let all: [any LintCheck.Type] = declared.map { (key: catalogueKey($0), check: $0) }
        .sorted { $0.key < $1.key }.map(\.check)

    /// Where a check sorts: its phase, then its place within it, then its identifier (made once per check:
    /// the sort compares each many times).
    private static func catalogueKey(_ check: any LintCheck.Type) -> (Int, Int, String) {
        switch check.phase {
        case .root: (0, check.order.rawValue, check.identifier)
        case .hook(let hook): (1, AttributeTable.all.firstIndex { $0.name == hook.attribute } ?? .max, check.identifier)
        case .none: (2, check.order.rawValue, check.identifier)
        case .consumer, .declaredAttribute: (3, check.order.rawValue, check.identifier)
        }
    }

    /// The checks `Linter.lint()` runs: CocoaPods' quick lint.
    static let quick = LintPlan(all.filter { !$0.fullValidationOnly })
    /// The checks only the full validation runs (ours).
    static let fullValidation = LintPlan(all.filter { $0.fullValidationOnly })
}

/// Some checks of the registry sorted by phase, each phase in the registry's order.
struct LintPlan: Sendable {
    /// One step of the analyzer: a consumer check, or a run of consecutive declared-attribute
    /// checks, which run together for each attribute in table order.
    enum AnalyzerStep: Sendable {
        case consumer(any ConsumerCheck.Type)
        case attributes([ScheduledAttributeCheck])
    }

    let rootChecks: [any RootCheck.Type]
    /// The hooks that run on the root's values, with their attributes, in attribute-table order.
    let rootHooks: [ScheduledHook]
    /// The hooks that run on each consumer's values, with their attributes, in attribute-table order.
    let consumerHooks: [ScheduledHook]
    /// The attributes of the consumer hooks that `ignoresUnsetContainer`.
    let consumerHooksIgnoringUnsetContainers: AttributeSet
    /// The attributes of the consumer hooks.
    let consumerHookAttributes: AttributeSet
    /// The attributes of the root hooks.
    let rootHookAttributes: AttributeSet
    /// The hook of each table attribute (by `Attribute.index`; nil where it has none), among the root hooks, then
    /// among the consumer hooks: the linter runs those of the attributes it does not skip by walking that set (in
    /// table order, the hooks' order), where going through every hook retained and tested each.
    let rootHooksByIndex: [(any AttributeHook.Type)?]
    let consumerHooksByIndex: [(any AttributeHook.Type)?]
    /// The attributes of the root hooks that `RootAccessors` reads as written.
    let rootHooksReadAsWritten: AttributeSet
    let analyzer: [AnalyzerStep]

    init(_ checks: [any LintCheck.Type]) {
        var roots: [any RootCheck.Type] = []
        var hooksByName: [String: any AttributeHook.Type] = [:]
        var steps: [AnalyzerStep] = []
        for check in checks {
            switch check.phase {
            case .root(let check): roots.append(check)
            case .hook(let check):
                precondition(
                    hooksByName.updateValue(check, forKey: check.attribute) == nil, "two hooks for one attribute")
            case .consumer(let check): steps.append(.consumer(check))
            case .declaredAttribute(let check):
                let scheduled = ScheduledAttributeCheck(
                    check: check, declaredAttributes: check.declaredAttributesChecked)
                if case .attributes(let run)? = steps.last {
                    steps[steps.count - 1] = .attributes(run + [scheduled])
                } else {
                    steps.append(.attributes([scheduled]))
                }
            case .none: break
            }
        }
        rootChecks = roots
        func scheduled(_ scope: HookScope) -> [ScheduledHook] {
            AttributeTable.all.compactMap { attribute in
                guard attribute.rootOnly == (scope == .root), let hook = hooksByName[attribute.name],
                    hook.scope == scope
                else { return nil }
                return ScheduledHook(attribute: attribute, hook: hook)
            }
        }
        rootHooks = scheduled(.root)
        consumerHooks = scheduled(.consumer)
        rootHookAttributes = AttributeSet(rootHooks.map(\.attribute))
        rootHooksByIndex = LintPlan.byIndex(rootHooks)
        consumerHooksByIndex = LintPlan.byIndex(consumerHooks)
        consumerHooksIgnoringUnsetContainers = AttributeSet(
            consumerHooks.filter { $0.hook.ignoresUnsetContainer }.map(\.attribute))
        consumerHookAttributes = AttributeSet(consumerHooks.map(\.attribute))
        rootHooksReadAsWritten = AttributeSet(rootHooks.map(\.attribute).filter(RootAccessors.readsAsWritten))
        analyzer = steps
    }
}

extension LintPlan {
    /// The hooks of `scheduled` by their attribute's index (nil for the other attributes of the table).
    fileprivate static func byIndex(_ scheduled: [ScheduledHook]) -> [(any AttributeHook.Type)?] {
        var hooks = [(any AttributeHook.Type)?](repeating: nil, count: AttributeTable.all.count)
        for entry in scheduled { hooks[entry.attribute.index] = entry.hook }
        return hooks
    }
}

/// A hook the linter runs, with the table attribute whose value it receives (found once per plan, so
/// the linter does not walk the whole table for the few hooked attributes of each spec and platform).
struct ScheduledHook: Sendable {
    let attribute: Attribute
    let hook: any AttributeHook.Type
}

/// A declared-attribute check the analyzer runs, with the declared attributes it is called for (read once per
/// plan: the analyzer skips, with a bit test, the calls that could report nothing).
struct ScheduledAttributeCheck: Sendable {
    let check: any DeclaredAttributeCheck.Type
    /// `check.declaredAttributesChecked`.
    let declaredAttributes: AttributeSet
}
