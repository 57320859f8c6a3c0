import PodspecModel

/// The machine-readable document:
/// `{"podspecs":[{"file":…,"name":…,"version":…,"loaded":…,"results":[{"type":…,"attribute":…,
/// "message":…,"platforms":[…],"public_only":…,"line":…,"column":…,"file":…,"subspec":…}]}],"passed":…}`
/// + newline; a run stopped by a fatal error: `{"podspecs":[],"passed":false,"error":"…"}`. Ours beyond
/// CocoaPods' fields: `line`/`column` (where the result comes from), `file` (the file they are in: the
/// podspec, or an imports result's source file; null without a location) and `subspec` (the first subspec
/// that reported the result, null when only the root did). `platforms` is CocoaPods' list, one entry per
/// report, duplicates included.
public struct JSONRenderer: LintRenderer {
    public var verdict: LintVerdict

    public init(verdict: LintVerdict = LintVerdict()) {
        self.verdict = verdict
    }

    public func render(_ podspecs: [LintedPodspec]) -> String {
        let passed = podspecs.allSatisfy { verdict.passed($0.results) }
        let document: PodValue = ["podspecs": .array(podspecs.map(object)), "passed": .bool(passed)]
        return RubyJSONWriter.dump(document) + "\n"
    }

    public func renderFailure(_ message: String) -> String {
        let document: PodValue = ["podspecs": [], "passed": false, "error": .string(message)]
        return RubyJSONWriter.dump(document) + "\n"
    }

    func object(_ podspec: LintedPodspec) -> PodValue {
        [
            "file": .string(podspec.file), "name": podspec.name.map(PodValue.string) ?? .null,
            "version": podspec.version.map(PodValue.string) ?? .null, "loaded": .bool(podspec.loaded),
            "results": .array(podspec.results.diagnostics.map { object($0, in: podspec.file) }),
        ]
    }

    func object(_ diagnostic: Diagnostic, in file: String) -> PodValue {
        [
            "type": .string(diagnostic.severity.rawValue), "attribute": .string(diagnostic.attribute),
            "message": .string(diagnostic.message), "platforms": .array(diagnostic.platforms.map(PodValue.string)),
            "public_only": .bool(diagnostic.publicOnly),
            "line": diagnostic.location.map { .integer($0.line) } ?? .null,
            "column": diagnostic.location.map { .integer($0.column) } ?? .null,
            "file": diagnostic.location == nil ? .null : .string(diagnostic.locatedFile(podspec: file)),
            "subspec": diagnostic.subspec.map(PodValue.string) ?? .null,
        ]
    }
}
