import PodspecModel

/// A check of CocoaPods' linter, described as data: what it checks and examples that trigger it
/// or not (they double as its tests and as its documentation, SwiftLint style).
protocol LintCheck: Sendable {
    /// A short identifier, e.g. `license`.
    static var identifier: String { get }
    static var examples: [LintExample] { get }
}

/// Where a validation hook reads its value: the root spec's accessor or the consumer's reader.
enum HookScope: Sendable {
    case root, consumer
}

/// A `_validate_<attribute>` hook: called with the attribute's value when it is truthy; any error
/// it throws becomes ``Unable to validate due to exception: …`` for that attribute.
protocol AttributeHook: LintCheck {
    /// The attribute whose value the hook receives.
    static var attribute: String { get }
    static var scope: HookScope { get }
    func validate(_ value: PodValue, _ context: LintContext) throws
}

extension AttributeHook {
    static var identifier: String { attribute }
}
