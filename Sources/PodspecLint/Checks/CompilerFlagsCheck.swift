import PodspecModel

/// L55: compiler flags must not disable warnings (`-Wno…`).
struct CompilerFlagsCheck: AttributeHook {
    static let attribute = "compiler_flags"
    static let scope = HookScope.consumer
    static let ignoresUnsetContainer = true
    static let disabledWarnings = "Warnings must not be disabled(`-Wno compiler` flags)."
    /// The prefix of the flags that disable warnings.
    static let disablingPrefix = "-Wno"

    static let examples = [
        LintExample(#"{"compiler_flags": "-DFOO=1 -Wall"}"#),
        LintExample(#"{"compiler_flags": ["-DFOO -Wno-shadow"]}"#, [.warning("compiler_flags", disabledWarnings)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        let joined = ConsumerHookSupport.elements(value).map(Consumer.joinText(separator: " ")).joined(separator: " ")
        // (No flag can start with `-Wno` when its bytes are nowhere: most values, often empty, are not split.)
        guard mentionsDisablingPrefix(joined) else { return }
        let flags = joined.split(whereSeparator: isFlagSeparator)
        if flags.contains(where: { $0.hasPrefix(Self.disablingPrefix) }) {
            context.warning("compiler_flags", Self.disabledWarnings)
        }
    }

    /// Whether the flags are split at `character`: one of Ruby's `\s` (space, tab, line feed, vertical tab,
    /// form feed, carriage return) on its own (so not a CR LF, one Character). Its one byte is looked at, where
    /// looking the Character up in a String of them cost a thousand instructions a Character.
    static func isFlagSeparator(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else { return false }
        return RubyText.isWhitespace(byte)
    }

    /// Whether the UTF-8 bytes of `flags` hold `-Wno` anywhere (without them no flag can start with it).
    static func mentionsDisablingPrefix(_ flags: String) -> Bool {
        flags.containsBytes(of: disablingPrefix)
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
