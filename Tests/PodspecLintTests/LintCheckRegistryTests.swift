import Foundation
import Testing

@testable import PodspecLint

/// The registry is the one list of checks: every check type is in it, and the linter's phases
/// come from it.
struct LintCheckRegistryTests {
    static let checksFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/PodspecLint/Checks").standardizedFileURL.path

    /// The check types declared in `Sources/PodspecLint/Checks/`.
    static func declaredChecks() throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern:
                #"^struct (\w+): (RootCheck|AttributeHook|ConsumerCheck|DeclaredAttributeCheck|LintCheck|PlaceholderURLCheck)\b"#,
            options: .anchorsMatchLines)
        var names = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: checksFolder) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: checksFolder + "/" + file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    @Test func everyCheckTypeIsRegisteredOnce() throws {
        let registered = LintCheckRegistry.all.map { String(describing: $0) }
        #expect(Set(registered).count == registered.count)
        #expect(Set(registered) == (try Self.declaredChecks()))
        let identifiers = LintCheckRegistry.all.map { $0.identifier }
        #expect(Set(identifiers).count == identifiers.count)
    }

    /// The identifiers of a plan's analyzer steps, a run of attribute checks as one step.
    static func analyzerSteps(_ plan: LintPlan) -> [[String]] {
        plan.analyzer.map { step in
            switch step {
            case .consumer(let check): [check.identifier]
            case .attributes(let checks): checks.map { $0.check.identifier }
            }
        }
    }

    /// Every check has a phase, but the GitHub checks, which the source hook runs.
    @Test func everyCheckHasAPhase() {
        let phaseless = LintCheckRegistry.all.filter {
            !($0 is any RootCheck.Type || $0 is any AttributeHook.Type || $0 is any ConsumerCheck.Type
                || $0 is any DeclaredAttributeCheck.Type)
        }
        #expect(phaseless.map { $0.identifier } == [GitHubSourceCheck.identifier])
    }

    /// The analyzer runs unknown keys, then occurrence, type and keys per attribute, then file
    /// patterns and emptiness; the quick plan has no full-validation-only check.
    @Test func quickPlanFollowsCocoaPodsOrder() {
        #expect(
            Self.analyzerSteps(LintCheckRegistry.quick) == [
                ["unknown_keys"], ["attribute_occurrence", "attribute_type", "attribute_keys"], ["file_patterns"],
                ["empty_spec"],
            ])
        #expect(
            LintCheckRegistry.quick.rootChecks.map { $0.identifier } == [
                "root_name", "required_attributes", "requires_arc",
            ])
        #expect((LintCheckRegistry.quick.rootHooks + LintCheckRegistry.quick.consumerHooks).count == 23)
    }

    /// Quick lint (CocoaPods' output, and conformance) runs no full-validation-only check; the
    /// full validation's plan runs only those.
    @Test func fullValidationOnlyChecksStayOutOfQuickLint() {
        func identifiers(_ plan: LintPlan) -> [String] {
            plan.rootChecks.map { $0.identifier } + (plan.rootHooks + plan.consumerHooks).map { $0.hook.identifier }
                + Self.analyzerSteps(plan).joined()
        }
        let fullOnly = Set(LintCheckRegistry.all.filter { $0.fullValidationOnly }.map { $0.identifier })
        #expect(Set(identifiers(LintCheckRegistry.quick)).isDisjoint(with: fullOnly))
        #expect(Set(identifiers(LintCheckRegistry.fullValidation)) == fullOnly)
    }
}
