import PodspecModel
import Testing

@Suite struct PlatformTests {
    @Test func names() throws {
        #expect(try Platform(name: "macos").name == .osx)
        #expect(try Platform(name: "xrOS").name == .visionos)
        #expect(try Platform(name: "iOS").name == .ios)
        #expect(try Platform(name: "android").symbolicName == "android")
        #expect(try Platform(name: "android").name == nil)
    }

    @Test func targets() throws {
        #expect(try Platform(name: "ios", target: "9.0").displayString == "iOS 9.0")
        #expect(try Platform(name: "visionos", target: 1.0).displayString == "visionOS 1.0")
        #expect(try Platform(name: "osx", target: 10).displayString == "macOS 10")
        #expect(try Platform(name: "tvos", target: " 12.0 ").deploymentTarget?.string == "12.0")
        #expect(try Platform(name: "watchos").displayString == "watchOS")
        #expect(try Platform(name: "ios", target: [.symbol("deployment_target"): "8.0"]).displayString == "iOS 8.0")
        #expect(try Platform(name: "ios", target: false).deploymentTarget == nil)
        #expect(throws: ModelError.argument("Malformed version number string 9.0.x.")) {
            try Platform(name: "ios", target: "9.0.x.")
        }
    }

    @Test func equality() throws {
        #expect(try Platform(name: "ios", target: "9.0") == Platform(name: "ios", target: "9"))
        #expect(try Platform(name: "ios", target: "9.0") != Platform(name: "ios"))
        #expect(try Platform(name: "ios") != Platform(name: "osx"))
    }

    @Test func supports() throws {
        let ios9 = try Platform(name: "ios", target: "9.0")
        #expect(try ios9.supports(Platform(name: "ios", target: "8.0")))
        #expect(try !ios9.supports(Platform(name: "ios", target: "10.0")))
        #expect(ios9.supports(Platform(.ios)))
        #expect(!ios9.supports(Platform(.osx)))
    }
}
