import PodspecModel
import Testing

@Suite struct SpecificationInitialAttributesTests {
    /// A new spec starts with its name (`nil` as null, non-ASCII kept) and, for a test spec only, `test_type`.
    @Test func initialAttributes() {
        let library = Specification.initialAttributes(name: "Pód/Ünïcode", kind: .library)
        #expect(Array(library.keys) == ["name"])
        #expect(library["name"] == .string("Pód/Ünïcode"))
        let test = Specification.initialAttributes(name: nil, kind: .test)
        #expect(Array(test.keys) == ["name", "test_type"])
        #expect(test["name"] == .null)
        #expect(test["test_type"] == .symbol("unit"))
        let app = Specification.initialAttributes(name: "App", kind: .app)
        #expect(app == Specification(name: "App", kind: .app).attributes)
    }

    /// `writeInitialAttributes` gives the same attributes, in the same order, as table attributes.
    @Test func writtenInitialAttributesAreTheTableOnes() {
        var written: [(String, PodValue)] = []
        Specification.writeInitialAttributes(name: nil, kind: .test) { written.append(($0.name, $1)) }
        #expect(written.map(\.0) == Array(Specification.initialAttributes(name: nil, kind: .test).keys))
        #expect(AttributeTable.testType.name == "test_type")
    }
}
