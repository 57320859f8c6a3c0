import PodspecModel
import Testing

@Suite struct SourceLocationsTests {
    static let a = SourceLocation(line: 1, column: 1)
    static let b = SourceLocation(line: 2, column: 3)

    /// A key is one key however it is spelt: `"ios.frameworks"` is `frameworks` under `.ios`, in the table or not.
    @Test func keySpellings() {
        var locations = SourceLocations()
        locations["frameworks", platform: .ios] = Self.a
        #expect(locations["ios.frameworks"] == Self.a)
        #expect(locations["frameworks"] == nil)
        #expect(locations["frameworks", platform: .osx] == nil)
        locations["ios.frameworks"] = Self.b
        #expect(locations["frameworks", platform: .ios] == Self.b)
        locations["custom.key", platform: .tvos] = Self.a
        #expect(locations["tvos.custom.key"] == Self.a)
        locations["macos.frameworks"] = Self.b
        #expect(locations["frameworks", platform: .osx] == nil)
        #expect(locations["macos.frameworks"] == Self.b)
        locations["summary"] = Self.a
        locations["summary"] = nil
        #expect(Set(locations.keys) == ["ios.frameworks", "tvos.custom.key", "macos.frameworks"])
    }

    /// The same locations are equal whatever order they were written in.
    @Test func equality() {
        var first = SourceLocations()
        first["name"] = Self.a
        first["ios.source_files"] = Self.b
        var second = SourceLocations()
        second["source_files", platform: .ios] = Self.b
        second["name"] = Self.a
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second["name"] = Self.b
        #expect(first != second)
    }

    /// A location held by the attribute is the one held by its name, on every platform and for none; an attribute
    /// made outside the table is held by its name.
    @Test func attributeKeys() {
        for attribute in AttributeTable.all {
            for platform in [nil] + PlatformName.dslOrder {
                var byAttribute = SourceLocations()
                byAttribute[attribute, platform: platform] = Self.a
                #expect(byAttribute[attribute.name, platform: platform] == Self.a, "\(attribute.name)")
                var byName = SourceLocations()
                byName[attribute.name, platform: platform] = Self.a
                #expect(byName[attribute, platform: platform] == Self.a, "\(attribute.name)")
                #expect(byAttribute == byName)
                byAttribute[attribute, platform: platform] = Self.b
                #expect(byAttribute[attribute.name, platform: platform] == Self.b)
                byAttribute[attribute, platform: platform] = nil
                #expect(byAttribute.keys.isEmpty)
            }
        }
        var locations = SourceLocations()
        let outside = Attribute("not_in_the_table")
        locations[outside, platform: .ios] = Self.a
        #expect(locations["ios.not_in_the_table"] == Self.a)
        #expect(locations[outside] == nil)
        #expect(locations[outside, platform: .ios] == Self.a)
    }
}
