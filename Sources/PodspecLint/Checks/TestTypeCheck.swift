import PodspecModel

/// L38: test specs use a supported test type.
struct TestTypeCheck: AttributeHook {
    static let attribute = "test_type"
    static let scope = HookScope.consumer

    static func unsupported(_ type: String) -> String {
        let list = "[" + AttributeTable.supportedTestTypes.map { RubyText.inspect($0) }.joined(separator: ", ") + "]"
        return "The test type `\(type)` is not supported. Supported test type values are \(list)."
    }

    static let examples = [
        LintExample(#"{"testspecs": [{"name": "Tests", "test_type": "ui", "source_files": "T/*.m"}]}"#),
        LintExample(
            #"{"testspecs": [{"name": "Tests", "test_type": "bogus", "source_files": "T/*.m"}]}"#,
            [.error("test_type", unsupported("bogus"))]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if !AttributeTable.supportedTestTypes.contains(value.rubyToS) {
            context.error("test_type", Self.unsupported(value.rubyToS))
        }
    }
}
