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

    /// The outcome of `body`: nil when it returns, else the `ModelError` it throws.
    private func failure(_ body: () throws -> Void) -> ModelError? {
        do {
            try body()
            return nil
        } catch {
            return error as? ModelError
        }
    }

    /// `validate` (which builds nothing for requirements) throws exactly what building the dependency throws.
    @Test(
        arguments: [
            [], "~> 1.0", ["~> 1.0"], ["=> 1.0"], "=> 1.0", ["~> 1.0", "=> 2"], ["~>1.0", " >= 2 ", "1.0"],
            [["< 2", ["!x"]]],
            [.null], [1], 1.5, true, ["~> "], [""], "", " ", ["1.0", "1.0"], [.version("bad version")],
            [[.symbol("git"): "u"]], [.symbol("git"): "u"], [.symbol("source"): "s", .symbol("git"): "u"],
            [.symbol("source"): "s"], .symbol("head"), .symbol("x"), ["1.0", .symbol("head")], .null,
        ] as [PodValue])
    func validateThrowsWhatBuildingThrows(_ stored: PodValue) {
        let built = failure { _ = try Dependency(name: "A", storedRequirements: stored) }
        let validated = failure { try Dependency.validate(name: "A", storedRequirements: stored) }
        #expect(validated == built)
    }
}
