/// The full validation's checks (lint without `--quick`) as the rule catalogue lists them: each
/// result the validator records names one (its raw value is the result's `rule`), with the
/// attribute, severities and messages (declared by the check types) the catalogue shows. CocoaPods'
/// V1–V11 and V15–V25 (P:validator.rb), then ours. Their examples would need files, a source or
/// the network, so each says in words what triggers it.
enum ValidationRule: String, CaseIterable, Sendable {
    case nonLibrarySpec = "non_library_spec"
    case validation
    case urls
    case httpSource = "http_source"
    case swift
    case swiftBelowIOS8 = "swift_below_ios8"
    case dynamic
    case unmatchedFilePatterns = "unmatched_file_patterns"
    case vendoredLibraries = "vendored_libraries"
    case headerFiles = "header_files"
    case headerMappingsDir = "header_mappings_dir"
    case licenseFile = "license_file"
    case moduleMap = "module_map"
    case dependencies
    case imports
    case prepareCommand = "prepare_command"

    /// The attributes its results name; the first unless the check says otherwise.
    var attributes: [String] {
        switch self {
        case .nonLibrarySpec: ["spec"]
        case .validation: ["unknown"]
        case .urls: ["url", "screenshot"]
        case .httpSource: ["http"]
        case .swift, .swiftBelowIOS8: ["swift"]
        case .dynamic: ["dynamic"]
        case .unmatchedFilePatterns: ["file patterns"]
        case .headerFiles: ["public_header_files", "private_header_files", "project_header_files"]
        case .licenseFile: ["license"]
        case .vendoredLibraries, .headerMappingsDir, .moduleMap, .dependencies, .imports, .prepareCommand: [rawValue]
        }
    }

    var severities: [Diagnostic.Severity] {
        switch self {
        case .urls: [.warning, .note]
        case .swift, .unmatchedFilePatterns, .imports: [.error, .warning]
        case .httpSource, .vendoredLibraries, .licenseFile: [.warning]
        case .prepareCommand: [.note]
        default: [.error]
        }
    }

    /// The messages, with placeholders in capitals for what varies.
    var messages: [String] {
        switch self {
        case .nonLibrarySpec: [ValidationRun.nonLibrarySpec("NAME")]
        case .validation: [ValidationRun.unknownError("REASON")]
        case .urls:
            [
                ValidationRun.urlProblem("URL"), ValidationRun.urlUnreachable("URL"),
                ValidationRun.invalidScreenshot("URL"),
            ]
        case .httpSource: [ValidationRun.insecureSource("URL")]
        case .swift:
            [
                SwiftVersionValidation.inconsistentWithDotSwiftVersion(
                    spec: "NAME", versions: ["VERSION"], dotSwiftVersion: "VERSION"),
                SwiftVersionValidation.inconsistentWithLint(
                    spec: "NAME", versions: ["VERSION"], swiftVersion: "VERSION"),
                SwiftVersionValidation.defaultVersionUsed,
            ]
        case .swiftBelowIOS8: [SwiftVersionValidation.swiftBelowIOS8]
        case .dynamic: [VendoredBinaryValidation.dynamicBelowIOS8]
        case .unmatchedFilePatterns:
            [FilePatternValidation.unmatched("ATTRIBUTE"), FilePatternValidation.unmatchedBundle("BUNDLE")]
        case .vendoredLibraries: [FilePatternValidation.libraryName("NAME")]
        case .headerFiles:
            [FilePatternValidation.nonHeaders(["PATHS"]), FilePatternValidation.headersNotInSources(["PATHS"])]
        case .headerMappingsDir:
            [FilePatternValidation.notADirectory("DIR"), FilePatternValidation.headersOutsideMappingsDir(["PATHS"])]
        case .licenseFile: [FilePatternValidation.licenseNotFound]
        case .moduleMap: [FilePatternValidation.moduleMapNotFound, FilePatternValidation.moduleMapExtension("PATH")]
        case .dependencies:
            [
                DependencyValidation.notFound("DEPENDENCY", dependent: "NAME"),
                DependencyValidation.unsatisfied("DEPENDENCY"),
            ]
        case .imports: [ImportValidation.notFound("PATH:LINE:COLUMN", header: "HEADER")]
        case .prepareCommand: [Validator.prepareCommandNote]
        }
    }

    /// What triggers it, in words.
    var trigger: String {
        switch self {
        case .nonLibrarySpec: "`--subspec` naming a test or app spec (V1)"
        case .validation:
            "anything that stops the analysis of a spec, which then skips its other platforms and subspecs (V2): "
                + "a source that cannot be fetched (a missing tag or branch, a wrong checksum, an archive entry that "
                + "would land outside the folder), `--platforms` naming a platform the spec does not support, "
                + "`module_map = true`"
        case .urls:
            "`homepage`, `screenshots`, `social_media_url` or `documentation_url` giving no response (V3) or one "
                + "that is not 2xx (V4), both public-only; a screenshot that is not an image (V5); `--skip-urls` "
                + "(ours) skips these"
        case .httpSource: "an `:http` source whose URL is not `https:` or `file:` (V6)"
        case .swift:
            "Swift sources with `swift_versions` that leave out the `.swift-version` file's version (V7) or "
                + "`--swift-version` (V8), or no Swift version named anywhere (V9)"
        case .swiftBelowIOS8: "Swift sources on iOS below 8 (or no deployment target) without XCTest (V10)"
        case .dynamic:
            "a dynamic vendored framework or library (by its Mach-O header) on iOS below 8 or no deployment target (V11)"
        case .unmatchedFilePatterns:
            "a file pattern that matches no file: an error for `source_files`, `resources`, `preserve_paths`, "
                + "`vendored_frameworks` (V15) and a resource bundle (V25), a warning for `vendored_libraries` and "
                + "the header attributes (V16)"
        case .vendoredLibraries: "a vendored library not named `lib*.a` or `lib*.dylib` (V17)"
        case .headerFiles:
            "a header attribute matching files that are not headers (V18) or headers `source_files` does not match (V19)"
        case .headerMappingsDir: "a `header_mappings_dir` that is not a folder (V20), or headers outside it (V21)"
        case .licenseFile:
            "no existing `license[:file]` and no `LICENSE*`/`LICENCE*` file in the pod, unless the license has a "
                + "`:text` or is `Public Domain` (V22)"
        case .moduleMap: "a `module_map` that does not exist (V23) or does not end in `.modulemap` (V24)"
        case .dependencies:
            "an `s.dependency` on a pod no spec repo of `--sources` (default: every added one) knows, or of which "
                + "no version satisfies the requirement"
        case .imports:
            "a quoted `#import \"X.h\"` / `#include \"X.h\"` in the Objective-C/C/C++ sources that the build would "
                + "not find; a warning when the header may come from something not inspected (a dependency not "
                + "found or fetched, a dependency's dependency, custom header search paths)"
        case .prepareCommand: "a `prepare_command`, which podspec never runs"
        }
    }

    /// Whether the check is ours rather than CocoaPods'.
    var ours: Bool {
        switch self {
        case .dependencies, .imports, .prepareCommand: true
        default: false
        }
    }

    /// The rule as `podspec lint rules`, SARIF and the README list it.
    var catalogueEntry: LintRule {
        LintRule(
            identifier: rawValue, messages: messages, examples: [], attributes: attributes, severities: severities,
            trigger: trigger, fullValidationOnly: true, ours: ours)
    }
}
