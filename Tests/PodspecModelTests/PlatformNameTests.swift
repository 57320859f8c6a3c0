import PodspecModel
import Testing

@Suite struct PlatformNameTests {
    /// `init(rawValue:)` finds a platform exactly when a case's raw value is the string: near misses of each
    /// length, case, other spellings (`macos`), non-ASCII and padded names are none.
    @Test func rawValues() {
        var inputs = ["", "i", "io", "iOS", "IOS", "ios ", " ios", "macos", "xros", "iôs", "osх", "tvos\u{301}"]
        inputs += ["watchOS", "watcho", "watchoss", "visionOS", "vision_s", "android", "ios.frameworks", "name"]
        for platform in PlatformName.allCases {
            inputs.append(platform.rawValue)
            inputs.append(String(platform.rawValue.dropLast()) + "x")
            inputs.append("x" + platform.rawValue.dropFirst())
        }
        for input in inputs {
            let expected = PlatformName.allCases.first { $0.rawValue == input }
            #expect(PlatformName(rawValue: input) == expected, "\(input)")
        }
        for platform in PlatformName.allCases { #expect(PlatformName(rawValue: platform.rawValue) == platform) }
    }
}
