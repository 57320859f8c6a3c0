import PodspecModel
import Testing

@testable import PodspecLint

/// `AttributeKeysCheck` on an attribute with primary keys (`source`) counts the primary keys as it reads them and
/// makes the Arrays a message lists only for that message: its warnings are those of filtering the keys' Array.
@Suite struct AttributeKeysPrimaryTests {
    static let sources: [PodValue] = [
        ["git": "u", "tag": "1"], ["git": "u", "folder": "x"], ["git": "u", "http": "v"], ["path": "."], [:],
        ["http": "u", "sha256": "x", "flatten": true, "type": "zip", "headers": ["a"]],
        ["svn": "u", "tag": "1", "git": "w", "hg": "h"], ["é": 1, "git": "u", "tag": "1", "ü": 2],
        ["git": "u", "tag": "1", "commit": "c", "submodules": true, "branch": "b", "foo": 1, "bar": 2],
    ]

    @Test(arguments: sources)
    func warnsAsFilteringTheKeys(source: PodValue) throws {
        var spec = Specification(name: "A")
        spec.attributes["version"] = "1.0"
        spec.attributes["source"] = source
        let messages = Linter(spec, file: nil).lint().filter { $0.rule == AttributeKeysCheck.identifier }.map(\.message)
        #expect(messages == Self.referenceWarnings(source))
    }

    /// The warnings for `source`'s keys, worked out on the Array of the keys and its filters.
    static func referenceWarnings(_ source: PodValue) -> [String] {
        guard case .hash(let h) = source, case .primary(let table)? = Consumer.attributeNamed("source").keys else {
            return []
        }
        let keys = h.keys.map(\.rubyToS)
        let major = keys.filter { key in table.contains { $0.0 == key } }
        if major.isEmpty { return [AttributeKeysCheck.missingPrimary("source", table.map(\.0))] }
        guard major.count == 1 else { return [AttributeKeysCheck.incompatiblePrimaries(major, "source")] }
        let acceptable = table.first { $0.0 == major[0] }?.1 ?? []
        let unknown = keys.filter { !major.contains($0) && !acceptable.contains($0) }
        return unknown.isEmpty ? [] : [AttributeKeysCheck.incompatible(unknown, major[0], "source")]
    }
}
