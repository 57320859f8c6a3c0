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
    /// The threads the podspecs' entries are written on (`Parallel.map`); the document is the same on any number.
    public var threads: Int

    public init(verdict: LintVerdict = LintVerdict(), threads: Int = 1) {
        self.verdict = verdict
        self.threads = threads
    }

    /// How many podspecs' entries one thread writes at a time when there are several threads.
    static let podspecsPerShare = 64

    public func render(_ podspecs: [LintedPodspec]) -> String {
        var json = RubyJSONStream()
        json.openObject()
        json.key(plain: "podspecs")
        json.openArray()
        // Written in shares on all threads and joined in order: on one thread, after a many-file lint, the
        // document was most of what was left to do.
        let shares = stride(from: 0, to: podspecs.count, by: JSONRenderer.podspecsPerShare).map {
            podspecs[$0..<min($0 + JSONRenderer.podspecsPerShare, podspecs.count)]
        }
        let written = Parallel.map(shares, threads: threads) { share in
            var entries = RubyJSONStream()
            for podspec in share { write(podspec, into: &entries) }
            return entries.bytes
        }
        for entries in written { json.elements(entries) }
        json.closeArray()
        json.member(plain: "passed", .bool(podspecs.allSatisfy { verdict.passed($0.results) }))
        json.closeObject()
        return String(decoding: json.bytes, as: UTF8.self) + "\n"
    }

    public func renderFailure(_ message: String) -> String {
        let document: PodValue = ["podspecs": [], "passed": false, "error": .string(message)]
        return RubyJSONWriter.dump(document) + "\n"
    }

    func write(_ podspec: LintedPodspec, into json: inout RubyJSONStream) {
        json.openObject()
        json.member(plain: "file", .string(podspec.file))
        json.member(plain: "name", podspec.name.map(PodValue.string) ?? .null)
        json.member(plain: "version", podspec.version.map(PodValue.string) ?? .null)
        json.member(plain: "loaded", .bool(podspec.loaded))
        json.key(plain: "results")
        json.openArray()
        for diagnostic in podspec.results.diagnostics { write(diagnostic, in: podspec.file, into: &json) }
        json.closeArray()
        json.closeObject()
    }

    func write(_ diagnostic: Diagnostic, in file: String, into json: inout RubyJSONStream) {
        json.openObject()
        json.member(plain: "type", .string(diagnostic.severity.rawValue))
        json.member(plain: "attribute", .string(diagnostic.attribute))
        json.member(plain: "message", .string(diagnostic.message))
        json.key(plain: "platforms")
        json.openArray()
        for platform in diagnostic.platforms { json.value(.string(platform)) }
        json.closeArray()
        json.member(plain: "public_only", .bool(diagnostic.publicOnly))
        json.member(plain: "line", diagnostic.location.map { .integer($0.line) } ?? .null)
        json.member(plain: "column", diagnostic.location.map { .integer($0.column) } ?? .null)
        json.member(plain: "file", diagnostic.location == nil ? .null : .string(diagnostic.locatedFile(podspec: file)))
        json.member(plain: "subspec", diagnostic.subspec.map(PodValue.string) ?? .null)
        json.closeObject()
    }
}
