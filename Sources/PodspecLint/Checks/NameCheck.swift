import PodspecModel

/// L8–L10: every spec's own name has no slash, no whitespace and no leading period.
struct NameCheck: AttributeHook {
    static let attribute = "name"
    static let scope = HookScope.consumer
    static let slash = "The name of a spec should not contain a slash."
    static let whitespace = "The name of a spec should not contain whitespace."
    static let period = "The name of a spec should not begin with a period."
    static let whitespacePattern = RubyRegex(#"[ \t\n\v\f\r]"#)

    static let examples = [
        LintExample(#"{"subspecs": [{"name": "Core", "source_files": "*.m"}]}"#),
        LintExample(#"{"subspecs": [{"name": "Co/re", "source_files": "*.m"}]}"#, [.error("name", slash)]),
        LintExample(#"{"subspecs": [{"name": "Co re", "source_files": "*.m"}]}"#, [.error("name", whitespace)]),
        LintExample(#"{"subspecs": [{"name": ".Core", "source_files": "*.m"}]}"#, [.error("name", period)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        guard case .string(let name) = value else { return }
        if name.containsByte(UInt8(ascii: "/")) { context.error("name", Self.slash) }
        if Self.whitespacePattern.matches(name) { context.error("name", Self.whitespace) }
        if name.hasASCIIPrefix(".") { context.error("name", Self.period) }
    }
}
