import PodspecModel

/// L39–L40: a test spec naming an app host requires one and depends on it.
struct AppHostNameCheck: AttributeHook {
    static let attribute = "app_host_name"
    static let scope = HookScope.consumer
    static let requiresAppHost = "`requires_app_host` must be set to `true` when `app_host_name` is specified."

    static func notFound(_ host: String, _ spec: String) -> String {
        "The app host name (\(host)) specified by `\(spec)` could not be found. "
            + "You must explicitly declare a dependency on that app spec."
    }

    static let examples = [
        LintExample(
            #"{"testspecs": [{"name": "Tests", "test_type": "unit", "source_files": "T/*.m", "requires_app_host": true, "#
                + #""app_host_name": "Pod/App", "dependencies": {"Pod/App": []}}], "#
                + #""appspecs": [{"name": "App", "source_files": "A/*.m"}]}"#),
        LintExample(
            #"{"testspecs": [{"name": "Tests", "test_type": "unit", "source_files": "T/*.m", "#
                + #""app_host_name": "Pod/App"}]}"#,
            [.error("app_host_name", requiresAppHost), .error("app_host_name", notFound("Pod/App", "Pod/Tests"))]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        guard let consumer = context.consumer else { return }
        let requires = try consumer.value(for: Consumer.attributeNamed("requires_app_host"))
        if !requires.isTruthy { context.error("app_host_name", Self.requiresAppHost) }
        let names = try consumer.dependencies().map(\.name)
        if !names.contains(where: { PodValue.string($0) == value }) {
            context.error("app_host_name", Self.notFound(value.rubyToS, consumer.node.name ?? ""))
        }
    }
}
