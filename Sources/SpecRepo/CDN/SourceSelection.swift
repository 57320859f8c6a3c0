import Foundation
import Git
import PodspecLint
import PodspecModel
import PodspecReader

/// `--sources=NAME_OR_URL,…` of `lib lint`, `spec lint` and `repo push`, resolved as pod's
/// `source_with_name_or_url`: an added source by name (`trunk` always), by URL (trunk's, a CDN's `.url`
/// or a git remote, compared canonically), else a URL is probed and added (as a CDN or a git source) the
/// first time a dependency needs it; ours, a path to a spec repo folder is read where it is. Nothing is
/// fetched until a dependency is looked up, so a pod without dependencies never touches the network.
public enum SourceSelection {
    /// The entries of a `--sources` value, trimmed, empty ones dropped.
    public static func entries(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The look-up for `entries` in `directory`.
    /// - Throws: ``Unable to find a source named: `X` `` for a name that is neither added nor a URL or folder.
    public static func resolve(
        _ entries: [String], in directory: ReposDirectory, environment: [String: String]
    ) throws -> DependencySources {
        DependencySources(try entries.map { try source(for: $0, in: directory, environment: environment) })
    }

    /// pod's defaults: `lib lint` and `spec lint` read trunk; `repo push` every added source, then trunk.
    public static func defaultEntries(forPush: Bool, in directory: ReposDirectory) -> [String] {
        guard forPush else { return [CDNSource.trunkName] }
        var names = directory.repositories().map(\.name)
        if !names.contains(CDNSource.trunkName) { names.append(CDNSource.trunkName) }
        return names
    }

    static func source(
        for entry: String, in directory: ReposDirectory, environment: [String: String]
    ) throws -> any PodVersionSource {
        if let named = directory.addedSource(named: entry, environment: environment) { return named.versionSource }
        if looksLikeURL(entry) {
            if let known = directory.addedSource(withURL: entry, environment: environment) {
                return known.versionSource
            }
            return PendingSource(url: entry, directory: directory, environment: environment)
        }
        if entry.contains("/") || entry.hasPrefix("."), DirectoryListing.isDirectory(entry) {
            return SpecRepository(path: entry)
        }
        throw SpecRepoError.sourceNotFound(entry)
    }

    static func looksLikeURL(_ text: String) -> Bool {
        text.contains("://") || (text.contains("@") && text.contains(":") && !text.hasPrefix("/"))
    }

    /// pod's `find_or_create_source_with_url`: adds `url` as a CDN source when it serves a
    /// `CocoaPods-version.yml`, else clones it; named by `name_for_url`.
    public static func add(_ url: String, in directory: ReposDirectory, environment: [String: String]) throws
        -> any PodVersionSource
    {
        let name = RepoNaming.name(for: url, in: directory)
        do {
            if try ReposDirectory.isCDN(url, environment: environment) {
                return try directory.addCDN(name: name, url: url, environment: environment)
            }
            return try directory.add(name: name, url: url, branch: nil)
        } catch {
            throw SpecRepoError(
                "Unable to add a source with url `\(redacted(url))` named `\(name)`.\n(\(error))\n"
                    + "You can try adding it manually in `\(directory.path)` or via `podspec repo add`.")
        }
    }
}

/// A `--sources` URL not yet added: probed and added the first time a dependency is looked up.
final class PendingSource: PodVersionSource, @unchecked Sendable {
    let url: String
    let directory: ReposDirectory
    let environment: [String: String]
    private let lock = NSLock()
    private var resolved: Result<any PodVersionSource, any Error>?

    init(url: String, directory: ReposDirectory, environment: [String: String]) {
        self.url = url
        self.directory = directory
        self.environment = environment
    }

    private func source() throws -> any PodVersionSource {
        lock.lock()
        defer { lock.unlock() }
        if let resolved { return try resolved.get() }
        let result = Result { try SourceSelection.add(url, in: directory, environment: environment) }
        resolved = result
        return try result.get()
    }

    var sourceDescription: String { "\(redacted(url)) (to be added)" }

    func versions(ofPod name: String) throws -> [Version]? { try source().versions(ofPod: name) }

    func specificationPath(ofPod name: String, version: Version) throws -> String? {
        try source().specificationPath(ofPod: name, version: version)
    }
}
