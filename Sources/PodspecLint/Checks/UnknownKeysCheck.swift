import PodspecModel

/// A1: every key of a spec's hash (and of its platform sub-hashes) is an attribute, a platform,
/// `swift_version` or `configuration_pod_whitelist`.
struct UnknownKeysCheck: ConsumerCheck {
    static let identifier = "unknown_keys"
    static let order = LintOrder.unknownKeys
    static let validKeys: Set<String> = Set(AttributeTable.all.map(\.name))
        .union(PlatformName.dslOrder.map(\.rawValue)).union(["swift_version", "configuration_pod_whitelist"])

    static func unrecognized(_ key: String) -> String { "Unrecognized `\(key)` key." }

    static let examples = [
        LintExample(#"{"swift_version": "5.0", "ios": {"frameworks": "UIKit"}}"#),
        LintExample(#"{"docset_url": "https://example.org"}"#, [.warning("attributes", unrecognized("docset_url"))]),
        LintExample(#"{"ios": {"framework": "UIKit"}}"#, [.warning("attributes", unrecognized("framework"))]),
    ]

    static func check(_ consumer: Consumer, _ context: LintContext) {
        // (Attributes are valid keys: only the spec's other keys, and its platform Hashes' keys, are looked up.)
        let declared = consumer.declared
        var keys = declared.keysOutsideTable
        for platform in PlatformName.dslOrder {
            if case .hash(let sub)? = declared.platformValue(platform) {
                keys += sub.keys.map { $0.rubyToS }
            }
        }
        for key in keys where !validKeys.contains(key) {
            context.warning("attributes", unrecognized(key), about: key)
        }
    }
}
