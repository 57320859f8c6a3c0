/// CocoaPods' DSL attributes in `DSL.attributes` order (which drives lint order; `xcconfig`
/// comes first because `dsl/deprecations.rb` is loaded before `attribute :name`).
public enum AttributeTable {
    public static let sourceKeys: [(String, [String])] = [
        ("git", ["tag", "branch", "commit", "submodules"]),
        ("svn", ["folder", "tag", "revision"]),
        ("hg", ["revision"]),
        ("http", ["flatten", "type", "sha256", "sha1", "headers"]),
    ]
    public static let licenseKeys = ["type", "file", "text"]
    public static let schemeKeys = [
        "launch_arguments", "environment_variables", "code_coverage", "parallelizable", "build_configurations",
    ]
    public static let scriptPhaseRequiredKeys = ["name", "script"]
    public static let scriptPhaseOptionalKeys = [
        "shell_path", "input_files", "output_files", "input_file_lists", "output_file_lists",
        "show_env_vars_in_log", "execution_position", "dependency_file", "always_out_of_date",
    ]
    public static let executionPositionKeys = [
        "before_compile", "after_compile", "before_headers", "after_headers", "any",
    ]
    public static let onDemandResourcesCategoryKeys = ["download_on_demand", "prefetched", "initial_install"]
    public static let supportedTestTypes = ["unit", "ui"]

    public static let all: [Attribute] = indexed([
        Attribute("xcconfig", inherited: true, container: .hash),
        Attribute("name", multiPlatform: false, required: true),
        Attribute("version", rootOnly: true, required: true),
        Attribute("swift_versions", rootOnly: true, container: .array, singular: "swift_version"),
        Attribute("cocoapods_version", rootOnly: true),
        Attribute(
            "authors", rootOnly: true, required: true, types: [.string, .array, .hash], container: .hash,
            singular: "author"),
        Attribute("social_media_url", rootOnly: true),
        Attribute("license", rootOnly: true, required: true, container: .hash, keys: .list(licenseKeys)),
        Attribute("homepage", rootOnly: true, required: true),
        Attribute("readme", rootOnly: true),
        Attribute("changelog", rootOnly: true),
        Attribute("source", rootOnly: true, required: true, container: .hash, keys: .primary(sourceKeys)),
        Attribute("summary", rootOnly: true, required: true),
        Attribute("description", rootOnly: true),
        Attribute("screenshots", rootOnly: true, container: .array, singular: "screenshot"),
        Attribute("documentation_url", rootOnly: true),
        Attribute("prepare_command", rootOnly: true),
        Attribute("static_framework", rootOnly: true, types: [.trueClass, .falseClass]),
        Attribute("deprecated", rootOnly: true, types: [.trueClass, .falseClass]),
        Attribute("deprecated_in_favor_of", rootOnly: true),
        Attribute(
            "platforms", multiPlatform: false, inherited: true, container: .hash,
            keys: .list(PlatformName.dslOrder.map(\.rawValue))),
        Attribute("dependencies", inherited: true, container: .hash),
        Attribute("info_plist", inherited: false, container: .hash),
        Attribute(
            "requires_arc", inherited: true, types: [.trueClass, .falseClass, .string, .array],
            filePatterns: true),
        Attribute("frameworks", inherited: true, container: .array, singular: "framework"),
        Attribute("weak_frameworks", inherited: true, container: .array, singular: "weak_framework"),
        Attribute("libraries", inherited: true, container: .array, singular: "library"),
        Attribute("compiler_flags", inherited: true, container: .array, singular: "compiler_flag"),
        Attribute("pod_target_xcconfig", inherited: true, container: .hash),
        Attribute("user_target_xcconfig", inherited: true, container: .hash),
        Attribute("prefix_header_contents", inherited: true, types: [.array, .string]),
        Attribute("prefix_header_file", inherited: true, types: [.trueClass, .falseClass, .string]),
        Attribute("module_name", rootOnly: true),
        Attribute("header_dir", inherited: true),
        Attribute("header_mappings_dir", inherited: true),
        Attribute("script_phases", inherited: false, types: [.hash, .array], singular: "script_phase"),
        Attribute("source_files", container: .array, filePatterns: true),
        Attribute("public_header_files", container: .array, filePatterns: true),
        Attribute("project_header_files", container: .array, filePatterns: true),
        Attribute("private_header_files", container: .array, filePatterns: true),
        Attribute("vendored_frameworks", container: .array, filePatterns: true, singular: "vendored_framework"),
        Attribute("vendored_libraries", container: .array, filePatterns: true, singular: "vendored_library"),
        Attribute(
            "on_demand_resources", types: [.string, .array, .hash], container: .hash, filePatterns: true,
            singular: "on_demand_resource"),
        Attribute(
            "resource_bundles", types: [.string, .array], container: .hash, filePatterns: true,
            singular: "resource_bundle"),
        Attribute("resources", container: .array, filePatterns: true, singular: "resource"),
        Attribute("exclude_files", container: .array, filePatterns: true),
        Attribute("preserve_paths", container: .array, filePatterns: true, singular: "preserve_path"),
        Attribute(
            "module_map", rootOnly: true, multiPlatform: true, inherited: true,
            types: [.trueClass, .falseClass, .string]),
        Attribute("test_type", multiPlatform: false, types: [.symbol, .string], testOnly: true),
        Attribute("requires_app_host", types: [.trueClass, .falseClass], testOnly: true),
        Attribute("app_host_name", testOnly: true),
        Attribute("scheme", types: [.hash], container: .hash, keys: .list(schemeKeys)),
        Attribute(
            "default_subspecs", rootOnly: true, types: [.array, .string, .symbol], container: .array,
            singular: "default_subspec"),
    ])

    /// `dependencies`, `platforms` and `name`: written by DSL methods of their own (`s.dependency`, `s.platform=`,
    /// `s.name=`), which note where by the attribute rather than by its name.
    public static let dependencies = tableAttribute("dependencies")
    public static let platforms = tableAttribute("platforms")
    public static let name = tableAttribute("name")
    /// `test_type`, which a test spec starts with.
    public static let testType = tableAttribute("test_type")

    /// The attribute of the table named `name`, which the table holds.
    private static func tableAttribute(_ name: String) -> Attribute {
        guard let attribute = all.first(where: { $0.name == name }) else { preconditionFailure("no attribute \(name)") }
        return attribute
    }

    /// The attributes with their `index` set.
    private static func indexed(_ attributes: [Attribute]) -> [Attribute] {
        attributes.enumerated().map { offset, attribute in Attribute(attribute, index: offset) }
    }

    /// Table positions by name (see `NameIndex`).
    private static let indexByName = NameIndex(all.map { ($0.name, $0.index) })
    /// Every writer's name with its table position: the names, then the singular aliases.
    private static let writers =
        all.map { ($0.name, $0.index) }
        + all.compactMap { attribute in attribute.singularName.map { ($0, attribute.index) } }
    /// Table positions by writer.
    private static let indexByWriter = NameIndex(writers)
    /// Table positions by setter, a writer's name and `=` (`summary=`, `framework=`): the method name a
    /// podspec calls, looked up as it is rather than cut into a new string first.
    private static let indexBySetter = NameIndex(writers.map { ($0.0 + "=", $0.1) })

    /// The attribute named `name`.
    public static func attribute(named name: String) -> Attribute? { indexByName[name].map { all[$0] } }

    /// The `index` of the attribute named `name` (whether there is one, without retaining the attribute).
    public static func index(named name: String) -> Int? { indexByName[name] }

    /// The attribute whose writer (`name=`) or singular alias (`framework=`) is `writer`.
    public static func attribute(forWriter writer: String) -> Attribute? { indexByWriter[writer].map { all[$0] } }

    /// The attribute whose setter is `setter` (`summary=`, `framework=`).
    public static func attribute(forSetter setter: String) -> Attribute? { indexBySetter[setter].map { all[$0] } }
}
