import PodspecModel
import Testing

@testable import PodspecLint

@Suite struct SourceLocationLookupTests {
    /// A diagnostic's location: the attribute, its form for the consumer's platform, its form for any platform
    /// (in `PlatformName.dslOrder`), then the spec's own line.
    @Test func lookupOrder() throws {
        let json = """
            {"name": "L", "summary": "S",
             "ios": {"summary": "I", "frameworks": "UIKit"},
             "osx": {"frameworks": "AppKit"}, "tvos": {"libraries": "z"}}
            """
        let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
        #expect(root.sourceLocation(of: "summary", platform: "ios", root: root) == SourceLocation(line: 1, column: 15))
        #expect(
            root.sourceLocation(of: "frameworks", platform: "ios", root: root) == SourceLocation(line: 2, column: 26))
        #expect(root.sourceLocation(of: "frameworks", platform: nil, root: root) == SourceLocation(line: 3, column: 10))
        #expect(
            root.sourceLocation(of: "libraries", platform: "ios", root: root) == SourceLocation(line: 3, column: 44))
        #expect(root.sourceLocation(of: "resources", platform: "ios", root: root) == SourceLocation(line: 1, column: 1))
    }
}
