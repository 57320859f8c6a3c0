import PodspecModel

/// A1: every key of a spec's hash (and of its platform sub-hashes) is an attribute, a platform,
/// `swift_version` or `configuration_pod_whitelist`.
struct UnknownKeysCheck: ConsumerCheck {
    static let identifier = "unknown_keys"
    static let order = LintOrder.unknownKeys
    /// The valid keys besides the attributes (which are looked up in the table, without hashing).
    static let validKeysOutsideTable: Set<String> = Set(PlatformName.dslOrder.map(\.rawValue))
        .union(["swift_version", "configuration_pod_whitelist"])

    static func unrecognized(_ key: String) -> String { "Unrecognized `\(key)` key." }

    static let examples = [
        LintExample(#"{"swift_version": "5.0", "ios": {"frameworks": "UIKit"}}"#),
        LintExample(#"{"docset_url": "https://example.org"}"#, [.warning("attributes", unrecognized("docset_url"))]),
        LintExample(#"{"ios": {"framework": "UIKit"}}"#, [.warning("attributes", unrecognized("framework"))]),
    ]

    static func check(_ consumer: Consumer, _ context: LintContext) {
        // (Attributes are valid keys: only the spec's other keys, and its platform Hashes' keys, are looked up.)
        // (Each key checked as it comes, the spec's then each platform Hash's: no Array of them all.)
        let declared = consumer.declared
        for key in declared.keysOutsideTable { check(key, context) }
        for platform in PlatformName.dslOrder {
            if case .hash(let sub)? = declared.platformValue(platform) {
                for key in sub.keys {
                    let name = key.rubyToS
                    if AttributeTable.attribute(named: name) == nil { check(name, context) }
                }
            }
        }
    }

    /// Warns when `key`, which is no attribute, is not a valid key.
    private static func check(_ key: String, _ context: LintContext) {
        if !validKeysOutsideTable.contains(key) {
            context.warning("attributes", unrecognized(key), about: key)
        }
    }
}
