import Testing

@testable import PodspecModel

/// `DeclaredValues.platformValue(named:)` (an array read for the five platforms) against the spec's own
/// attributes, for platform names, aliases and other keys.
@Suite struct DeclaredValuesTests {
    @Test func platformValueNamedMatchesAttributes() {
        var spec = Specification(name: "A")
        spec.attributes["ios"] = ["frameworks": "UIKit"]
        spec.attributes["source_files"] = "*.m"
        spec.attributes["osx"] = nil
        spec.attributes["watchos"] = .null
        spec.attributes["macos"] = ["frameworks": "AppKit"]
        spec.attributes["custom"] = "x"
        let declared = DeclaredValues(spec)
        let names = ["ios", "osx", "tvos", "visionos", "watchos", "macos", "xros", "custom", "source_files", "IOS", ""]
        for name in names {
            #expect(declared.platformValue(named: name) == spec.attributes[name], "\(name)")
        }
    }
}
