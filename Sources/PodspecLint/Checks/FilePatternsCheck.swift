import PodspecModel

/// A11: file patterns are relative (table-driven over the file-pattern attributes).
struct FilePatternsCheck: ConsumerCheck {
    static let identifier = "file_patterns"
    static let order = LintOrder.filePatterns

    static func absolute(_ attribute: String) -> String {
        "File patterns must be relative and cannot start with a slash (\(attribute))."
    }

    static let examples = [
        LintExample(#"{"resource_bundles": {"B": ["R/*.png"]}, "requires_arc": ["Arc/*.m"]}"#),
        LintExample(#"{"source_files": ["/abs/*.m"]}"#, [.error("File Patterns", absolute("source_files"))]),
        LintExample(
            #"{"resource_bundles": {"B": "/R/*.png"}}"#, [.error("File Patterns", absolute("resource_bundles"))]),
        LintExample(
            #"{"on_demand_resources": {"T": ["/a", "b"]}}"#, [.error("File Patterns", absolute("on_demand_resources"))]),
    ]

    /// The file-pattern attributes (walked in table order).
    private static let filePatternAttributes = AttributeSet(AttributeTable.all.filter(\.filePatterns))
    /// The table index of `on_demand_resources`, whose items are Hashes of paths.
    private static let onDemandResourcesIndex = AttributeTable.attribute(named: "on_demand_resources")?.index

    /// Whether the pattern `item` starts with a slash: a String, or (for `on_demand_resources`) the Hash whose
    /// `paths` are joined into one.
    private static func isAbsolute(_ item: PodValue, onDemandResources: Bool) -> Bool {
        if onDemandResources {
            let paths = item[symbol: "paths"]
            return ConsumerHookSupport.elements(paths).map(Consumer.joinText(separator: "")).joined()
                .hasASCIIPrefix("/")
        }
        guard case .string(let s) = item else { return false }
        return s.hasASCIIPrefix("/")
    }

    /// - Throws: when a value cannot be read (CocoaPods would crash here).
    static func check(_ consumer: Consumer, _ context: LintContext) throws {
        // (An unset attribute reads as its default or an empty container: no patterns, no error.)
        for attribute in consumer.attributesSet(among: filePatternAttributes) {
            // (A String the spec alone writes reads as an Array of it: looked at as written, no Array made.)
            if let pattern = consumer.ownStringReadAsArray(attribute) {
                if pattern.hasASCIIPrefix("/") {
                    context.error("File Patterns", absolute(attribute.name), about: attribute.name)
                }
                continue
            }
            var patterns = try consumer.read(attribute) ?? .null
            if case .hash(let h) = patterns {
                patterns = .array(
                    h.values.flatMap { value -> [PodValue] in
                        if case .array(let items) = value { return items }
                        return [value]
                    })
            }
            guard case .array(let items) = patterns else { continue }
            let onDemandResources = attribute.index == onDemandResourcesIndex
            // (Each item looked at where it is: copied into a pattern to test, each was copied and destroyed.)
            for item in items where isAbsolute(item, onDemandResources: onDemandResources) {
                context.error("File Patterns", absolute(attribute.name), about: attribute.name)
            }
        }
    }
}
