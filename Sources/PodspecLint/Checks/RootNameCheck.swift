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
        // `File.basename`, on bytes (splitting the path into Characters cost more than the rest of the lint).
        let basename = file.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? file
        if basename != name + ".podspec" && basename != name + ".podspec.json" {
            context.error("name", mismatch)
        }
    }
}
