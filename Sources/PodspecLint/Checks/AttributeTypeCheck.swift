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

    static func check(_ attribute: Attribute, _ declared: PodValue.RubyClass, _ context: LintContext) {
        guard declared.isTruthy else { return }
        if !attribute.supportedTypes.contains(where: { isOfType(declared, $0) }) {
            context.error("attributes", unacceptable(declared.name, attribute), about: attribute.name)
        }
    }

    /// Whether `rubyClass` is `type`, told by the cases rather than by comparing the class's name with the type's.
    static func isOfType(_ rubyClass: PodValue.RubyClass, _ type: Attribute.ValueType) -> Bool {
        switch (rubyClass, type) {
        case (.string, .string), (.array, .array), (.hash, .hash), (.symbol, .symbol), (.trueClass, .trueClass),
            (.falseClass, .falseClass):
            true
        default: false
        }
    }
}
