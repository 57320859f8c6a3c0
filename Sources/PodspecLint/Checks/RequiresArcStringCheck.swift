import PodspecModel

/// L6: `requires_arc = 'true'` (a String) names a file, not a boolean.
struct RequiresArcStringCheck: RootCheck {
    static let identifier = "requires_arc"
    static let order = LintOrder.requiresArc

    static func fileName(_ value: String) -> String { "\(value) is considered to be the name of a file." }

    static let examples = [
        LintExample(#"{"requires_arc": true}"#),
        LintExample(#"{"requires_arc": "Classes/Arc"}"#),
        LintExample(#"{"requires_arc": "true"}"#, [.warning("requires_arc", fileName("true"))]),
    ]

    /// The table attribute `requires_arc`.
    private static let requiresArcAttribute = Consumer.attributeNamed("requires_arc")

    static func check(_ context: LintContext) {
        // (The root's value by attribute, an array read: looked up by name in its attributes, the name was hashed.)
        let value = context.rootDeclared[requiresArcAttribute]
        if value == "true" || value == "false" { context.warning("requires_arc", fileName(value.rubyToS)) }
    }
}
