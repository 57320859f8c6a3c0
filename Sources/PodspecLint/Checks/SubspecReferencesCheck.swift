import PodspecModel

/// Ours, full validation only: the pod's own subspecs that a spec names exist. A dependency on
/// `Pod/Missing`, or a `default_subspecs` entry naming no subspec, passes CocoaPods' quick lint but
/// makes `pod install` fail, and so CocoaPods' full lint, which installs and builds the pod;
/// podspec never installs, so this check reports it instead.
struct SubspecReferencesCheck: ConsumerCheck {
    static let identifier = "subspec_references"
    static let ours = true
    static let fullValidationOnly = true

    static func missingDependency(_ name: String, root: String) -> String {
        "The dependency `\(name)` names a subspec that `\(root)` does not define."
    }

    static func missingDefault(_ name: String, root: String) -> String {
        "The default subspec `\(name)` is not a subspec of `\(root)`."
    }

    static let examples = [
        LintExample(
            #"{"default_subspecs": "Core", "subspecs": [{"name": "Core", "source_files": "*.m"}, "#
                + #"{"name": "UI", "source_files": "*.m", "dependencies": {"Pod/Core": []}}]}"#),
        LintExample(#"{"default_subspecs": "none", "subspecs": [{"name": "Core", "source_files": "*.m"}]}"#),
        LintExample(
            #"{"dependencies": {"Pod/Core": []}}"#, [.error("dependencies", missingDependency("Pod/Core", root: "Pod"))]
        ),
        LintExample(
            #"{"default_subspecs": ["Core", "UI"], "subspecs": [{"name": "Core", "source_files": "*.m"}]}"#,
            [.error("default_subspecs", missingDefault("UI", root: "Pod"))]),
    ]

    static func check(_ consumer: Consumer, _ context: LintContext) throws {
        let root = context.root
        guard let rootName = root.name else { return }
        let names = Set(root.selfAndDescendants.compactMap(\.name))
        // Requirements that cannot be read are the attribute checks' to report.
        for dependency in (try? consumer.dependencies()) ?? []
        where dependency.name.hasPrefix(rootName + "/") && !names.contains(dependency.name) {
            context.error("dependencies", missingDependency(dependency.name, root: rootName))
        }
        guard consumer.node.isRoot, case .array(let defaults) = try RootAccessors.read("default_subspecs", of: root)
        else { return }
        for name in defaults.map(\.rubyToS) where name != "none" && !names.contains("\(rootName)/\(name)") {
            context.error("default_subspecs", missingDefault(name, root: rootName))
        }
    }
}
