import PodspecModel

/// L20: frameworks are given by name only (no extension, no path).
struct FrameworksCheck: AttributeHook {
    static let attribute = "frameworks"
    static let scope = HookScope.consumer
    static let ignoresUnsetContainer = true
    static let byName = "A framework should only be specified by its name"
    static let invalid = RubyRegex(#"[^\w\-\+]"#)

    static let examples = [
        LintExample(#"{"frameworks": ["UIKit", "Core-Data+"]}"#),
        LintExample(#"{"frameworks": "UIKit.framework"}"#, [.error("frameworks", byName)]),
        LintExample(#"{"ios": {"frameworks": "Foo Bar"}}"#, [.error("frameworks", byName)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if ConsumerHookSupport.elements(value).contains(where: Self.invalid.matches) {
            context.error("frameworks", Self.byName)
        }
    }
}

/// L21: weak frameworks are given by name only.
struct WeakFrameworksCheck: AttributeHook {
    static let attribute = "weak_frameworks"
    static let scope = HookScope.consumer
    static let ignoresUnsetContainer = true
    static let byName = "A weak framework should only be specified by its name"

    static let examples = [
        LintExample(#"{"weak_frameworks": "SwiftUI"}"#),
        LintExample(#"{"weak_frameworks": ["SwiftUI.framework"]}"#, [.error("weak_frameworks", byName)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if ConsumerHookSupport.elements(value).contains(where: FrameworksCheck.invalid.matches) {
            context.error("weak_frameworks", Self.byName)
        }
    }
}
