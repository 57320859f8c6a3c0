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

    /// `undeclared(among:)` (one mask operation) is the members `declares` says the spec does not write.
    @Test func undeclaredAmongIsTheMembersNotDeclared() {
        var spec = Specification(name: "A")
        spec.attributes["source_files"] = "*.m"
        spec.attributes["license"] = .null
        spec.attributes["version"] = "1.0"
        spec.attributes["ios"] = ["frameworks": "UIKit"]
        let declared = DeclaredValues(spec)
        var all = AttributeSet()
        for attribute in AttributeTable.all { all.insert(attribute) }
        for candidates in [all, AttributeSet(), declared.declaredAttributes] {
            let expected = Array(candidates.filter { !declared.declares($0) }.map(\.name))
            #expect(Array(declared.undeclared(among: candidates).map(\.name)) == expected)
        }
    }

    /// The attribute offsets kept in the object have a slot for each attribute of the table, and a spec's values
    /// read through them are those of its attributes Hash, keys before and after other keys alike.
    @Test func attributeOffsetsHaveASlotPerAttribute() throws {
        #expect(DeclaredValues.AttributeOffsets.count >= AttributeTable.all.count)
        var spec = Specification(name: "A")
        spec.attributes["docset_url"] = "x"
        spec.attributes["swift_version"] = "5.0"
        spec.attributes["frameworks"] = ["UIKit"]
        spec.attributes["ios"] = ["libraries": "z"]
        spec.attributes["requires_arc"] = .null
        let declared = DeclaredValues(spec)
        for attribute in AttributeTable.all {
            #expect(declared[attribute] == spec.attributes[attribute.name] ?? .null, "\(attribute.name)")
            #expect(declared[attribute.name] == spec.attributes[attribute.name] ?? .null, "\(attribute.name)")
        }
        #expect(Array(declared.keysOutsideTable) == ["docset_url", "swift_version", "ios"])
        #expect(declared.legacySwiftVersion == "5.0")
        #expect(declared.platformValue(.ios) == ["libraries": "z"])
    }

    /// The platform offsets kept in the object have a slot for each platform of the DSL order.
    @Test func platformOffsetsHaveASlotPerPlatform() {
        #expect(DeclaredValues.PlatformOffsets.count == PlatformName.dslOrder.count)
        #expect(SpecReads.PlatformMasks.count == PlatformName.dslOrder.count)
        for platform in PlatformName.allCases {
            #expect(PlatformName.dslOrder.firstIndex(of: platform) == platform.dslPosition, "\(platform)")
        }
    }
}

/// `DeclaredValues.legacySwiftVersion` (an offset noted while going through the keys) against the looked-up key.
@Suite struct LegacySwiftVersionTests {
    @Test(arguments: [
        ["swift_version": "5.0"] as [String: PodValue], ["swift_version": .null], ["swift_versions": "5.0"],
        ["Swift_version": "4.2"], ["swift_version ": "4.2"], [:], ["swift_version": ["4.2", "5.0"], "ios": "9.0"],
    ])
    func matchesTheKeyLookedUp(_ written: [String: PodValue]) {
        var spec = Specification(name: "A")
        for (key, value) in written.sorted(by: { $0.key < $1.key }) { spec.attributes[key] = value }
        let declared = DeclaredValues(spec)
        #expect(declared.legacySwiftVersion == declared["swift_version"])
        #expect(declared.legacySwiftVersion == (spec.attributes["swift_version"] ?? .null))
    }
}
