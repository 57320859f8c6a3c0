import Trust

/// GitHub Actions workflow commands, one annotation per result:
/// `::error file=Foo.podspec,line=12,col=3,title=podspec: source::message`.
public struct GitHubRenderer: LintRenderer {
    public init() {}

    public func render(_ podspecs: [LintedPodspec]) -> String {
        podspecs.flatMap { podspec in podspec.results.diagnostics.map { annotation($0, in: podspec.file) } }.joined()
    }

    public func renderFailure(_ message: String) -> String {
        "::error title=podspec::" + GitHubRenderer.escapeData(message) + "\n"
    }

    func annotation(_ diagnostic: Diagnostic, in file: String) -> String {
        var properties = ["file=\(GitHubRenderer.escapeProperty(diagnostic.locatedFile(podspec: file)))"]
        if let location = diagnostic.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=\(GitHubRenderer.escapeProperty("podspec: \(diagnostic.attribute)"))")
        return "::\(GitHubRenderer.command(diagnostic.severity)) \(properties.joined(separator: ","))::"
            + GitHubRenderer.escapeData(diagnostic.oneLineMessage) + "\n"
    }

    static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escapes a message as the runner expects (`%`, CR, LF); other control characters become visible
    /// `\u{…}` escapes (`PrintableText`).
    static func escapeData(_ text: String) -> String {
        PrintableText.escaped(text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"]))
    }

    /// Escapes a property value (also `:` and `,`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll([":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// Replaces each character that is a key of `table` by its value.
    fileprivate func replacingAll(_ table: [Character: String]) -> String {
        var out = ""
        for character in self { out += table[character] ?? String(character) }
        return out
    }
}
