import Foundation
import PodspecModel
import PodspecReader

/// The outcome of loading (and, once the linter lands, linting) one podspec.
struct LintReport {
    var path: String
    var spec: Specification?
    var loadError: PodspecLoadError?

    var passed: Bool { loadError == nil }

    static func make(path: String) -> LintReport {
        do {
            let spec = try PodspecLoader.load(path: path, environment: ProcessInfo.processInfo.environment)
            return LintReport(path: path, spec: spec, loadError: nil)
        } catch {
            return LintReport(path: path, spec: nil, loadError: error)
        }
    }

    var name: String? { spec?.baseName }
    var version: String? { spec?.attributes["version"]?.stringValue }

    var console: String {
        var text = "\n -> \(name.map { n in version.map { "\(n) (\($0))" } ?? n } ?? (path as NSString).lastPathComponent)\n"
        if let loadError {
            text += "    - ERROR | spec: \(loadError.lintMessage)\n"
            text += "\n[!] \(name ?? (path as NSString).lastPathComponent) did not pass validation, due to 1 error.\n"
        } else {
            text += "\n\(name ?? path) passed validation.\n"
        }
        return text
    }

    /// The `--format json` document.
    static func json(_ reports: [LintReport], passed: Bool) -> String {
        let podspecs: [PodValue] = reports.map { report in
            var results: [PodValue] = []
            if let error = report.loadError {
                var result: PodValue = [
                    "type": "error", "attribute": "spec", "message": .string(error.lintMessage), "platforms": [],
                    "public_only": false,
                ]
                if case .hash(var h) = result {
                    h["line"] = error.line.map { .integer($0) } ?? .null
                    h["column"] = error.column.map { .integer($0) } ?? .null
                    result = .hash(h)
                }
                results.append(result)
            }
            return [
                "file": .string(report.path), "name": report.name.map(PodValue.string) ?? .null,
                "version": report.version.map(PodValue.string) ?? .null, "loaded": .bool(report.loadError == nil),
                "results": .array(results),
            ]
        }
        return RubyJSONWriter.dump(["podspecs": .array(podspecs), "passed": .bool(passed)]) + "\n"
    }
}
