import PodspecModel

/// A1: every key of a spec's hash (and of its platform sub-hashes) is an attribute, a platform,
/// `swift_version` or `configuration_pod_whitelist`.
struct UnknownKeysCheck: ConsumerCheck {
    static let identifier = "unknown_keys"
    static let order = LintOrder.unknownKeys

    /// Whether `key`, which is no attribute, is a valid key: a platform's name, `swift_version` or
    /// `configuration_pod_whitelist`. (Told without hashing: `PlatformName(rawValue:)` compares byte counts first.)
    static func isValidKeyOutsideTable(_ key: String) -> Bool {
        PlatformName(rawValue: key) != nil || key == "swift_version" || key == "configuration_pod_whitelist"
    }

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
        var writesPlatformKey = false
        for key in declared.keysOutsideTable {
            if PlatformName(rawValue: key) != nil {
                writesPlatformKey = true
            } else {
                check(key, context)
            }
        }
        // (A platform Hash is under a key outside the table: a spec without such a key has none to look at.)
        guard writesPlatformKey else { return }
        for platform in PlatformName.dslOrder {
            if case .hash(let sub)? = declared.platformValue(platform) {
                for key in sub.keys {
                    let name = key.rubyToS
                    if AttributeTable.index(named: name) == nil { check(name, context) }
                }
            }
        }
    }

    /// Warns when `key`, which is no attribute, is not a valid key.
    private static func check(_ key: String, _ context: LintContext) {
        if !isValidKeyOutsideTable(key) {
            context.warning("attributes", unrecognized(key), about: key)
        }
    }
}
