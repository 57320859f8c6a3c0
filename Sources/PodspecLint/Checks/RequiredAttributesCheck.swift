import PodspecModel

/// L3–L5: every required attribute (table-driven: name, version, authors, license, homepage,
/// source, summary) has a non-empty value on the root; a missing license is only a warning.
struct RequiredAttributesCheck: LintCheck {
    static let identifier = "required_attributes"

    static func missing(_ attribute: String) -> String { "Missing required attribute `\(attribute)`." }
    static func unparsable(_ attribute: String, _ error: String) -> String {
        "Unable to parse attribute `\(attribute)` due to error: \(error)"
    }

    static let examples = [
        LintExample(#"{"authors": ["Jane"]}"#),
        LintExample(#"{"authors": {}}"#, [missing("authors")]),
        LintExample(#"{"homepage": null, "summary": ""}"#, [missing("homepage"), missing("summary")]),
        LintExample(#"{"license": null}"#, [missing("license"), LicenseCheck.missingType]),
        LintExample(#"{"version": "v1.0", "source": {"http": "https://example.org/p.zip"}}"#,
                    [unparsable("version", "Malformed version number string v1.0")]),
    ]

    static func run(_ context: LintContext) {
        for attribute in AttributeTable.all where attribute.required {
            do {
                let value = try RootAccessors.read(attribute.name, of: context.root)
                if !value.isTruthy || ConsumerHookSupport.isEmpty(value) {
                    if attribute.name == "license" {
                        context.warning("attributes", missing(attribute.name), about: attribute.name)
                    } else {
                        context.error("attributes", missing(attribute.name), about: attribute.name)
                    }
                }
            } catch {
                context.error("attributes", unparsable(attribute.name, Linter.rubyMessage(error)), about: attribute.name)
            }
        }
    }
}
