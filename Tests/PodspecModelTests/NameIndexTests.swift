import Testing

@testable import PodspecModel

/// `NameIndex` against the `Dictionary` it replaced, on the table's names and on near misses.
@Suite struct NameIndexTests {
    static let names = AttributeTable.all.map(\.name)
    static let singulars = AttributeTable.all.compactMap(\.singularName)

    /// Names that are not in the table but look like its names: prefixes, suffixes, case, one byte off,
    /// non-ASCII, long and empty.
    static let misses: [String] = {
        var misses = ["", "n", "nam", "names", "Name", "NAME", "sourcefiles", "source_files ", " source_files"]
        misses += ["sourcé_files", "🙂", "ios", "osx", "swift_version_", String(repeating: "x", count: 300)]
        for name in names {
            misses.append(String(name.dropLast()))
            misses.append(name + "s")
            misses.append(name.uppercased())
        }
        return misses
    }()

    @Test func findsEveryName() {
        let dictionary = Dictionary(uniqueKeysWithValues: Self.names.enumerated().map { ($1, $0) })
        let index = NameIndex(Self.names.enumerated().map { ($1, $0) })
        for name in Self.names + Self.misses + Self.singulars {
            #expect(index[name] == dictionary[name], "\(name)")
        }
    }

    @Test func tableLookups() {
        for attribute in AttributeTable.all {
            #expect(AttributeTable.attribute(named: attribute.name)?.name == attribute.name)
            #expect(AttributeTable.index(named: attribute.name) == attribute.index)
            #expect(AttributeTable.attribute(forWriter: attribute.name)?.name == attribute.name)
            if let singular = attribute.singularName {
                #expect(AttributeTable.attribute(forWriter: singular)?.name == attribute.name)
                #expect(AttributeTable.attribute(named: singular) == nil)
            }
        }
        for miss in Self.misses where !Self.singulars.contains(miss) {
            #expect(AttributeTable.attribute(named: miss) == nil, "\(miss)")
            #expect(AttributeTable.attribute(forWriter: miss) == nil, "\(miss)")
        }
    }

    /// Setters (`summary=`, `framework=`) find their attribute; a name without its `=`, or with another byte, does not.
    @Test func setterLookups() {
        for attribute in AttributeTable.all {
            for writer in [attribute.name] + (attribute.singularName.map { [$0] } ?? []) {
                #expect(AttributeTable.attribute(forSetter: writer + "=")?.name == attribute.name, "\(writer)")
                #expect(AttributeTable.attribute(forSetter: writer) == nil, "\(writer)")
                #expect(AttributeTable.attribute(forSetter: writer + "==") == nil, "\(writer)")
                #expect(AttributeTable.attribute(forSetter: "é" + writer + "=") == nil, "\(writer)")
            }
        }
        for miss in Self.misses where !Self.singulars.contains(miss) {
            #expect(AttributeTable.attribute(forSetter: miss + "=") == nil, "\(miss)")
        }
        #expect(AttributeTable.attribute(forSetter: "=") == nil)
    }

    /// The attributes the DSL's own methods note locations by.
    @Test func namedAttributes() {
        #expect(AttributeTable.dependencies.name == "dependencies")
        #expect(AttributeTable.platforms.name == "platforms")
        #expect(AttributeTable.name.name == "name")
        #expect(AttributeTable.dependencies === AttributeTable.attribute(named: "dependencies"))
    }

    /// A name given twice keeps its first value.
    @Test func firstValueWins() {
        let index = NameIndex([("a", 1), ("b", 2), ("a", 3)])
        #expect(index["a"] == 1)
        #expect(index["b"] == 2)
        #expect(index["c"] == nil)
    }
}
