import Foundation
import PodspecModel

/// CocoaPods' `Validator#check_file_patterns` for one consumer (V15–V25): every file pattern must
/// match something, header attributes must match headers listed in `source_files`, headers must
/// sit under `header_mappings_dir`, vendored libraries must be named `lib*.a`/`lib*.dylib`, and
/// for the root spec a license file and the module map must exist.
enum FilePatternValidation {
    /// `FILE_PATTERNS`, in CocoaPods' order (`preserve_paths` twice, as CocoaPods lists it).
    static let attributes = [
        "source_files", "resources", "preserve_paths", "vendored_libraries", "vendored_frameworks",
        "public_header_files", "preserve_paths", "project_header_files", "private_header_files", "resource_bundles",
    ]

    /// V15/V16: an attribute's patterns match nothing.
    static func unmatched(_ attribute: String) -> String { "The `\(attribute)` pattern did not match any file." }
    /// V25: a resource bundle's patterns match nothing.
    static func unmatchedBundle(_ bundle: String) -> String {
        "The `resource_bundles` pattern for `\(bundle)` did not match any file."
    }
    /// V17: a vendored library not named `lib*.a` / `lib*.dylib`.
    static func libraryName(_ basename: String) -> String {
        "`\(basename)` does not match the expected library name format `lib[name].a` or `lib[name].dylib`"
    }
    /// V18: a header attribute matches files that are not headers (paths relative to the pod).
    static func nonHeaders(_ paths: [String]) -> String {
        "The pattern matches non-header files (\(paths.joined(separator: ", ")))."
    }
    /// V19: a header attribute matches headers `source_files` does not (absolute paths).
    static func headersNotInSources(_ paths: [String]) -> String {
        "The pattern includes header files that are not listed in source_files (\(paths.joined(separator: ", ")))."
    }
    /// V20
    static func notADirectory(_ directory: String) -> String {
        "The header_mappings_dir (`\(directory)`) is not a directory."
    }
    /// V21
    static func headersOutsideMappingsDir(_ paths: [String]) -> String {
        "There are header files outside of the header_mappings_dir (\(paths.joined(separator: ", ")))."
    }
    /// V22 (no period, as in CocoaPods).
    static let licenseNotFound = "Unable to find a license file"
    /// V23
    static let moduleMapNotFound = "Unable to find the specified module map file."
    /// V24
    static func moduleMapExtension(_ relativePath: String) -> String {
        "Unexpected file extension for modulemap file (\(relativePath))."
    }

    static func run(_ accessor: FileAccessor, root: SpecNode, _ recorder: ValidationRecorder) throws {
        for attribute in attributes {
            switch attribute {
            case "vendored_libraries":
                for library in try accessor.paths(attribute) {
                    let basename = library.split(separator: "/").last.map(String.init) ?? library
                    let lowered = basename.lowercased()
                    if !(lowered.hasPrefix("lib") && (lowered.hasSuffix(".a") || lowered.hasSuffix(".dylib"))) {
                        recorder.warning(.vendoredLibraries, libraryName(basename))
                    }
                }
                try nonEmpty(attribute, .warning, accessor, recorder)
            case "public_header_files", "project_header_files", "private_header_files":
                try headerFiles(attribute, accessor, recorder)
                try nonEmpty(attribute, .warning, accessor, recorder)
            case "resource_bundles":
                for bundle in try accessor.resourceBundles() where bundle.paths.isEmpty {
                    recorder.error(.unmatchedFilePatterns, unmatchedBundle(bundle.name), about: "resource_bundles")
                }
            default:
                try nonEmpty(attribute, .error, accessor, recorder)
            }
        }
        try headerMappingsDirectory(accessor, recorder)
        if accessor.consumer.node.isRoot {
            try license(accessor, root: root, recorder)
            try moduleMap(accessor, root: root, recorder)
        }
    }

    /// `validate_nonempty_patterns` (V15/V16).
    static func nonEmpty(
        _ attribute: String, _ severity: Diagnostic.Severity, _ accessor: FileAccessor, _ recorder: ValidationRecorder
    ) throws {
        guard !(try accessor.patterns(attribute)).isEmpty, (try accessor.files(for: attribute)).isEmpty else { return }
        recorder.add(severity, .unmatchedFilePatterns, unmatched(attribute), about: attribute)
    }

    /// `_validate_header_files` (V18/V19).
    static func headerFiles(_ attribute: String, _ accessor: FileAccessor, _ recorder: ValidationRecorder) throws {
        let headers = try accessor.paths(attribute)
        let others = headers.filter { !FileAccessor.headerExtensions.contains(RubyText.extname($0)) }
        if !others.isEmpty {
            recorder.error(.headerFiles, nonHeaders(others), attribute: attribute)
        }
        let sources = Set(try accessor.sourceFiles)
        let outside = headers.filter { !sources.contains($0) }
        if !outside.isEmpty {
            recorder.error(
                .headerFiles, headersNotInSources(outside.map(accessor.pathList.absolute)), attribute: attribute)
        }
    }

    /// `_validate_header_mappings_dir` (V20/V21).
    static func headerMappingsDirectory(_ accessor: FileAccessor, _ recorder: ValidationRecorder) throws {
        let value = try accessor.consumer.read("header_mappings_dir") ?? .null
        guard value.isTruthy else { return }
        let directory = value.rubyToS
        let absolute = FileAccessor.join(accessor.pathList.root, directory)
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue) {
            recorder.error(.headerMappingsDir, notADirectory(directory))
        }
        let prefix = PathText.normalized(absolute)
        let outside = try accessor.headers.filter { !accessor.pathList.absolute($0).hasPrefix(prefix) }
        if !outside.isEmpty {
            recorder.error(.headerMappingsDir, headersOutsideMappingsDir(outside))
        }
    }

    /// `_validate_license` (V22).
    static func license(_ accessor: FileAccessor, root: SpecNode, _ recorder: ValidationRecorder) throws {
        let license = try RootAccessors.read("license", of: root)
        if accessor.license(license) != nil { return }
        if case .hash(let h) = license,
            h[.symbol("type")] == .string("Public Domain") || (h[.symbol("text")]?.isTruthy ?? false)
        {
            return
        }
        recorder.warning(.licenseFile, licenseNotFound)
    }

    /// `_validate_module_map` (V23/V24); `module_map = true` fails as in CocoaPods (V2).
    static func moduleMap(_ accessor: FileAccessor, root: SpecNode, _ recorder: ValidationRecorder) throws {
        let declared = try RootAccessors.read("module_map", of: root)
        guard declared.isTruthy else { return }
        guard case .string = try accessor.consumer.read("module_map") ?? .null else {
            throw ValidationFailure("no implicit conversion of true into String")
        }
        let relative = (try accessor.consumer.read("module_map") ?? .null).rubyToS
        let path = FileAccessor.join(accessor.pathList.root, relative)
        if !FileManager.default.fileExists(atPath: path) {
            recorder.error(.moduleMap, moduleMapNotFound)
        }
        if RubyText.extname(path) != ".modulemap" {
            recorder.error(.moduleMap, moduleMapExtension(relative))
        }
    }
}
