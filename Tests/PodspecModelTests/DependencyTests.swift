import PodspecModel
import Testing

@Suite struct DependencyTests {
    @Test func descriptions() throws {
        #expect(Dependency(name: "Name").description == "Name")
        #expect(try Dependency(name: "Name", arguments: ["~> 1.0"]).description == "Name (~> 1.0)")
        #expect(try Dependency(name: "Name", arguments: ["~> 1.0", "< 1.5"]).description == "Name (< 1.5, ~> 1.0)")
        #expect(try Dependency(name: "Name/Sub", arguments: ["1.0"]).description == "Name/Sub (= 1.0)")
        let external = try Dependency(name: "Name", arguments: [[.symbol("git"): "url", .symbol("tag"): "v1"]])
        #expect(external.description == "Name (from `url`, tag `v1`)")
        #expect(external.isExternal)
    }

    @Test func rootName() {
        #expect(Dependency(name: "A/B/C").rootName == "A")
        #expect(Dependency(name: "A").rootName == "A")
        #expect(Dependency(name: "A/B").isSubspecDependency)
    }

    @Test func errors() {
        #expect(
            throws: ModelError(
                .informative, "A dependency with an external source may not specify version requirements (A).")
        ) {
            try Dependency(name: "A", arguments: ["1.0", [.symbol("git"): "u"]])
        }
        #expect(
            throws: ModelError(
                .informative, "A dependency with a specified podspec repo may not include other source parameters (A).")
        ) {
            try Dependency(name: "A", arguments: [[.symbol("source"): "s", .symbol("git"): "u"]])
        }
        #expect(throws: ModelError.self) { try Dependency(name: "A", arguments: [.symbol("head")]) }
        // What the Consumer does with `s.ios.dependency 'X', :git => 'u'` (stored as `[{"git"=>"u"}]`).
        #expect(throws: ModelError.argument("Illformed requirement `{\"git\"=>\"u\"}`")) {
            try Dependency(name: "X", arguments: [[["git": "u"]]])
        }
    }

    @Test func storedRequirements() throws {
        #expect(try Dependency(name: "A", storedRequirements: ["~> 1.0", "< 1.5"]).description == "A (< 1.5, ~> 1.0)")
        #expect(try Dependency(name: "A", storedRequirements: "~> 7.0").description == "A (~> 7.0)")
        #expect(try Dependency(name: "A", storedRequirements: []).description == "A")
        #expect(throws: ModelError.argument("Illformed requirement `\"=> 1.0\"`")) {
            try Dependency(name: "A", storedRequirements: ["=> 1.0"])
        }
    }

    @Test func podspecRepo() throws {
        let dep = try Dependency(
            name: "A", arguments: ["~> 1.0", [.symbol("source"): "https://example.com/specs.git"]])
        #expect(dep.podspecRepo == "https://example.com/specs.git")
        #expect(dep.description == "A (~> 1.0)")
    }
}
