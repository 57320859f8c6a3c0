import Foundation

/// A pod's repository URL as `spec create` takes it: `https://github.com/OWNER/REPO` (anything after
/// the repository's path is ignored, as CocoaPods does), another host's `https://host/group/repo(.git)`,
/// or scp-style `git@host:group/repo.git`.
struct RepositoryURL: Equatable {
    /// The repository's name, which becomes the pod's: `REPO`.
    let name: String
    /// The web page: `https://github.com/OWNER/REPO`.
    let homepage: String
    /// What `spec.source` clones: `https://github.com/OWNER/REPO.git` (the scp-style URL as given).
    let cloneURL: String

    init(_ text: String) throws {
        let invalid = CommandFailure(
            "`\(text)` is not a repository URL: expected https://github.com/OWNER/REPO (or give the pod's NAME).")
        if let scp = RepositoryURL.scpStyle(text) {
            guard let name = scp.path.last else { throw invalid }
            self.name = name
            homepage = "https://\(scp.host)/" + scp.path.joined(separator: "/")
            cloneURL = text
            return
        }
        let withScheme = text.hasPrefix("github.com/") ? "https://" + text : text
        guard let components = URLComponents(string: withScheme), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty
        else { throw invalid }
        var path = components.path.split(separator: "/").map(String.init)
        if host.lowercased() == "github.com" { path = Array(path.prefix(2)) }
        if let last = path.last, last.hasSuffix(".git") { path[path.count - 1] = String(last.dropLast(4)) }
        guard path.count >= 2, let name = path.last, !name.isEmpty else { throw invalid }
        self.name = name
        homepage = "\(scheme)://\(host)\(components.port.map { ":\($0)" } ?? "")/" + path.joined(separator: "/")
        cloneURL = homepage + ".git"
    }

    /// Whether `text` is meant as a URL rather than a pod name (a scheme, `github.com/…`, or `user@host:path`).
    static func looksLikeURL(_ text: String) -> Bool {
        text.contains("://") || text.hasPrefix("github.com/") || scpStyle(text) != nil
    }

    /// `git@host:group/repo.git` → host and path components (without `.git`).
    private static func scpStyle(_ text: String) -> (host: String, path: [String])? {
        guard !text.contains("://"), let colon = text.firstIndex(of: ":"), let at = text.firstIndex(of: "@"), at < colon
        else { return nil }
        let host = String(text[text.index(after: at)..<colon])
        var path = text[text.index(after: colon)...].split(separator: "/").map(String.init)
        if let last = path.last, last.hasSuffix(".git") { path[path.count - 1] = String(last.dropLast(4)) }
        guard !host.isEmpty, path.count >= 2 else { return nil }
        return (host, path)
    }
}
