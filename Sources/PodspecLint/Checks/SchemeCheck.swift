import PodspecModel

/// L45–L50: schemes are only for root and non-library specs, with well-typed keys.
struct SchemeCheck: AttributeHook {
    static let attribute = "scheme"
    static let scope = HookScope.consumer
    static let ignoresUnsetContainer = true
    static let subspec = "Scheme configuration is not currently supported for subspecs."
    static let launchArguments = "Expected an array for key `launch_arguments`."
    static let environmentVariables = "Expected a hash for key `environment_variables`."
    static let codeCoverage = "Expected a boolean for key `code_coverage`."
    static let parallelizable = "Expected a boolean for key `parallelizable`."
    static let buildConfigurations = "Expected a hash for key `build_configurations`."

    static let examples = [
        LintExample(#"{"scheme": {"launch_arguments": ["-x"], "code_coverage": true}}"#),
        LintExample(
            #"{"subspecs": [{"name": "Core", "source_files": "*.m", "scheme": {"code_coverage": true}}]}"#,
            [.error("scheme", subspec)]),
        LintExample(
            #"{"scheme": {"launch_arguments": "-x", "environment_variables": [], "code_coverage": "yes", "#
                + #""parallelizable": 1, "build_configurations": "Debug"}}"#,
            [
                .error("scheme", launchArguments), .error("scheme", environmentVariables),
                .error("scheme", codeCoverage),
                .error("scheme", parallelizable), .error("scheme", buildConfigurations),
            ]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        guard case .hash(let scheme) = value, !scheme.isEmpty, let node = context.consumer?.node else { return }
        if !node.isRoot && node.kind == .library {
            context.error("scheme", Self.subspec)
            return
        }
        func check(_ key: String, _ message: String, _ valid: (PodValue) -> Bool) {
            if let item = scheme[.symbol(key)], !valid(item) { context.error("scheme", message) }
        }
        check("launch_arguments", Self.launchArguments) { if case .array = $0 { true } else { false } }
        check("environment_variables", Self.environmentVariables) { if case .hash = $0 { true } else { false } }
        check("code_coverage", Self.codeCoverage) { if case .bool = $0 { true } else { false } }
        check("parallelizable", Self.parallelizable) { if case .bool = $0 { true } else { false } }
        check("build_configurations", Self.buildConfigurations) { if case .hash = $0 { true } else { false } }
    }
}
