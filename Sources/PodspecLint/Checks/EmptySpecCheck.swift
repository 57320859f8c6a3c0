import PodspecModel

/// A12: a spec without files, resources, dependencies or child specs is empty.
struct EmptySpecCheck: ConsumerCheck {
    static let identifier = "empty_spec"
    static let order = LintOrder.emptySpec
    static let attributes = [
        "source_files", "on_demand_resources", "resources", "resource_bundles", "preserve_paths", "dependencies",
        "vendored_libraries", "vendored_frameworks",
    ]

    /// `attributes` as looked up in the table once.
    private static let tableAttributes = attributes.map(Consumer.attributeNamed)

    static func empty(_ spec: String) -> String {
        "The \(spec) spec is empty (no source files, resources, resource_bundles, preserve paths, "
            + "vendored_libraries, vendored_frameworks, dependencies, nor subspecs)."
    }

    static let examples = [
        LintExample(#"{"source_files": null, "dependencies": {"A": []}}"#),
        LintExample(#"{"source_files": null, "subspecs": [{"name": "Core", "source_files": "*.m"}]}"#),
        LintExample(#"{"source_files": null}"#, [.error("File Patterns", empty("Pod (1.0.0)"))]),
    ]

    /// - Throws: when a value cannot be read (CocoaPods would crash here).
    static func check(_ consumer: Consumer, _ context: LintContext) throws {
        // (An unset attribute reads as empty, and raises nothing, as none of these has a default: it is not read.)
        for attribute in tableAttributes where !consumer.isUnset(attribute) {
            // (A String the spec alone writes reads as an Array of it: not empty, and not made to be told so.)
            if consumer.ownStringReadAsArray(attribute) != nil { return }
            // (`dependencies` reads as the dependencies' names: empty exactly when there are none.)
            if !ConsumerHookSupport.isEmpty(try consumer.read(attribute) ?? .null) {
                return
            }
        }
        guard consumer.node.spec.children.isEmpty else { return }
        context.error("File Patterns", empty(try consumer.node.description()), about: "source_files")
    }
}
