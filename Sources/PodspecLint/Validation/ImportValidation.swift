import Foundation
import PodspecModel

/// Ours (what only `xcodebuild` caught before): every quoted `#import "X.h"` / `#include "X.h"` in
/// the Objective-C/C/C++ sources of the pod target must resolve the way the pod's build finds it:
/// next to the importing file, among the target's headers (flattened, or relative to
/// `header_mappings_dir`, bare or prefixed with `header_dir`/the pod's name), among the headers of
/// vendored frameworks (bare or `Framework/X.h`), or among the public headers of a dependency pod
/// (``DependencyHeaders``: looked up in the configured spec repos and fetched, only when an import
/// is not found in the pod itself). Matching ignores case, as macOS' file system does. Angle-bracket imports are not checked, nor
/// imports inside `#if __has_include(…)` or `#if 0` blocks, nor inside comments, nor headers the
/// build generates (`Pod-Swift.h`, `Pod-umbrella.h`).
///
/// Unresolved: `imports: Path/File.m:14:9: 'X.h' file not found` (clang's words), an error, or a
/// warning when the header may come from something not inspected: a dependency that could not be
/// looked up or fetched (its `Dependency/…` imports are then trusted), a dependency of a
/// dependency, or custom header search paths.
enum ImportValidation {
    /// Sources whose imports are read.
    static let scannedExtensions: Set<String> = [
        ".m", ".mm", ".c", ".cc", ".cxx", ".cpp", ".c++", ".h", ".hh", ".hpp", ".ipp", ".tpp", ".hxx", ".inl", ".inc",
        ".def",
    ]

    /// An unresolved import, in clang's words, after where it was written (`PATH:LINE:COLUMN`).
    static func notFound(_ location: String, header: String) -> String { "\(location): '\(header)' file not found" }

    /// Headers the build writes (the Swift interface of a mixed pod, CocoaPods' umbrella header).
    static let generatedSuffixes = ["-swift.h", "-umbrella.h"]

    /// One quoted import found in a file.
    struct Import: Hashable {
        var name: String
        var line: Int
        var column: Int
    }

    /// Checks the sources of `accessors` (the specs the pod target builds on one platform).
    /// - Parameters:
    ///   - keptFiles: for a downloaded pod, the (lower-cased) files CocoaPods keeps after cleaning
    ///     the download (those some file pattern matches); nil for a local pod, whose folder is used as is.
    ///   - customSearchPaths: whether the pod sets its own header search paths (not inspected).
    ///   - dependencies: the headers of the dependency pods, asked for only when some import is not
    ///     found in the pod itself.
    ///   - shownFolder: the pod's folder as the user gave it (`lib lint`), which the result's `file`
    ///     is joined to; nil for a fetched source, whose files are shown relative to its root.
    static func run(
        _ accessors: [FileAccessor], podName: String, customSearchPaths: Bool, keptFiles: Set<String>? = nil,
        shownFolder: String? = nil, cache: ImportCache, dependencies: () -> DependencyHeaders.Resolution,
        _ recorder: ValidationRecorder
    ) throws {
        guard let pathList = accessors.first?.pathList else { return }
        let available = try availableHeaders(accessors, podName: podName, publicOnly: false)
        let onDisk = keptFiles ?? pathList.lowercasedFiles
        var sources: [String] = []
        var seen = Set<String>()
        for accessor in accessors {
            for file in try accessor.sourceFiles
            where scannedExtensions.contains(RubyText.extname(file)) && seen.insert(file).inserted {
                sources.append(file)
            }
        }
        var missing: [(file: String, found: Import)] = []
        for file in sources {
            let folder = (file as NSString).deletingLastPathComponent
            for found in cache.imports(of: pathList.absolute(file)) {
                let lowered = found.name.lowercased()
                let sibling = PathText.normalized(folder.isEmpty ? found.name : folder + "/" + found.name)
                if onDisk.contains(sibling.lowercased()) || available.contains(lowered) { continue }
                if generatedSuffixes.contains(where: { lowered.hasSuffix($0) }) { continue }
                missing.append((file, found))
            }
        }
        guard !missing.isEmpty else { return }
        let resolution = dependencies()
        let severity: Diagnostic.Severity = customSearchPaths || !resolution.isComplete ? .warning : .error
        for (file, found) in missing {
            let lowered = found.name.lowercased()
            if resolution.headers.contains(lowered) { continue }
            if let first = lowered.split(separator: "/").first, lowered.contains("/"),
                resolution.uninspected.contains(String(first))
            {
                continue
            }
            recorder.add(
                severity, .imports, notFound("\(file):\(found.line):\(found.column)", header: found.name),
                location: SourceLocation(line: found.line, column: found.column),
                file: shownFolder.map { $0 == "." ? file : PathText.normalized($0 + "/" + file) } ?? file)
        }
    }

    /// Each file's quoted imports, read and parsed once per validation.
    final class ImportCache {
        private var parsed: [String: [Import]] = [:]

        func imports(of path: String) -> [Import] {
            if let known = parsed[path] { return known }
            let found =
                FileManager.default.contents(atPath: path).map {
                    ImportValidation.imports(in: String(decoding: $0, as: UTF8.self))
                } ?? []
            parsed[path] = found
            return found
        }
    }

    /// The lower-cased names under which the target's headers can be imported: all of them within
    /// the pod, the public ones (`publicOnly`) from another pod.
    static func availableHeaders(_ accessors: [FileAccessor], podName: String, publicOnly: Bool) throws -> Set<String> {
        var names = Set<String>()
        for accessor in accessors {
            let consumer = accessor.consumer
            let headerDir =
                (try consumer.read("header_dir") ?? .null).isTruthy
                ? (try consumer.read("header_dir") ?? .null).rubyToS : nil
            let mappings = try consumer.read("header_mappings_dir") ?? .null
            let mappingsDir = mappings.isTruthy ? mappings.rubyToS : nil
            for header in try publicOnly ? accessor.publicHeaders() : accessor.headers {
                var relative = (header as NSString).lastPathComponent
                if let mappingsDir {
                    let prefix = PathText.normalized(mappingsDir) + "/"
                    if header.hasPrefix(prefix) { relative = String(header.dropFirst(prefix.count)) }
                }
                for form in [relative, (header as NSString).lastPathComponent] {
                    names.insert(form.lowercased())
                    names.insert("\(podName)/\(form)".lowercased())
                    if let headerDir { names.insert("\(headerDir)/\(form)".lowercased()) }
                }
            }
            for header in try accessor.vendoredFrameworkHeaders() {
                let base = (header as NSString).lastPathComponent
                names.insert(base.lowercased())
                let parts = header.split(separator: "/")
                if let framework = parts.last(where: { $0.hasSuffix(".framework") }) {
                    names.insert("\(framework.dropLast(".framework".count))/\(base)".lowercased())
                }
            }
        }
        return names
    }

    /// The quoted `#import`/`#include` directives of a source, outside comments and outside
    /// `#if 0` / `#if __has_include(…)` blocks; columns point at the opening quote, as clang's do.
    static func imports(in text: String) -> [Import] {
        var result: [Import] = []
        var inBlockComment = false
        var conditionals: [Bool] = []  // per open #if: whether its contents are skipped
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = stripComments(Array(rawLine.unicodeScalars), inBlockComment: &inBlockComment)
            var index = 0
            while index < line.count && (line[index] == " " || line[index] == "\t") { index += 1 }
            guard index < line.count, line[index] == "#" else { continue }
            index += 1
            while index < line.count && (line[index] == " " || line[index] == "\t") { index += 1 }
            var directive = ""
            while index < line.count && line[index].properties.isAlphabetic {
                directive.unicodeScalars.append(line[index])
                index += 1
            }
            let rest = String(String.UnicodeScalarView(line[index...]))
            switch directive {
            case "if", "ifdef", "ifndef":
                let condition = rest.trimmingCharacters(in: .whitespaces)
                conditionals.append(
                    directive == "if" && (condition.contains("__has_include") || condition == "0"))
            case "elif", "else":
                break
            case "endif":
                _ = conditionals.popLast()
            case "import", "include":
                guard !conditionals.contains(true) else { continue }
                while index < line.count && (line[index] == " " || line[index] == "\t") { index += 1 }
                guard index < line.count, line[index] == "\"" else { continue }
                let column = index + 1
                var end = index + 1
                while end < line.count && line[end] != "\"" { end += 1 }
                guard end < line.count else { continue }
                let name = String(String.UnicodeScalarView(line[(index + 1)..<end]))
                if !name.isEmpty { result.append(Import(name: name, line: lineNumber, column: column)) }
            default:
                break
            }
        }
        return result
    }

    /// The line with `//` and `/* … */` comments blanked out (same length, so columns hold).
    static func stripComments(_ line: [Unicode.Scalar], inBlockComment: inout Bool) -> [Unicode.Scalar] {
        var out = line
        var i = 0
        var inString = false
        while i < line.count {
            if inBlockComment {
                if line[i] == "*" && i + 1 < line.count && line[i + 1] == "/" {
                    out[i] = " "
                    out[i + 1] = " "
                    inBlockComment = false
                    i += 2
                    continue
                }
                out[i] = " "
                i += 1
                continue
            }
            if line[i] == "\"" { inString.toggle() }
            if !inString && line[i] == "/" && i + 1 < line.count {
                if line[i + 1] == "/" {
                    for j in i..<line.count { out[j] = " " }
                    break
                }
                if line[i + 1] == "*" {
                    inBlockComment = true
                    out[i] = " "
                    out[i + 1] = " "
                    i += 2
                    continue
                }
            }
            i += 1
        }
        return out
    }
}
