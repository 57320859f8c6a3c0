import PodspecModel
import Testing

@testable import PodspecLint

/// `ModuleNameCheck.isC99Identifier` reads printable ASCII names on their bytes; it must answer as the check's
/// regex does, for every name.
@Suite struct ModuleNameCheckTests {
    static let names = [
        "", "a", "_", "A1", "1a", "a-b", "a b", "a.b", "Pod_Name", "__", "é", "aé", "a\n", "\na", "a\nb", "a\u{7F}",
        "a~", "Z9_z", "`a", "a@", "[a", "{a", "a\t", " a", "a ", "FirebaseCore", "lottie-ios",
    ]

    @Test(arguments: names)
    func answersAsTheRegex(name: String) {
        let value = PodValue.string(name)
        #expect(ModuleNameCheck.isC99Identifier(value) == ModuleNameCheck.c99Identifier.matches(value))
    }

    @Test(arguments: names)
    func printableASCIIAnswersAsTheScalars(name: String) {
        let expected = name.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
        #expect(RubyRegex.isPrintableASCII(name) == expected)
    }
}
