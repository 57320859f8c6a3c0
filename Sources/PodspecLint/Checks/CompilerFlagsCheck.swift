import PodspecModel

/// L55: compiler flags must not disable warnings (`-Wno…`).
struct CompilerFlagsCheck: AttributeHook {
    static let attribute = "compiler_flags"
    static let scope = HookScope.consumer
    static let disabledWarnings = "Warnings must not be disabled(`-Wno compiler` flags)."

    static let examples = [
        LintExample(#"{"compiler_flags": "-DFOO=1 -Wall"}"#),
        LintExample(#"{"compiler_flags": ["-DFOO -Wno-shadow"]}"#, [.warning("compiler_flags", disabledWarnings)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        let joined = ConsumerHookSupport.elements(value).map(Consumer.joinText(separator: " ")).joined(separator: " ")
        let flags = joined.split(whereSeparator: { " \t\n\u{0B}\u{0C}\r".contains($0) })
        if flags.contains(where: { $0.hasPrefix("-Wno") }) { context.warning("compiler_flags", Self.disabledWarnings) }
    }
}

extension Consumer {
    /// `Array#join(separator)`'s rendering of an element (nested arrays joined recursively).
    static func joinText(separator: String) -> (PodValue) -> String {
        func render(_ value: PodValue) -> String {
            if case .array(let items) = value { return items.map(render).joined(separator: separator) }
            return value.rubyToS
        }
        return render
    }
}
