import PodspecModel

/// L3–L5: every required attribute (table-driven: name, version, authors, license, homepage,
/// source, summary) has a non-empty value on the root; a missing license is only a warning.
struct RequiredAttributesCheck: RootCheck {
    static let identifier = "required_attributes"
    static let order = LintOrder.requiredAttributes

    static func missing(_ attribute: String) -> String { "Missing required attribute `\(attribute)`." }
    static func unparsable(_ attribute: String, _ error: String) -> String {
        "Unable to parse attribute `\(attribute)` due to error: \(error)"
    }

    static let examples = [
        LintExample(#"{"authors": ["Jane"]}"#),
        LintExample(#"{"authors": {}}"#, [.error("attributes", missing("authors"))]),
        LintExample(
            #"{"homepage": null, "summary": ""}"#,
            [.error("attributes", missing("homepage")), .error("attributes", missing("summary"))]),
        LintExample(
            #"{"license": null}"#,
            [
                .warning("attributes", missing("license")),
                .warning("license", LicenseCheck.missingType, rule: LicenseCheck.identifier),
            ]),
        LintExample(
            #"{"version": "v1.0", "source": {"http": "https://example.org/p.zip"}}"#,
            [
                .error("attributes", unparsable("version", "Malformed version number string v1.0")),
                .error(
                    "version", "Unable to validate due to exception: Malformed version number string v1.0",
                    rule: VersionCheck.identifier),
                .error(
                    "attributes",
                    AttributeKeysCheck.unableToValidate("version", "Malformed version number string v1.0"),
                    rule: AttributeKeysCheck.identifier),
            ]),
    ]

    /// The required attributes, walked in table order (going through the whole table retained every attribute).
    private static let requiredAttributes = AttributeSet(AttributeTable.all.filter(\.required))

    static func check(_ context: LintContext) {
        for attribute in requiredAttributes {
            do {
                let value = try context.rootRead(attribute)
                if !value.isTruthy || ConsumerHookSupport.isEmpty(value) {
                    if attribute.name == "license" {
                        context.warning("attributes", missing(attribute.name), about: attribute.name)
                    } else {
                        context.error("attributes", missing(attribute.name), about: attribute.name)
                    }
                }
            } catch {
                context.error(
                    "attributes", unparsable(attribute.name, Linter.rubyMessage(error)), about: attribute.name)
            }
        }
    }
}
