import PodspecModel
import Testing

@Suite struct SpecificationInitialAttributesTests {
    /// A new spec starts with its name (`nil` as null, non-ASCII kept) and, for a test spec only, `test_type`;
    /// the room asked for changes nothing that can be seen.
    @Test func initialAttributes() {
        for capacity in [0, 1, 8, 15, 40] {
            let library = Specification.initialAttributes(
                name: "Pód/Ünïcode", kind: .library, minimumCapacity: capacity)
            #expect(Array(library.keys) == ["name"])
            #expect(library["name"] == .string("Pód/Ünïcode"))
            let test = Specification.initialAttributes(name: nil, kind: .test, minimumCapacity: capacity)
            #expect(Array(test.keys) == ["name", "test_type"])
            #expect(test["name"] == .null)
            #expect(test["test_type"] == .symbol("unit"))
            let app = Specification.initialAttributes(name: "App", kind: .app, minimumCapacity: capacity)
            #expect(app == Specification(name: "App", kind: .app).attributes)
        }
    }
}
