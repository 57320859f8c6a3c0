/// A check of the full validation (lint without `--quick`) as the rule catalogue lists it: every
/// result the validator records names one (its `identifier` is the result's `rule`), with the
/// attributes its results name (the first unless the code says otherwise), their severities, its
/// messages (placeholders in capitals for what varies; declared by the code that reports them) and
/// what triggers it, in words, since examples would need files, a source or the network. One entry
/// per rule, below; `all` lists them: CocoaPods' V1–V11 and V15–V25 (P:validator.rb), then ours.
struct ValidationRule: Sendable {
    let identifier: String
    let attributes: [String]
    let severities: [Diagnostic.Severity]
    let messages: [String]
    let trigger: String
    /// Whether the check is ours rather than CocoaPods'.
    let ours: Bool

    init(
        _ identifier: String, attributes: [String]? = nil, severities: [Diagnostic.Severity] = [.error],
        messages: [String], trigger: String, ours: Bool = false
    ) {
        self.identifier = identifier
        self.attributes = attributes ?? [identifier]
        self.severities = severities
        self.messages = messages
        self.trigger = trigger
        self.ours = ours
    }

    /// The rule as `podspec lint rules`, SARIF and the README list it.
    var catalogueEntry: LintRule {
        LintRule(
            identifier: identifier, messages: messages, examples: [], attributes: attributes, severities: severities,
            trigger: trigger, fullValidationOnly: true, ours: ours)
    }

    /// Every rule, in the catalogue's order.
    static let all: [ValidationRule] = [
        nonLibrarySpec, validation, urls, httpSource, swift, swiftBelowIOS8, dynamic, unmatchedFilePatterns,
        vendoredLibraries, headerFiles, headerMappingsDir, licenseFile, moduleMap, dependencies, imports,
        prepareCommand,
    ]
}

extension ValidationRule {
    static let nonLibrarySpec = ValidationRule(
        "non_library_spec", attributes: ["spec"], messages: [ValidationRun.nonLibrarySpec("NAME")],
        trigger: "`--subspec` naming a test or app spec (V1)")

    static let validation = ValidationRule(
        "validation", attributes: ["unknown"], messages: [ValidationRun.unknownError("REASON")],
        trigger: "anything that stops the analysis of a spec, which then skips its other platforms and subspecs (V2): "
            + "a source that cannot be fetched (a missing tag or branch, a wrong checksum, an archive entry that "
            + "would land outside the folder), `--platforms` naming a platform the spec does not support, "
            + "`module_map = true`")

    static let urls = ValidationRule(
        "urls", attributes: ["url", "screenshot"], severities: [.warning, .note],
        messages: [
            ValidationRun.urlProblem("URL"), ValidationRun.urlUnreachable("URL"),
            ValidationRun.invalidScreenshot("URL"),
        ],
        trigger: "`homepage`, `screenshots`, `social_media_url` or `documentation_url` giving no response (V3) or one "
            + "that is not 2xx (V4), both public-only; a screenshot that is not an image (V5); `--skip-urls` "
            + "(ours) skips these")

    static let httpSource = ValidationRule(
        "http_source", attributes: ["http"], severities: [.warning], messages: [ValidationRun.insecureSource("URL")],
        trigger: "an `:http` source whose URL is not `https:` or `file:` (V6)")

    static let swift = ValidationRule(
        "swift", severities: [.error, .warning],
        messages: [
            SwiftVersionValidation.inconsistentWithDotSwiftVersion(
                spec: "NAME", versions: ["VERSION"], dotSwiftVersion: "VERSION"),
            SwiftVersionValidation.inconsistentWithLint(spec: "NAME", versions: ["VERSION"], swiftVersion: "VERSION"),
            SwiftVersionValidation.defaultVersionUsed,
        ],
        trigger: "Swift sources with `swift_versions` that leave out the `.swift-version` file's version (V7) or "
            + "`--swift-version` (V8), or no Swift version named anywhere (V9)")

    static let swiftBelowIOS8 = ValidationRule(
        "swift_below_ios8", attributes: ["swift"], messages: [SwiftVersionValidation.swiftBelowIOS8],
        trigger: "Swift sources on iOS below 8 (or no deployment target) without XCTest (V10)")

    static let dynamic = ValidationRule(
        "dynamic", messages: [VendoredBinaryValidation.dynamicBelowIOS8],
        trigger: "a dynamic vendored framework or library (by its Mach-O header) on iOS below 8 or no deployment "
            + "target (V11)")

    static let unmatchedFilePatterns = ValidationRule(
        "unmatched_file_patterns", attributes: ["file patterns"], severities: [.error, .warning],
        messages: [FilePatternValidation.unmatched("ATTRIBUTE"), FilePatternValidation.unmatchedBundle("BUNDLE")],
        trigger: "a file pattern that matches no file: an error for `source_files`, `resources`, `preserve_paths`, "
            + "`vendored_frameworks` (V15) and a resource bundle (V25), a warning for `vendored_libraries` and "
            + "the header attributes (V16)")

    static let vendoredLibraries = ValidationRule(
        "vendored_libraries", severities: [.warning], messages: [FilePatternValidation.libraryName("NAME")],
        trigger: "a vendored library not named `lib*.a` or `lib*.dylib` (V17)")

    static let headerFiles = ValidationRule(
        "header_files", attributes: ["public_header_files", "private_header_files", "project_header_files"],
        messages: [FilePatternValidation.nonHeaders(["PATHS"]), FilePatternValidation.headersNotInSources(["PATHS"])],
        trigger: "a header attribute matching files that are not headers (V18) or headers `source_files` does not "
            + "match (V19)")

    static let headerMappingsDir = ValidationRule(
        "header_mappings_dir",
        messages: [
            FilePatternValidation.notADirectory("DIR"), FilePatternValidation.headersOutsideMappingsDir(["PATHS"]),
        ],
        trigger: "a `header_mappings_dir` that is not a folder (V20), or headers outside it (V21)")

    static let licenseFile = ValidationRule(
        "license_file", attributes: ["license"], severities: [.warning],
        messages: [FilePatternValidation.licenseNotFound],
        trigger: "no existing `license[:file]` and no `LICENSE*`/`LICENCE*` file in the pod, unless the license has "
            + "a `:text` or is `Public Domain` (V22)")

    static let moduleMap = ValidationRule(
        "module_map",
        messages: [FilePatternValidation.moduleMapNotFound, FilePatternValidation.moduleMapExtension("PATH")],
        trigger: "a `module_map` that does not exist (V23) or does not end in `.modulemap` (V24)")

    static let dependencies = ValidationRule(
        "dependencies",
        messages: [
            DependencyValidation.notFound("DEPENDENCY", dependent: "NAME"),
            DependencyValidation.unsatisfied("DEPENDENCY"),
        ],
        trigger: "an `s.dependency` on a pod no spec repo of `--sources` (default: every added one) knows, or of "
            + "which no version satisfies the requirement",
        ours: true)

    static let imports = ValidationRule(
        "imports", severities: [.error, .warning],
        messages: [ImportValidation.notFound("PATH:LINE:COLUMN", header: "HEADER")],
        trigger: "a quoted `#import \"X.h\"` / `#include \"X.h\"` in the Objective-C/C/C++ sources that the build "
            + "would not find; a warning when the header may come from something not inspected (a dependency not "
            + "found or fetched, a dependency's dependency, custom header search paths)",
        ours: true)

    static let prepareCommand = ValidationRule(
        "prepare_command", severities: [.note], messages: [Validator.prepareCommandNote],
        trigger: "a `prepare_command`, which podspec never runs", ours: true)
}
