import PodspecModel

/// L2: the root's name matches the podspec's file name (`Name.podspec` or `Name.podspec.json`).
struct RootNameCheck: RootCheck {
    static let identifier = "root_name"
    static let order = LintOrder.rootName
    static let mismatch = "The name of the spec should match the name of the file."

    static let examples = [
        LintExample(#"{"name": "Pod"}"#, file: "Pod.podspec"),
        LintExample(#"{"name": "Pod"}"#, [.error("name", mismatch)], file: "pod.podspec.json"),
        LintExample(#"{"name": "Pod"}"#, [.error("name", mismatch)], file: "Other.podspec"),
    ]

    static func check(_ context: LintContext) {
        guard let name = context.root.name, let file = context.file else { return }
        let basename = basename(file)
        if basename != name + ".podspec" && basename != name + ".podspec.json" {
            context.error("name", mismatch)
        }
    }

    /// `File.basename`: the last non-empty component between slashes, the path itself when there is none.
    /// On bytes, from the end (splitting the path into Characters, or into all its components, cost more
    /// than the rest of the check).
    static func basename(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        let utf8 = path.utf8
        guard let last = utf8.lastIndex(where: { $0 != slash }) else { return path }
        let start = utf8[..<last].lastIndex(of: slash).map(utf8.index(after:)) ?? utf8.startIndex
        return String(Substring(utf8[start...last]))
    }
}
