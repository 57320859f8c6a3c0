import PodspecModel

/// An ordered collection of diagnostics with CocoaPods' merge rule (`Results#add_result`):
/// a result with the same type, attribute, message and public-only flag is reused, and the
/// current platform (if any) is appended to it each time it is added.
public struct LintResults: Sendable, Hashable, Sequence {
    public private(set) var diagnostics: [Diagnostic] = []
    /// The message of an exception that escaped the linter (CocoaPods would crash), if any;
    /// the diagnostics gathered before it are kept.
    public var abortMessage: String?

    public init(_ diagnostics: [Diagnostic] = []) {
        for d in diagnostics { append(d) }
    }

    /// Adds a result, merging with an equal one; `platform` is appended when given. `subspec` names
    /// the spec reporting it when that is not the root (the first subspec reporting it is kept).
    public mutating func add(
        _ severity: Diagnostic.Severity, _ attribute: String, _ message: String,
        publicOnly: Bool = false, platform: String? = nil, location: SourceLocation? = nil, rule: String? = nil,
        subspec: String? = nil
    ) {
        if let index = diagnostics.firstIndex(where: {
            $0.severity == severity && $0.attribute == attribute && $0.message == message && $0.publicOnly == publicOnly
        }) {
            if let platform { diagnostics[index].platforms.append(platform) }
            if diagnostics[index].location == nil { diagnostics[index].location = location }
            if diagnostics[index].subspec == nil { diagnostics[index].subspec = subspec }
            return
        }
        var diagnostic = Diagnostic(
            severity, attribute: attribute, message: message, platforms: platform.map { [$0] } ?? [],
            publicOnly: publicOnly, location: location, rule: rule)
        diagnostic.subspec = subspec
        diagnostics.append(diagnostic)
    }

    /// Adds a whole diagnostic with the merge rule (its platforms are appended to an equal one's).
    public mutating func append(_ diagnostic: Diagnostic) {
        if let index = diagnostics.firstIndex(where: {
            $0.severity == diagnostic.severity && $0.attribute == diagnostic.attribute
                && $0.message == diagnostic.message && $0.publicOnly == diagnostic.publicOnly
        }) {
            diagnostics[index].platforms += diagnostic.platforms
        } else {
            diagnostics.append(diagnostic)
        }
    }

    public var isEmpty: Bool { diagnostics.isEmpty }
    public var count: Int { diagnostics.count }
    public func makeIterator() -> IndexingIterator<[Diagnostic]> { diagnostics.makeIterator() }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    public var notes: [Diagnostic] { diagnostics.filter { $0.severity == .note } }
}
