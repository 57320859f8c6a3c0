import PodspecLint

/// A source added to the repos folder: a CDN source (trunk, or a folder holding `.url`) or a git or
/// file-system spec repo.
public enum AddedSource {
    case cdn(CDNSource)
    case repository(SpecRepository)

    /// The source as a place to look dependencies up.
    public var versionSource: any PodVersionSource {
        switch self {
        case .cdn(let source): source
        case .repository(let repository): repository
        }
    }
}

extension ReposDirectory {
    /// The added source `nameOrURL` names, as pod's `source_with_name_or_url`: by name first, then by
    /// URL. A name wins over a URL: a repo named like another's URL is found by its name.
    public func addedSource(_ nameOrURL: String, environment: [String: String]) -> AddedSource? {
        addedSource(named: nameOrURL, environment: environment)
            ?? addedSource(withURL: nameOrURL, environment: environment)
    }

    /// The added source named `name`: `trunk` always (a CDN source even before its folder exists), a
    /// folder holding `.url` as its CDN source, else the spec repo in that folder.
    public func addedSource(named name: String, environment: [String: String]) -> AddedSource? {
        if let cdn = cdnSource(named: name, environment: environment) { return .cdn(cdn) }
        return repository(named: name).map(AddedSource.repository)
    }

    /// The added source whose URL is `url`, URLs compared canonically (lower case, no trailing `/` or
    /// `.git`): trunk's URL is trunk; then each CDN source's `.url`, then each spec repo's git remote, in
    /// the repos folder's order; the first match wins.
    public func addedSource(withURL url: String, environment: [String: String]) -> AddedSource? {
        let wanted = ReposDirectory.canonical(url)
        if wanted == ReposDirectory.canonical(CDNSource.trunkURL) {
            return cdnSource(named: CDNSource.trunkName, environment: environment).map(AddedSource.cdn)
        }
        if let cdn = cdnSources(environment: environment).first(where: { ReposDirectory.canonical($0.url) == wanted }) {
            return .cdn(cdn)
        }
        return repositories().first { $0.url.map(ReposDirectory.canonical) == wanted }.map(AddedSource.repository)
    }

    /// A URL as compared: lower case, without trailing `/` or `.git`.
    static func canonical(_ url: String) -> String {
        var text = url.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
