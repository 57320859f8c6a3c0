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

    static let examples = [
        LintExample(#"{"license": "MIT"}"#),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE.txt"}}"#),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE."}}"#),
        LintExample(#"{"license": {"file": "LICENSE"}}"#, [missingType]),
        LintExample(#"{"license": {"type": " \n "}}"#, [invalidType]),
        LintExample(#"{"license": "MIT (example)"}"#, [sampleType]),
        LintExample(#"{"license": {"type": "MIT", "file": "LICENSE.pdf"}}"#, [invalidFile]),
    ]

    func validate(_ value: PodValue, _ context: LintContext) throws {
        let type = value[symbol: "type"]
        let file = value[symbol: "file"]
        if type == .null { context.warning("license", Self.missingType) }
        if type.isTruthy {
            guard let text = type.matchableText else { throw RubyErrors.noMethod("delete", on: type) }
            if text.filter({ $0 != " " && $0 != "\n" }).isEmpty { context.warning("license", Self.invalidType) }
            if Self.example.matches(text) { context.error("license", Self.sampleType) }
        }
        if file.isTruthy {
            guard case .string(let path) = file else { throw RubyErrors.noImplicitConversion(file, into: "String") }
            if !Self.fileExtension.matches(LicenseCheck.extname(path)) { context.error("license", Self.invalidFile) }
        }
    }

    /// Ruby's `File.extname`: the last `.suffix` of the base name, ignoring leading dots; a
    /// trailing `.` gives `"."`.
    static func extname(_ path: String) -> String {
        var base = Substring(path)
        while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
        if let slash = base.lastIndex(of: "/") { base = base[base.index(after: slash)...] }
        let trimmed = base.drop { $0 == "." }
        guard let dot = trimmed.lastIndex(of: ".") else { return "" }
        return String(trimmed[dot...])
    }
}

extension PodValue {
    /// `hash[:key]` on a Hash whose keys were symbolised (nil ⇒ `.null`; non-Hash ⇒ `.null`).
    subscript(symbol key: String) -> PodValue {
        guard case .hash(let h) = self else { return .null }
        return h[.symbol(key)] ?? .null
    }
}
