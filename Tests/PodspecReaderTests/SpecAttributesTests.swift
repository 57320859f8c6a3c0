import OrderedCollections
import PodspecModel
import Testing

@testable import PodspecReader

/// `SpecAttributes` keeps the keys of `OrderedDictionary` in the same order whether a key is written by its
/// table attribute or by its name.
@Suite struct SpecAttributesTests {
    /// The same writes made through the store (table attributes by position, the rest by name) and through an
    /// `OrderedDictionary` give the same hash: first-write order, rewrites in place, removals closing the gap.
    @Test func matchesOrderedDictionary() throws {
        var store = SpecAttributes(name: "Pód", kind: .test, minimumCapacity: 2)
        var expected = Specification.initialAttributes(name: "Pód", kind: .test)
        let summary = try #require(AttributeTable.attribute(named: "summary"))
        let frameworks = try #require(AttributeTable.attribute(named: "frameworks"))

        store[summary] = .string("Ünïcode \u{301}")
        expected["summary"] = .string("Ünïcode \u{301}")
        store["ios"] = .hash([.string("frameworks"): .string("UIKit")])
        expected["ios"] = .hash([.string("frameworks"): .string("UIKit")])
        store["frameworks"] = .string("Foundation")
        expected["frameworks"] = .string("Foundation")
        store["custom_key"] = .null
        expected["custom_key"] = .null
        store[AttributeTable.name] = .string("Renamed")
        expected["name"] = .string("Renamed")
        #expect(store.dictionary == expected)
        #expect(Array(store.dictionary.keys) == Array(expected.keys))

        store[summary] = nil
        expected["summary"] = nil
        store["ios"] = nil
        expected["ios"] = nil
        #expect(store.dictionary == expected)
        #expect(Array(store.dictionary.keys) == Array(expected.keys))
        #expect(store[frameworks] == .string("Foundation"))
        #expect(store["frameworks"] == .string("Foundation"))
        #expect(store[summary] == nil)

        store[summary] = .string("Again")
        expected["summary"] = .string("Again")
        #expect(Array(store.dictionary.keys) == Array(expected.keys))
        #expect(store[summary] == .string("Again"))

        // Removing a key never written changes nothing.
        store["never_written"] = nil
        store[AttributeTable.testType] = nil
        expected["test_type"] = nil
        #expect(store.dictionary == expected)
        #expect(Array(store.dictionary.keys) == Array(expected.keys))
    }

    /// A value the store takes (consumed, not copied) stays the caller's own: changing the stored hash in place
    /// leaves the caller's unchanged.
    @Test func storedValueIsIndependentOfTheCallers() {
        var store = SpecAttributes()
        let held: PodValue = .hash([.string("a"): .string("b")])
        store["held"] = held
        store.changeHash("held") { $0[.string("c")] = .string("d") }
        #expect(held == .hash([.string("a"): .string("b")]))
        #expect(store["held"] == .hash([.string("a"): .string("b"), .string("c"): .string("d")]))
    }

    /// Every attribute of the table, the last index included, has its own position in the store's fixed-size
    /// table of positions: written in reverse table order, read back by attribute, and removed from the front.
    @Test func everyTableAttributeHasItsPosition() {
        var store = SpecAttributes(name: nil, kind: .library, minimumCapacity: 0)
        var expected = Specification.initialAttributes(name: nil, kind: .library)
        for attribute in AttributeTable.all.reversed() {
            store[attribute] = .string(attribute.name)
            expected[attribute.name] = .string(attribute.name)
        }
        #expect(Array(store.dictionary.keys) == Array(expected.keys))
        for attribute in AttributeTable.all { #expect(store[attribute] == .string(attribute.name)) }
        for attribute in AttributeTable.all.prefix(AttributeTable.all.count / 2) {
            store[attribute] = nil
            expected[attribute.name] = nil
        }
        #expect(store.dictionary == expected)
        for attribute in AttributeTable.all { #expect(store[attribute] == expected[attribute.name]) }
    }

    /// `changeHash` by attribute or by name adds a missing key last with a new hash, and changes a written one
    /// in place, as `OrderedDictionary.changeHash` does.
    @Test func changeHashMatchesOrderedDictionary() {
        var store = SpecAttributes(name: nil, kind: .library, minimumCapacity: 0)
        var expected = Specification.initialAttributes(name: nil, kind: .library)
        store.changeHash(AttributeTable.dependencies) { $0[.string("A")] = .array([]) }
        expected.changeHash("dependencies") { $0[.string("A")] = .array([]) }
        store.changeHash("osx") { $0[.string("x")] = .null }
        expected.changeHash("osx") { $0[.string("x")] = .null }
        store.changeHash("dependencies") { $0[.string("B")] = .string("~> 1") }
        expected.changeHash("dependencies") { $0[.string("B")] = .string("~> 1") }
        store.changeHash(AttributeTable.name) { $0[.string("n")] = .null }
        expected.changeHash("name") { $0[.string("n")] = .null }
        #expect(store.dictionary == expected)
        #expect(Array(store.dictionary.keys) == Array(expected.keys))
    }
}
