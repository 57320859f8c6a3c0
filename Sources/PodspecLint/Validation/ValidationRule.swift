/// The full validation's checks (lint without `--quick`): each result the validator records names
/// one (its raw value is the result's `rule`), with its attributes, severities and messages
/// (declared by the check types). CocoaPods' V1–V11 and V15–V25 (P:validator.rb), then ours.
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
}
