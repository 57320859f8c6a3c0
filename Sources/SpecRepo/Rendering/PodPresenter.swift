import PodspecLint
import PodspecModel

/// A pod as `pod search` prints it (`UI.pod`, the `Set::Presenter`): title, summary, `pod` line,
/// homepage, source, versions per repo and subspecs.
public struct PodPresenter: Sendable {
    public let set: PodSet
    /// The highest version's specification; nil when it doesn't load.
    public let specification: Specification?

    public init(set: PodSet, specification: Specification?) {
        self.set = set
        self.specification = specification
    }

    /// The block for this pod; `ansi` colours the title (green, red when deprecated).
    public func render(ansi: Bool = false) -> String {
        let version = set.highest?.version.string ?? ""
        var title = "-> \(set.name) (\(version))"
        let deprecation = deprecationDescription
        if let deprecation { title += " \(deprecation)" }
        title = (deprecation == nil ? TerminalColour.green : .red).paint(title, enabled: ansi)
        var lines = ["", title]
        let indent = "   "
        if let summary = text("summary") {
            lines.append(indent + summary.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
        lines.append(indent + "pod '\(set.name)', '~> \(version)'")
        if let homepage = text("homepage") { lines.append(indent + labeled("Homepage", homepage)) }
        lines.append(indent + labeled("Source", sourceURL))
        lines.append(indent + labeled("Versions", set.versionsByRepository))
        let subspecs = subspecNames(version: version)
        if !subspecs.isEmpty {
            lines.append(indent + "- Subspecs:")
            lines += subspecs.map { indent + "  - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `- Label:` left-justified to 12 columns, then the value.
    private func labeled(_ label: String, _ value: String) -> String {
        let title = "- \(label):"
        return title.padding(toLength: max(12, title.count), withPad: " ", startingAt: 0) + value
    }

    private func text(_ key: String) -> String? {
        guard let value = specification?.attributes[key]?.stringValue else { return nil }
        let stripped = RubyText.stripHeredocAndStrip(value)
        return stripped.isEmpty ? nil : stripped
    }

    /// The first of `:git`, `:svn`, `:http`, `:hg`, `:path` in `source`, else `No source url`.
    private var sourceURL: String {
        if case .hash(let source)? = specification?.attributes["source"] {
            for key in ["git", "svn", "http", "hg", "path"] {
                if let url = (source[.string(key)] ?? source[.symbol(key)])?.stringValue { return url }
            }
        }
        return "No source url"
    }

    private var deprecationDescription: String? {
        guard let attributes = specification?.attributes else { return nil }
        if let replacement = attributes["deprecated_in_favor_of"], replacement.isTruthy {
            return "[DEPRECATED in favor of \(replacement.rubyToS)]"
        }
        if let deprecated = attributes["deprecated"], deprecated.isTruthy { return "[DEPRECATED]" }
        return nil
    }

    /// `Name/Sub (version)` for every subspec, depth-first.
    private func subspecNames(version: String) -> [String] {
        guard let specification else { return [] }
        return SpecNode(root: specification).recursiveDescendants.compactMap { node in
            node.name.map { "\($0) (\(version))" }
        }
    }
}
