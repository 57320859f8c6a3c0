import PodspecModel
import Testing

@testable import PodspecLint

/// The byte-level shortcuts of the checks against the Character-level code they stand for.
@Suite struct LintFastPathTests {
    static let texts = [
        "", " ", "\n", " \n \n", "MIT", " MIT ", "\r\n", " \r\n", "\t", " \u{301}", "\n\u{301}", "é", "\u{00A0}",
        "\u{2028}", "  x", "\u{3000}",
    ]

    /// `LicenseCheck.isBlank` is the filtered String's emptiness (`delete(' ').delete("\n").empty?`).
    @Test(arguments: texts)
    func licenseBlankIsTheFilteredEmptiness(_ text: String) {
        #expect(LicenseCheck.isBlank(text) == text.filter { $0 != " " && $0 != "\n" }.isEmpty)
    }

    /// The compiler-flags check warns exactly when a whitespace-separated flag starts with `-Wno` (the values
    /// without those bytes are not split).
    @Test(arguments: [
        "", "-Wall", "-Wno-unused", "-DFOO -Wno-x", "-DFOO-Wno", "a\r\n-Wno-x", "a\t-Wno", "é -Wno", "-W no",
        " \u{301}-Wno", "-Wn\u{00F6}", "-Wno\u{301}", "x\u{0B}-Wnox",
    ])
    func compilerFlagsWarnAsSplitting(_ flags: String) {
        let split = flags.split(whereSeparator: { " \t\n\u{0B}\u{0C}\r".contains($0) })
        let expected = split.contains { $0.hasPrefix("-Wno") }
        var spec = Specification(name: "A")
        spec.attributes["compiler_flags"] = .string(flags)
        let warned = Linter(spec, file: nil).lint().contains { $0.rule == CompilerFlagsCheck.identifier }
        #expect(warned == expected)
    }

    /// `CompilerFlagsCheck.isFlagSeparator` (one byte looked at) is membership in the String of separators.
    @Test(
        arguments: [
            " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\r\n", " \u{301}", "\u{00A0}", "\u{2028}", "\u{85}", "a", "-",
            "\u{0}", "\u{1C}", "é",
        ] as [Character])
    func flagSeparatorIsMembership(_ character: Character) {
        #expect(CompilerFlagsCheck.isFlagSeparator(character) == " \t\n\u{0B}\u{0C}\r".contains(character))
    }
}

/// `CompilerFlagsCheck.mentionsDisablingPrefix` is the search for the bytes of `-Wno`.
@Suite struct DisablingPrefixSearchTests {
    @Test(arguments: ["", "-", "-W", "-Wn", "-Wno", "--Wno", "x-Wno-y", "-W-Wno", "-Wn-Wno", "é-Wno", "-WNO", "-Wnö"])
    func findsTheBytes(_ flags: String) {
        #expect(CompilerFlagsCheck.mentionsDisablingPrefix(flags) == flags.utf8.elementsEqualSomewhere("-Wno".utf8))
    }
}

extension String.UTF8View {
    /// Whether `needle` occurs at some offset (the plain quadratic search).
    fileprivate func elementsEqualSomewhere(_ needle: String.UTF8View) -> Bool {
        let bytes = Array(self)
        let needle = Array(needle)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }
}

/// `AttributeTypeCheck.isOfType` (by the class's case) against the Ruby class name it stands for.
@Suite struct AttributeTypeFastPathTests {
    static let values: [PodValue] = [
        "", "é", .symbol("s"), 1, 1.5, true, false, .null, [], ["a"], [:], ["k": "v"], .version("1.0"),
    ]
    static let types: [Attribute.ValueType] = [.string, .array, .hash, .trueClass, .falseClass, .symbol]

    @Test(arguments: values)
    func matchesTheClassName(_ value: PodValue) {
        for type in Self.types {
            #expect(
                AttributeTypeCheck.isOfType(value.rubyClass, type) == (value.rubyClassName == type.rawValue), "\(type)")
        }
    }
}

/// The unknown-keys check, which looks a platform Hash's keys up in the attribute table before the other valid
/// keys, warns exactly for the keys that are neither an attribute, a platform, nor one of the two extra keys.
@Suite struct UnknownKeysLookupTests {
    static let validKeys = Set(AttributeTable.all.map(\.name)).union(PlatformName.dslOrder.map(\.rawValue))
        .union(["swift_version", "configuration_pod_whitelist"])

    @Test(arguments: [
        PodValue.string("frameworks"), .string("framework"), .string("osx"), .string("swift_version"),
        .string("configuration_pod_whitelist"), .symbol("libraries"), .symbol("docset_url"), .string(""),
        .integer(1), .string("Frameworks"),
    ])
    func platformHashKeyWarnsWhenNotValid(_ key: PodValue) {
        var spec = Specification(name: "A")
        spec.attributes["ios"] = .hash([key: .null])
        let warnings = Linter(spec, file: nil).lint().filter { $0.rule == UnknownKeysCheck.identifier }
        let expected = Self.validKeys.contains(key.rubyToS) ? [] : [UnknownKeysCheck.unrecognized(key.rubyToS)]
        #expect(warnings.map(\.message) == expected)
    }

    /// The source hook takes the root's version from the read the other checks made (kept): a malformed version
    /// still ends it with the error the version's parse raises, and a good one is still looked for in the tag.
    @Test(arguments: [("v1.0", "1.0", true), ("1.0", "2.0", false), ("1.0", "v1.0", false)])
    func sourceHookReadsTheKeptVersion(_ version: String, _ tag: String, _ malformed: Bool) {
        var spec = Specification(name: "A")
        spec.attributes["version"] = .string(version)
        spec.attributes["source"] = .hash([.string("git"): "https://github.com/a/b.git", .string("tag"): .string(tag)])
        let results = Linter(spec, file: nil).lint().filter { $0.rule == SourceCheck.identifier }
        let parseError = "Unable to validate due to exception: Malformed version number string \(version)"
        #expect(results.contains { $0.attribute == "source" && $0.message == parseError } == malformed)
        let notInTag = results.contains { $0.message == SourceCheck.versionNotInTag }
        #expect(notInTag == (!malformed && !tag.contains(version)))
    }
}
