import PodspecModel

/// L22–L24: libraries are given without extension, `lib` prefix or commas.
struct LibrariesCheck: AttributeHook {
    static let attribute = "libraries"
    static let scope = HookScope.consumer
    static let ignoresUnsetContainer = true

    static func extensionIncluded(_ lib: String) -> String { "Libraries should not include the extension (`\(lib)`)" }
    static func libPrefix(_ lib: String) -> String { "Libraries should omit the `lib` prefix  (`\(lib)`)" }
    static func commas(_ lib: String) -> String { "Libraries should not include comas (`\(lib)`)" }

    static let examples = [
        LintExample(#"{"libraries": ["z", "xml2"]}"#),
        LintExample(#"{"libraries": "z.a"}"#, [.error("libraries", extensionIncluded("z.a"))]),
        LintExample(
            #"{"libraries": "LibZ.dylib"}"#,
            [.error("libraries", extensionIncluded("libz.dylib")), .error("libraries", libPrefix("libz.dylib"))]),
        LintExample(#"{"libraries": "xml2,z"}"#, [.error("libraries", commas("xml2,z"))]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        for item in ConsumerHookSupport.elements(value) {
            guard let text = item.matchableText else { throw RubyErrors.noMethod("downcase", on: item) }
            let lib = text.lowercased()
            if lib.hasSuffix(".a") || lib.hasSuffix(".dylib") {
                context.error("libraries", Self.extensionIncluded(lib))
            }
            if lib.hasPrefix("lib") { context.error("libraries", Self.libPrefix(lib)) }
            if Self.containsComma(lib) { context.error("libraries", Self.commas(lib)) }
        }
    }

    /// `lib.contains(",")`, searched first in the bytes: a name without the comma's byte has no comma
    /// (Foundation's `contains` costs some 3,600 instructions a call); one with it is checked as before.
    static func containsComma(_ lib: String) -> Bool {
        lib.containsByte(UInt8(ascii: ",")) && lib.contains(",")
    }
}
