import PodspecModel
import Testing

@Suite struct RequirementTests {
    func r(_ s: String...) throws -> Requirement { try Requirement(s) }
    func v(_ s: String) throws -> Version { try Version(s) }

    @Test func parsing() throws {
        #expect(try r("~>1.0").description == "~> 1.0")
        #expect(try r("1.0").description == "= 1.0")
        #expect(try r(">= 1.0", "< 2.0").description == "< 2.0, >= 1.0")
        #expect(try r(">= 1.0", ">= 1.0").constraints.count == 1)
        #expect(try r().description == ">= 0")
        #expect(Requirement.default.description == ">= 0")
        #expect(try r(" <= 1.0+meta ").constraints == [.init(.lessOrEqual, v("1.0+meta"))])
    }

    @Test func illformed() {
        #expect(throws: ModelError.argument("Illformed requirement `\"=> 1.0\"`")) { try Requirement(["=> 1.0"]) }
        #expect(throws: ModelError.argument("Illformed requirement `{:git=>\"u\"}`")) {
            try Requirement(values: [[.symbol("git"): "u"]])
        }
        #expect(throws: ModelError.self) { try Requirement(["~> "]) }
    }

    @Test func create() throws {
        #expect(try Requirement.create(nil) == .default)
        #expect(try Requirement.create(.symbol("x")) == .default)
        #expect(try Requirement.create("~> 1.0").description == "~> 1.0")
        #expect(try Requirement.create(["> 1", nil, ["< 3"]]).description == "< 3, > 1")
        #expect(try Requirement.create(.version("1.2")).description == "= 1.2")
    }

    @Test func pessimistic() throws {
        let tilde = try r("~> 1.0")
        #expect(try tilde.isSatisfied(by: v("1.9")))
        #expect(try tilde.isSatisfied(by: v("1.1-beta")))
        #expect(try !tilde.isSatisfied(by: v("2.0")))
        #expect(try !tilde.isSatisfied(by: v("2.0-beta")))
        let beta = try r("~> 1.0.0-beta")
        #expect(try beta.isSatisfied(by: v("1.0.0")))
        #expect(try beta.isSatisfied(by: v("1.0.1")))
        #expect(try !r("~> 1.0.1").isSatisfied(by: v("1.1")))
    }

    @Test func operators() throws {
        #expect(try r("> 1.0").isSatisfied(by: v("1.0.1-beta")))
        #expect(try r("< 2.0").isSatisfied(by: v("2.0-alpha")))
        #expect(try r("= 1.0").isSatisfied(by: v("1.0.0")))
        #expect(try r("1.0").isSatisfied(by: v("1.0.0")))
        #expect(try !r(">= 1.0.0-beta").isSatisfied(by: v("1.0.0-alpha")))
        #expect(try r("!= 1.0").isSatisfied(by: v("1.1")))
        #expect(try !r("!= 1.0").isSatisfied(by: v("1.0.0")))
        // `>` uses `<=>`: equal segments, the longer string is greater.
        #expect(try r("> 1.0").isSatisfied(by: v("1.0.0")))
        #expect(try r(">= 1.0", "< 2.0").isSatisfied(by: v("1.5")))
    }

    @Test func none() throws {
        #expect(Requirement.default.isNone)
        #expect(try !r("~> 1").isNone)
    }
}
