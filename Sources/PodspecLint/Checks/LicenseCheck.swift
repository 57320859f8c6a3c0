import PodspecModel

/// L25–L28: the license type is present, meaningful and not the template's; the license file
/// has a text-like extension.
struct LicenseCheck: AttributeHook {
    static let attribute = "license"
    static let scope = HookScope.root
    static let missingType = "Missing license type."
    static let invalidType = "Invalid license type."
    static let sampleType = "Sample license type."
    static let invalidFile = "Invalid file type"
    static let example = RubyRegex(#"\(example\)"#)
    static let fileExtension = RubyRegex(#"^(\.(txt|md|markdown|))?$"#, caseInsensitive: true)
    /// What `fileExtension` accepts on printable ASCII, lowercased.
    static let textExtensions: Set<String> = ["", ".", ".txt", ".md", ".markdown"]

    static let examples = [
        LintExample(#"{"license": "MIT"}"#),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE.txt"}}"#),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE."}}"#),
        LintExample(#"{"license": {"file": "LICENSE"}}"#, [.warning("license", missingType)]),
        LintExample(#"{"license": {"type": " \n "}}"#, [.warning("license", invalidType)]),
        LintExample(#"{"license": "MIT (example)"}"#, [.error("license", sampleType)]),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE.pdf"}}"#, [.error("license", invalidFile)]),
        LintExample(#"{"license": {"type": "MIT", "file": "COPYING.MarkDown"}}"#),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE.mdx"}}"#, [.error("license", invalidFile)]),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE.txt\npdf"}}"#),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE.pdf\n"}}"#, [.error("license", invalidFile)]),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE.txé"}}"#, [.error("license", invalidFile)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        let type = value[symbol: "type"]
        let file = value[symbol: "file"]
        if type == .null { context.warning("license", Self.missingType) }
        if type.isTruthy {
            guard let text = type.matchableText else { throw RubyErrors.noMethod("delete", on: type) }
            if isBlank(text) { context.warning("license", Self.invalidType) }
            if Self.example.matches(text) { context.error("license", Self.sampleType) }
        }
        if file.isTruthy {
            guard case .string(let path) = file else { throw RubyErrors.noImplicitConversion(file, into: "String") }
            if !isTextLike(RubyText.extname(path)) { context.error("license", Self.invalidFile) }
        }
    }

    /// `text.delete(' ').delete("\n").empty?`: whether `text` has nothing but spaces and line feeds. (On the
    /// UTF-8 bytes, without making the filtered String: no other character holds, or is equivalent to, either byte.)
    static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
    }

    /// `extension =~ fileExtension`: compared on printable ASCII, the regex otherwise (line breaks).
    static func isTextLike(_ extension: String) -> Bool {
        guard RubyRegex.isPrintableASCII(`extension`) else { return fileExtension.matches(`extension`) }
        return textExtensions.contains(`extension`.lowercased())
    }
}

extension PodValue {
    /// `hash[:key]` on a Hash whose keys were symbolised (nil ⇒ `.null`; non-Hash ⇒ `.null`).
    /// (The keys gone through as they are, each Symbol's name compared with `key`: a lookup made a Symbol value of
    /// `key` and compared it with each key through `PodValue`'s equality. Keys are unique: the first match is the one.)
    subscript(symbol key: String) -> PodValue {
        guard case .hash(let h) = self else { return .null }
        let keys = h.keys.elements
        for offset in keys.indices {
            if case .symbol(let name) = keys[offset], name == key { return h.values.elements[offset] }
        }
        return .null
    }
}
