import Testing

@testable import PodspecModel

/// `JSONKeyNames` finds each of its names by their bytes, and nothing for near misses.
@Suite struct JSONKeyNamesTests {
    static let names = [
        "name", "source_files", "public_header_files", "ios", "git", "a", "exactly8", "sixteen_bytes_ab",
    ]

    /// Prefixes, suffixes, case, one byte off (in the head and past it), non-ASCII, long and empty.
    static let misses: [String] = {
        var misses = [
            "", "b", "nam", "names", "Name", "source_filez", "sourcé_files", "public_header_filez", "exactly9",
        ]
        misses += ["🙂", String(repeating: "x", count: 300), "sixteen_bytes_aB", "sixteen_bytes_abc"]
        for name in names {
            misses.append(String(name.dropLast()))
            misses.append(name + "s")
            misses.append(name.uppercased())
        }
        return misses.filter { !names.contains($0) }
    }()

    private func lookUp(_ table: JSONKeyNames, _ text: String) -> String? {
        Array(text.utf8).withUnsafeBufferPointer { table.name($0) }
    }

    @Test func findsEveryNameAndNoMiss() {
        let table = JSONKeyNames(Self.names + ["ios"])
        for name in Self.names { #expect(lookUp(table, name) == name, "\(name)") }
        for miss in Self.misses { #expect(lookUp(table, miss) == nil, "\(miss)") }
    }

    @Test func podspecTableHoldsTheAttributesAndPlatforms() {
        for name in AttributeTable.all.map(\.name) + PlatformName.allCases.map(\.rawValue) {
            #expect(lookUp(.podspec, name) == name, "\(name)")
        }
        #expect(lookUp(.podspec, "Firebase/Core") == nil)
    }
}
