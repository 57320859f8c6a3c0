import PodspecModel

/// A4: a declared (top-level) value's Ruby class is exactly one of the attribute's supported types.
struct AttributeTypeCheck: DeclaredAttributeCheck {
    static let identifier = "attribute_type"
    static let order = LintOrder.attributeType

    static func unacceptable(_ className: String, _ attribute: Attribute) -> String {
        "Unacceptable type `\(className)` for `\(attribute.name)`. Allowed values: `\(attribute.supportedTypesDescription)`."
    }

    static let examples = [
        LintExample(#"{"static_framework": true, "frameworks": ["A"]}"#),
        LintExample(
            #"{"homepage": ["https://example.org"]}"#,
            [
                .error(
                    "attributes",
                    unacceptable("Array", Consumer.attributeNamed("homepage")))
            ]),
        LintExample(
            #"{"platforms": ["ios"]}"#,
            [
                .error(
                    "attributes",
                    unacceptable("Array", Consumer.attributeNamed("platforms")))
            ]),
    ]

    static func check(_ attribute: Attribute, _ declared: PodValue, _ context: LintContext) {
        guard declared.isTruthy else { return }
        let className = declared.rubyClassName
        if !attribute.supportedTypes.contains(where: { $0.rawValue == className }) {
            context.error("attributes", unacceptable(className, attribute), about: attribute.name)
        }
    }
}
