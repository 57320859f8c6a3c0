import PodspecModel

/// Every check of the linter, in one list: the linter derives its steps from it and the rule
/// catalogue lists it in this order. Root checks and analyzer steps run in the order listed here
/// (CocoaPods' order: results keep the order they were first reported in); hooks run in
/// `AttributeTable` order. Adding a check is adding its type here.
enum LintCheckRegistry {
    static let all: [any LintCheck.Type] = [
        // Root steps.
        RootNameCheck.self, RequiredAttributesCheck.self, RequiresArcStringCheck.self,
        // Attribute hooks (root, then per consumer).
        VersionCheck.self, AuthorsCheck.self, SocialMediaURLCheck.self, LicenseCheck.self, HomepageCheck.self,
        ReadmeCheck.self, ChangelogCheck.self, SourceCheck.self, SummaryCheck.self, DescriptionCheck.self,
        DeprecatedInFavorOfCheck.self, ModuleNameCheck.self, NameCheck.self, InfoPlistCheck.self,
        FrameworksCheck.self, WeakFrameworksCheck.self, LibrariesCheck.self, CompilerFlagsCheck.self,
        ScriptPhasesCheck.self, OnDemandResourcesCheck.self, TestTypeCheck.self, AppHostNameCheck.self,
        SchemeCheck.self,
        // Run by the source hook.
        GitHubSourceCheck.self,
        // The analyzer, per spec and platform.
        UnknownKeysCheck.self, AttributeOccurrenceCheck.self, AttributeTypeCheck.self, AttributeKeysCheck.self,
        FilePatternsCheck.self, EmptySpecCheck.self,
        // Ours, full validation only.
        SubspecReferencesCheck.self,
    ]

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
        case attributes([any DeclaredAttributeCheck.Type])
    }

    let rootChecks: [any RootCheck.Type]
    /// The hook of each table attribute, by `Attribute.index`.
    let hooks: [(any AttributeHook.Type)?]
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
                if case .attributes(let run)? = steps.last {
                    steps[steps.count - 1] = .attributes(run + [check])
                } else {
                    steps.append(.attributes([check]))
                }
            case .none: break
            }
        }
        rootChecks = roots
        hooks = AttributeTable.all.map { hooksByName[$0.name] }
        analyzer = steps
    }
}
