@testable import PodspecModel

/// Every consumer of spec trees written as JSON: each spec of each tree, on iOS, macOS, tvOS and a platform
/// CocoaPods does not know. The consumer tests compare a fast read with the long one on all of them.
enum ConsumerSweep {
    static let platforms = ["ios", "osx", "tvos", "custom"]

    static func forEachConsumer(of specs: [String], _ body: (SpecNode, String, Consumer) throws -> Void) throws {
        for json in specs {
            let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
            for node in [root] + root.recursiveDescendants {
                for platform in platforms { try body(node, platform, Consumer(node: node, platformName: platform)) }
            }
        }
    }
}
