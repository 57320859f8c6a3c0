import PodspecModel

/// A2–A3: root-only attributes are not set in subspecs; test-only attributes only in test specs.
struct AttributeOccurrenceCheck: DeclaredAttributeCheck {
    static let identifier = "attribute_occurrence"
    static let order = LintOrder.attributeOccurrence

    static func rootOnly(_ attribute: String, _ spec: String) -> String {
        "Can't set `\(attribute)` attribute for subspecs (in `\(spec)`)."
    }
    static func testOnly(_ attribute: String, _ spec: String) -> String {
        "Attribute `\(attribute)` can only be set within test specs (in `\(spec)`)."
    }

    static let examples = [
        LintExample(#"{"subspecs": [{"name": "Core", "source_files": "*.m"}]}"#),
        LintExample(
            #"{"subspecs": [{"name": "Core", "source_files": "*.m", "homepage": "https://x.org"}]}"#,
            [.error("attributes", rootOnly("homepage", "Pod/Core"))]),
        LintExample(#"{"requires_app_host": true}"#, [.error("attributes", testOnly("requires_app_host", "Pod"))]),
    ]

    /// The attributes the check can report for: the root-only and the test-only ones.
    static let declaredAttributesChecked = AttributeSet(AttributeTable.all.filter { $0.rootOnly || $0.testOnly })

    static func check(_ attribute: Attribute, _ declared: PodValue.RubyClass, _ context: LintContext) {
        // (Most attributes are neither root-only nor test-only: then the node is not looked at.)
        guard attribute.rootOnly || attribute.testOnly, declared != .nilClass else { return }
        let node = context.currentNode
        if attribute.rootOnly && !node.isRoot {
            context.error("attributes", rootOnly(attribute.name, node.name ?? ""), about: attribute.name)
        }
        if attribute.testOnly && node.kind != .test {
            context.error("attributes", testOnly(attribute.name, node.name ?? ""), about: attribute.name)
        }
    }
}
