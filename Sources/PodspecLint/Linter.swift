import PodspecModel
import PodspecReader

/// CocoaPods' `Specification::Linter` (with its `Analyzer`), reproduced step by step from the
/// checks of `LintCheckRegistry`: root checks, root validation hooks, then for every spec
/// (depth-first) and each of its platforms the consumer hooks and the analyzer.
public struct Linter: Sendable {
    public let specification: Specification
    /// The podspec's path as given (for the file-name check); nil when linting a spec in memory.
    public let file: String?

    public init(_ specification: Specification, file: String?) {
        self.specification = specification
        self.file = file
    }

    /// Lints the specification; an empty result means it passed.
    public func lint() -> LintResults {
        lint(LintCheckRegistry.quick)
    }

    /// The rule identifier of L1 (a podspec that could not be loaded).
    public static let loadRule = "load"

    /// L1: the result for a podspec that could not be loaded.
    public static func lint(loadFailure: LoadFailure) -> LintResults {
        var results = LintResults()
        results.add(
            .error, "spec",
            "The specification defined in `\(loadFailure.path)` could not be loaded.\n\n\(loadFailure.message)",
            location: loadFailure.location, rule: Linter.loadRule)
        return results
    }

    /// Runs the checks of `plan` in CocoaPods' order: root checks, root hooks, then for every spec
    /// (depth-first) and each of its platforms the consumer hooks and the analyzer.
    ///
    /// The consumers of a spec whose reads do not depend on the platform all read the same values, and no
    /// consumer check looks at the platform itself: the checks run for the first of them, and their results are
    /// replayed for the others (unless `replayingSharedReads` is false), each with its own platform and location.
    func lint(_ plan: LintPlan, replayingSharedReads: Bool = true) -> LintResults {
        let collector = LintCollector(root: SpecNode(root: specification), file: file)
        for check in plan.rootChecks { check.check(LintContext(check, collector)) }
        runHooks(plan, scope: .root, collector)
        var undeclared: [AttributeSet] = []
        do {
            // The reads of the spec last visited at each depth: a node's parent's, as the walk is depth-first.
            var readsByDepth: [SpecReads] = []
            for node in collector.root.selfAndDescendants {
                let depth = node.ancestors.count
                let shared = node.isRoot ? collector.rootReads : SpecReads(node, parent: readsByDepth[depth - 1])
                // (`removeLast(_:)`: `removeSubrange(depth...)` went through the generic `replaceSubrange`.)
                readsByDepth.removeLast(readsByDepth.count - depth)
                readsByDepth.append(shared)
                try lintConsumers(of: shared, plan, collector, undeclared: &undeclared, replaying: replayingSharedReads)
            }
        } catch {
            collector.consumer = nil
            collector.recording = nil
            collector.results.abortMessage = Linter.rubyMessage(error)
        }
        return collector.results
    }

    /// Runs the consumer hooks and the analyzer for each platform of the spec `shared` reads. The results of its
    /// first consumer whose reads do not depend on the platform are replayed for its other such consumers
    /// when `replaying`.
    private func lintConsumers(
        of shared: SpecReads, _ plan: LintPlan, _ collector: LintCollector, undeclared: inout [AttributeSet],
        replaying: Bool
    ) throws {
        // (The results of the spec's first consumer whose reads do not depend on the platform, once it ran.)
        var sharedReadsResults: [ReportedResult]?
        for platform in try shared.availablePlatforms() {
            let consumer = Consumer(platform: platform, of: shared)
            collector.consumer = consumer
            if let sharedReadsResults, !consumer.readsDependOnPlatform {
                collector.replay(sharedReadsResults)
            } else {
                let recording = replaying && !consumer.readsDependOnPlatform
                if recording { collector.recording = [] }
                runHooks(plan, scope: .consumer, collector)
                try Linter.analyze(consumer, plan, collector, undeclared: &undeclared)
                if recording {
                    sharedReadsResults = collector.recording
                    collector.recording = nil
                }
            }
            collector.consumer = nil
        }
    }

    /// Runs the hooks of `scope` in attribute-table order; a hook runs only for a truthy value, and
    /// an error while reading or validating becomes ``Unable to validate due to exception: …``.
    private func runHooks(_ plan: LintPlan, scope: HookScope, _ collector: LintCollector) {
        // (Taken once: the hooks do not change it, and reading it for each hook retained and released it.)
        let consumer = collector.consumer
        // (The hooked attributes the consumer reads as nil or false, which no hook is called for, or as empty
        // containers, which their hooks report nothing for: those hooks are not called, nor their attributes read.
        // Most attributes of most specs are unset.)
        // (On the root, an attribute read as written that the root does not write reads as nil: no hook is called.)
        let skipped =
            consumer.map {
                $0.falsyReads(among: plan.consumerHookAttributes)
                    .union($0.emptyContainerReads(among: plan.consumerHooksIgnoringUnsetContainers))
            } ?? collector.rootDeclared.undeclared(among: plan.rootHooksReadAsWritten)
        let (hooked, hooks) =
            scope == .root
            ? (plan.rootHookAttributes, plan.rootHooksByIndex)
            : (plan.consumerHookAttributes, plan.consumerHooksByIndex)
        // (The hooked attributes not skipped, in table order: the hooks' order.)
        for attribute in hooked.subtracting(skipped) {
            guard let hook = hooks[attribute.index] else { continue }
            let context = LintContext(hook, collector)
            do {
                let value: PodValue
                if let consumer {
                    value = try consumer.read(attribute) ?? .null
                } else {
                    value = try collector.rootRead(attribute)
                }
                guard value.isTruthy else { continue }
                try hook.validate(value, context)
            } catch {
                context.error(attribute.name, "Unable to validate due to exception: \(Linter.rubyMessage(error))")
            }
        }
    }

    /// `Analyzer#analyze`: its steps in the plan's order (unknown keys; per attribute occurrence,
    /// type and keys; file patterns; emptiness), reporting to `collector`. `undeclared` is room for the checks'
    /// undeclared attributes, reused from one consumer to the next. (Each check's context is made as it is
    /// called: one taken from an Array of contexts was retained and released around every call.)
    private static func analyze(
        _ consumer: Consumer, _ plan: LintPlan, _ collector: LintCollector, undeclared: inout [AttributeSet]
    ) throws {
        for step in plan.analyzer {
            switch step {
            case .consumer(let check):
                try check.check(consumer, LintContext(check, collector))
            case .attributes(let checks):
                // Only the attributes some check is called for are visited: those the spec declares, and
                // the undeclared ones a check asks for (most attributes of most specs are neither).
                let own = consumer.declared
                let declared = own.declaredAttributes
                undeclared.removeAll(keepingCapacity: true)
                // (Room for every check at once: grown one check at a time, it was reallocated at each lint's start.)
                undeclared.reserveCapacity(checks.count)
                var visited = declared
                for scheduled in checks {
                    let asked = scheduled.check.undeclaredAttributes(consumer)
                    undeclared.append(asked)
                    visited.formUnion(asked)
                }
                for attribute in visited {
                    if declared.contains(attribute) {
                        let rubyClass = own.rubyClass(ofDeclared: attribute)
                        // (A check is not called for a declared attribute it can report nothing for.)
                        for scheduled in checks where scheduled.declaredAttributes.contains(attribute) {
                            scheduled.check.check(attribute, rubyClass, LintContext(scheduled.check, collector))
                        }
                    } else {
                        for index in checks.indices where undeclared[index].contains(attribute) {
                            let check = checks[index].check
                            check.check(attribute, .nilClass, LintContext(check, collector))
                        }
                    }
                }
            }
        }
    }

    /// Ruby's `Exception#to_s` for an error thrown by the model.
    static func rubyMessage(_ error: any Error) -> String {
        (error as? ModelError)?.message ?? String(describing: error)
    }
}

/// A podspec that could not be loaded: the path as given, the loader's message (CocoaPods'
/// `e.message`, e.g. the DSLError block) and where the error is.
public struct LoadFailure: Sendable, Hashable {
    public var path: String
    public var message: String
    public var location: SourceLocation?

    public init(path: String, message: String, location: SourceLocation? = nil) {
        self.path = path
        self.message = message
        self.location = location
    }
}

extension LoadFailure {
    /// The reader's load error, as the linter reports it (L1).
    public init(_ error: PodspecLoadError) {
        self.init(
            path: error.path, message: error.message,
            location: error.line.map { SourceLocation(line: $0, column: error.column ?? 1) })
    }
}
