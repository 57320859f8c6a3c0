import PodspecModel

/// Ours, full validation only: no two specs of a pod share a name. A second `Pod/Core` (two
/// subspecs, or a subspec and a test spec, with one name) passes CocoaPods' lint, but CocoaPods
/// resolves the name to the first alone (`subspec_by_name`), so the second's files, settings and
/// dependencies are silently never used.
struct DuplicateSubspecsCheck: RootCheck {
    static let identifier = "duplicate_subspecs"
    static let ours = true
    static let fullValidationOnly = true

    static func declaredTwice(_ name: String) -> String {
        "`\(name)` is declared more than once; CocoaPods uses only the first declaration."
    }

    static let examples = [
        LintExample(
            #"{"subspecs": [{"name": "Core", "source_files": "*.m"}, {"name": "UI", "source_files": "*.m", "#
                + #""subspecs": [{"name": "Core", "source_files": "*.m"}]}]}"#),
        LintExample(
            #"{"subspecs": [{"name": "Core", "source_files": "a.m"}, {"name": "Core", "source_files": "b.m"}, "#
                + #"{"name": "Core", "source_files": "c.m"}]}"#,
            [.warning("subspecs", declaredTwice("Pod/Core"))]),
        LintExample(
            #"{"subspecs": [{"name": "Tests", "source_files": "*.m"}], "#
                + #""testspecs": [{"name": "Tests", "test_type": "unit", "source_files": "*.m"}]}"#,
            [.warning("testspecs", declaredTwice("Pod/Tests"))]),
    ]

    static func check(_ context: LintContext) {
        var seen = Set<String>()
        var reported = Set<String>()
        for node in context.root.recursiveDescendants {
            guard let name = node.name, !seen.insert(name).inserted, reported.insert(name).inserted else { continue }
            context.warning(attribute(declaring: node.kind), declaredTwice(name))
        }
    }

    /// The JSON key a spec of this kind is declared under.
    static func attribute(declaring kind: Specification.Kind) -> String {
        switch kind {
        case .library: "subspecs"
        case .test: "testspecs"
        case .app: "appspecs"
        }
    }
}
