import PodspecModel

/// L13: the module name (own, or derived from `header_dir`/name) is a C99 identifier.
struct ModuleNameCheck: AttributeHook {
    static let attribute = "module_name"
    static let scope = HookScope.root
    static let invalid = "The module name of a spec should be a valid C99 identifier."
    static let c99Identifier = RubyRegex("^[a-z_][0-9a-z_]*$", caseInsensitive: true)

    static let examples = [
        LintExample(#"{"module_name": "PodKit"}"#),
        LintExample(#"{"name": "Pod"}"#),
        LintExample(#"{"module_name": "Pod-Kit"}"#, [.error("module_name", invalid)]),
        LintExample(#"{"module_name": "_pod_Kit2"}"#),
        LintExample(#"{"module_name": "2Pod"}"#, [.error("module_name", invalid)]),
        LintExample(#"{"module_name": ""}"#, [.error("module_name", invalid)]),
        LintExample(#"{"module_name": "Pod\nKit"}"#),
        LintExample(#"{"module_name": "Podé"}"#, [.error("module_name", invalid)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if !isC99Identifier(value) { context.error("module_name", Self.invalid) }
    }

    /// `value =~ c99Identifier`: by its bytes on printable ASCII, the regex otherwise (line breaks).
    static func isC99Identifier(_ value: PodValue) -> Bool {
        guard let text = value.matchableText, RubyRegex.isPrintableASCII(text) else {
            return c99Identifier.matches(value)
        }
        // (Read in place where the bytes are contiguous: through the UTF-8 view's iterator each byte cost more.)
        return text.utf8.withContiguousStorageIfAvailable(areC99Identifier) ?? areC99Identifier(Array(text.utf8))
    }

    /// Whether printable ASCII bytes are a C99 identifier: a letter or `_` first, then letters, digits and `_`.
    private static func areC99Identifier(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return bytes.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (0x30...0x39).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
}
