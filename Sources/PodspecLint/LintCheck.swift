import PodspecModel

/// A check of the linter, described as data: its identifier and examples that trigger it or lint
/// clean (they are its tests and its catalogue entry, SwiftLint style). A check also conforms to
/// one phase protocol below, whose one entry point the linter calls. Every `struct` in `Checks/`
/// is a check: the build lists them for `LintCheckRegistry`, so adding a check is adding its file.
protocol LintCheck: Sendable {
    /// A short identifier, e.g. `license`; the `rule` of every result the check reports.
    static var identifier: String { get }
    static var examples: [LintExample] { get }
    /// Whether the check is ours rather than CocoaPods' (the catalogue says so).
    static var ours: Bool { get }
    /// Whether only the full validation (lint without `--quick`) runs it, so quick lint stays CocoaPods'.
    static var fullValidationOnly: Bool { get }
    /// The phase the check runs in (given by the phase protocol it conforms to).
    static var phase: LintPhase { get }
    /// Where a root or analyzer check runs within its phase (hooks run in attribute-table order).
    static var order: LintOrder { get }
}

extension LintCheck {
    static var ours: Bool { false }
    static var fullValidationOnly: Bool { false }
    static var phase: LintPhase { .none }
    static var order: LintOrder { .ours }
}

/// The order of CocoaPods' root and analyzer steps (`Linter#perform_linting`, `Analyzer#analyze`),
/// which results keep; a check of ours runs after them, in identifier order.
enum LintOrder: Int, Comparable, Sendable {
    // Root steps.
    case rootName, requiredAttributes, requiresArc
    // Analyzer steps, per spec and platform.
    case unknownKeys, attributeOccurrence, attributeType, attributeKeys, filePatterns, emptySpec
    case ours

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The phase a check runs in, with the check as that phase's type: the plan sorts the checks by it
/// rather than by dynamic casts (the first cast of each type searched the conformance records).
enum LintPhase {
    case root(any RootCheck.Type)
    case hook(any AttributeHook.Type)
    case consumer(any ConsumerCheck.Type)
    case declaredAttribute(any DeclaredAttributeCheck.Type)
    /// Run by another check (the source hook runs the GitHub checks).
    case none
}

/// A root step (`validate_root_name`, `check_required_attributes`, …): runs once, before the hooks.
protocol RootCheck: LintCheck {
    static func check(_ context: LintContext)
}

extension RootCheck {
    static var phase: LintPhase { .root(self) }
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
    static func validate(_ value: PodValue, _ context: LintContext) throws
    /// Whether `validate` reports nothing, and throws nothing, for the empty container (Array or Hash) its attribute
    /// reads as when nothing sets it, whatever the spec and platform: then a consumer hook is not called (nor its
    /// attribute read) for a consumer whose `emptyContainerReads` hold the attribute. False unless the hook says so.
    static var ignoresUnsetContainer: Bool { get }
}

extension AttributeHook {
    static var identifier: String { attribute }
    static var phase: LintPhase { .hook(self) }
    static var ignoresUnsetContainer: Bool { false }
}

/// A step of the `Analyzer` for one spec on one platform (unknown keys, file patterns, emptiness).
/// An error it throws ends the lint, as the exception would end CocoaPods'.
protocol ConsumerCheck: LintCheck {
    static func check(_ consumer: Consumer, _ context: LintContext) throws
}

extension ConsumerCheck {
    static var phase: LintPhase { .consumer(self) }
}

/// A step of the `Analyzer`'s attribute loop: called, in table order, for every attribute of
/// `declaredAttributesChecked` the spec declares (with the Ruby class of the value it declares: the checks look at
/// nothing else of it) and for those of `undeclaredAttributes` (with `NilClass`).
protocol DeclaredAttributeCheck: LintCheck {
    static func check(_ attribute: Attribute, _ declared: PodValue.RubyClass, _ context: LintContext)
    /// The attributes for which the check can report anything when the spec declares them (the linter calls it
    /// for no other declared attribute): every table attribute unless the check says otherwise.
    static var declaredAttributesChecked: AttributeSet { get }
    /// The attributes `consumer`'s spec does not declare for which the check can report anything
    /// (the linter calls it for no other undeclared attribute).
    static func undeclaredAttributes(_ consumer: Consumer) -> AttributeSet
}

extension DeclaredAttributeCheck {
    static var phase: LintPhase { .declaredAttribute(self) }
    static var declaredAttributesChecked: AttributeSet { AttributeSet(AttributeTable.all) }
    static func undeclaredAttributes(_ consumer: Consumer) -> AttributeSet { AttributeSet() }
}
