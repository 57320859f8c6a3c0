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
        let basename = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? file
        if basename != name + ".podspec" && basename != name + ".podspec.json" {
            context.error("name", mismatch)
        }
    }
}
