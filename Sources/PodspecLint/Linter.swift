import PodspecModel
import PodspecReader

/// CocoaPods' `Specification::Linter` (with its `Analyzer`), reproduced step by step:
/// root name, required attributes, `requires_arc` strings, root validation hooks, then for every
/// spec (depth-first) and each of its platforms the consumer hooks and the analyzer.
public struct Linter: Sendable {
    public let specification: Specification
    /// The podspec's path as given (for the file-name check); nil when linting a spec in memory.
    public let file: String?

    public init(_ specification: Specification, file: String?) {
        self.specification = specification
        self.file = file
    }

    /// The validation hooks, in no particular order (they run in attribute-table order).
    static let hooks: [any AttributeHook] = [
        VersionCheck(), AuthorsCheck(), SocialMediaURLCheck(), LicenseCheck(), HomepageCheck(), ReadmeCheck(),
        ChangelogCheck(), SourceCheck(), SummaryCheck(), DescriptionCheck(), DeprecatedInFavorOfCheck(),
        ModuleNameCheck(), NameCheck(), InfoPlistCheck(), FrameworksCheck(), WeakFrameworksCheck(), LibrariesCheck(),
        CompilerFlagsCheck(), ScriptPhasesCheck(), OnDemandResourcesCheck(), TestTypeCheck(), AppHostNameCheck(),
        SchemeCheck(),
    ]

    /// Every check with its examples (hooks and the generic steps).
    static let catalogue: [any LintCheck.Type] =
        [RootNameCheck.self, RequiredAttributesCheck.self, RequiresArcStringCheck.self]
        + hooks.map { type(of: $0) }
        + [GitHubSourceCheck.self, UnknownKeysCheck.self, AttributeOccurrenceCheck.self, AttributeTypeCheck.self,
           AttributeKeysCheck.self, FilePatternsCheck.self, EmptySpecCheck.self]

    private static let hooksByAttribute: [String: any AttributeHook] = Dictionary(
        uniqueKeysWithValues: hooks.map { (type(of: $0).attribute, $0) })

    /// Lints the specification; an empty result means it passed.
    public func lint() -> LintResults {
        let context = LintContext(root: SpecNode(root: specification), file: file)
        context.running(RootNameCheck.self) { RootNameCheck.run(context) }
        context.running(RequiredAttributesCheck.self) { RequiredAttributesCheck.run(context) }
        context.running(RequiresArcStringCheck.self) { RequiresArcStringCheck.run(context) }
        runHooks(scope: .root, context)
        do {
            try analyseAllSpecs(context)
        } catch {
            context.consumer = nil
            context.results.abortMessage = Linter.rubyMessage(error)
        }
        return context.results
    }

    /// The rule identifier of L1 (a podspec that could not be loaded).
    public static let loadRule = "load"

    /// L1: the result for a podspec that could not be loaded.
    public static func lint(loadFailure: LoadFailure) -> LintResults {
        var results = LintResults()
        results.add(
            .error, "spec", "The specification defined in `\(loadFailure.path)` could not be loaded.\n\n\(loadFailure.message)",
            location: loadFailure.location, rule: Linter.loadRule)
        return results
    }

    private func analyseAllSpecs(_ context: LintContext) throws {
        let root = context.root
        for node in [root] + root.recursiveDescendants {
            for platform in try node.availablePlatforms() {
                let consumer = Consumer(node: node, platformName: platform.symbolicName)
                context.consumer = consumer
                runHooks(scope: .consumer, context)
                try Linter.analyze(consumer, context)
                context.consumer = nil
            }
        }
    }

    /// Runs the hooks of `scope` in attribute-table order; a hook runs only for a truthy value, and
    /// an error while reading or validating becomes ``Unable to validate due to exception: …``.
    private func runHooks(scope: HookScope, _ context: LintContext) {
        for attribute in AttributeTable.all where attribute.rootOnly == (scope == .root) {
            guard let hook = Linter.hooksByAttribute[attribute.name], type(of: hook).scope == scope else { continue }
            do {
                let value: PodValue
                if let consumer = context.consumer {
                    value = try consumer.read(attribute) ?? .null
                } else {
                    value = try RootAccessors.read(attribute.name, of: context.root)
                }
                guard value.isTruthy else { continue }
                try context.running(type(of: hook)) { try hook.validate(value, context) }
            } catch {
                context.running(type(of: hook)) {
                    context.error(attribute.name, "Unable to validate due to exception: \(Linter.rubyMessage(error))")
                }
            }
        }
    }

    /// `Analyzer#analyze`: attributes (unknown keys; per attribute occurrence, type and keys), file
    /// patterns, emptiness.
    static func analyze(_ consumer: Consumer, _ context: LintContext) throws {
        context.running(UnknownKeysCheck.self) { UnknownKeysCheck.run(context) }
        for attribute in AttributeTable.all {
            let declared = consumer.spec.attributes[attribute.name] ?? .null
            context.running(AttributeOccurrenceCheck.self) { AttributeOccurrenceCheck.run(attribute, declared, context) }
            context.running(AttributeTypeCheck.self) { AttributeTypeCheck.run(attribute, declared, context) }
            if attribute.name != "platforms", let value = AttributeKeysCheck.read(attribute, context), value.isTruthy {
                context.running(AttributeKeysCheck.self) { AttributeKeysCheck.run(attribute, value, context) }
            }
        }
        try context.running(FilePatternsCheck.self) { try FilePatternsCheck.run(consumer, context) }
        try context.running(EmptySpecCheck.self) { try EmptySpecCheck.run(consumer, context) }
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
