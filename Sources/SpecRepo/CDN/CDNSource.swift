import Foundation
import Git
import PodspecLint
import PodspecModel
import PodspecReader
import Trust

/// A spec repo served as static files over HTTP(S) (pod's `CDNSource`; `trunk` is one): read lazily,
/// file by file, into `repos/NAME/` (see ``CDNCache``). Only what a dependency, a search or a `spec cat`
/// needs is fetched; an object fetches each file at most once.
public final class CDNSource: PodVersionSource, @unchecked Sendable {
    /// The name of CocoaPods' main spec repo.
    public static let trunkName = "trunk"
    /// Where trunk is served.
    public static let trunkURL = "https://cdn.cocoapods.org/"

    public let name: String
    /// The base URL, ending in exactly one `/`.
    public let url: String
    /// The cache folder: `repos/NAME`.
    public let path: String
    let cache: CDNCache

    private let lock = NSLock()
    private var metadataCache: RepoMetadata?
    private var versionsCache: [String: [Version]?] = [:]

    /// `` `NAME` (CDN URL) ``, credentials redacted.
    public var sourceDescription: String { "`\(name)` (CDN \(redacted(url)))" }

    /// The source `name` at `url`, cached in `path`. Nothing is read or written until something is asked.
    public init(name: String, url: String, path: String, options: CDNOptions) {
        self.name = name
        self.url = CDNSource.normalised(url)
        self.path = path
        cache = CDNCache(sourceName: name, baseURL: self.url, folder: path, options: options)
    }

    /// A base URL ending in exactly one `/`, as pod saves it.
    public static func normalised(_ url: String) -> String {
        var text = url.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix("/") { text.removeLast() }
        return text + "/"
    }

    // MARK: Metadata and pods

    /// `CocoaPods-version.yml`, fetched once (`refresh_metadata`).
    public func metadata() throws -> RepoMetadata {
        lock.lock()
        if let metadataCache {
            lock.unlock()
            return metadataCache
        }
        lock.unlock()
        let file = "CocoaPods-version.yml"
        var parsed: RepoMetadata?
        // A cached copy that does not parse (damaged between runs) is fetched again, whole, once.
        for attempt in 0..<2 where parsed == nil {
            if attempt > 0 { try cache.discard(file) }
            guard try cache.fetch(file, revalidate: attempt > 0) == .present else {
                throw SpecRepoError(
                    "CDN: \(name) URL couldn't be downloaded: \(redacted(cache.remoteURL(file))) Response: 404 "
                        + "(not a CocoaPods CDN source: it has no `\(file)`)")
            }
            parsed = RepoMetadata(yaml: String(decoding: try cache.read(file), as: UTF8.self))
        }
        guard let parsed else {
            try? cache.discard(file)
            throw SpecRepoError(
                "CDN: \(name): \(redacted(cache.remoteURL(file))) is not a CocoaPods CDN source's metadata (a YAML "
                    + "hash with `min`, `last` and `prefix_lengths` was expected).")
        }
        lock.lock()
        metadataCache = parsed
        lock.unlock()
        return parsed
    }

    /// Every pod's name (`all_pods.txt`).
    public func pods() throws -> [String] {
        let file = "all_pods.txt"
        guard try cache.fetch(file) == .present else { return [] }
        let text = String(decoding: try cache.read(file), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    // MARK: Versions and specs

    /// The versions of pod `name` (a root name), highest first; nil when the source does not list it.
    /// Every spec file of the pod is fetched (at once) and checked to be that pod at that version.
    public func versions(ofPod name: String) throws -> [Version]? {
        lock.lock()
        if let known = versionsCache[name] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = try readVersions(of: name)
        lock.lock()
        versionsCache[name] = found
        lock.unlock()
        return found
    }

    /// The cached spec file of `name` at `version`, fetched if needed; nil when the source lacks it.
    public func specificationPath(ofPod name: String, version: Version) throws -> String? {
        guard try versions(ofPod: name)?.contains(version) == true else { return nil }
        let relative = CDNLayout(prefixLengths: try metadata().prefixLengths).specFile(name, version: version.string)
        guard try cache.fetch(relative) == .present else { return nil }
        return try cache.cacheRoot().resolvedPath(relative)
    }

    /// The spec of `name` at `version` (`specification_path`).
    /// - Throws: ``Unable to find the specification NAME (VERSION) in the SOURCE source.``
    public func specification(_ name: String, version: String) throws -> (path: String, specification: Specification) {
        guard let parsed = try? Version(version), let path = try specificationPath(ofPod: name, version: parsed) else {
            throw SpecRepoError.specificationNotFound(name, version, repo: self.name)
        }
        let relative = CDNLayout(prefixLengths: try metadata().prefixLengths).specFile(name, version: parsed.string)
        return (path, try load(relative, name: name, version: parsed.string))
    }

    private func readVersions(of name: String) throws -> [Version]? {
        do {
            try ContainedRoot.checkComponent(name)
        } catch {
            return nil
        }
        let metadata = try metadata()
        let shard = CDNLayout(prefixLengths: metadata.prefixLengths).indexFile(for: name)
        guard try cache.fetch(shard) == .present else { return nil }
        guard let listed = CDNIndex.versions(of: name, in: String(decoding: try cache.read(shard), as: UTF8.self))
        else { return nil }
        let podPath = ([path, "Specs"] + metadata.pathFragment(name)).joined(separator: "/")
        var versions: [Version] = []
        for text in listed {
            let version = try CDNIndex.check(text, podPath: podPath, source: self.name)
            if !versions.contains(where: { $0.string == version.string }) { versions.append(version) }
        }
        let files = versions.map { CDNLayout(prefixLengths: metadata.prefixLengths).specFile(name, version: $0.string) }
        let outcomes = try cache.fetchAll(files)
        for (index, file) in files.enumerated() where outcomes[index] == .present {
            _ = try load(file, name: name, version: versions[index].string)
        }
        return versions.sortedInRubyOrder(descending: true)
    }

    /// Loads a cached spec and checks it is `name` at `version`. A cached copy that does not load is
    /// fetched again once (it may have been damaged between runs) before that is an error.
    private func load(_ relative: String, name: String, version: String) throws -> Specification {
        var refetched = false
        while true {
            do {
                return try checkedSpecification(relative, name: name, version: version)
            } catch let error as SpecRepoError {
                guard !refetched else { throw error }
                refetched = true
                try cache.discard(relative)
                guard try cache.fetch(relative, revalidate: true) == .present else {
                    throw SpecRepoError.specificationNotFound(name, version, repo: self.name)
                }
            }
        }
    }

    private func checkedSpecification(_ relative: String, name: String, version: String) throws -> Specification {
        let url = redacted(cache.remoteURL(relative))
        let specification: Specification
        do {
            specification = try PodspecLoader.load(
                contents: try cache.read(relative), path: cache.folder + "/" + relative)
        } catch let error as PodspecLoadError {
            throw SpecRepoError("CDN: \(self.name): the spec at \(url) does not load: \(error)")
        }
        let foundName = specification.baseName ?? ""
        let foundVersion = (try? specification.attributes["version"].flatMap(Version.create))?.map(\.string) ?? ""
        guard foundName == name, foundVersion == version else {
            throw SpecRepoError(
                "CDN: \(self.name): the spec at \(url) is `\(foundName) (\(foundVersion))`, not `\(name) (\(version))` "
                    + "as its path says.")
        }
        return specification
    }

    // MARK: Update

    /// `repo update`: re-validates every cached file with its ETag (a 304 costs no body); files the
    /// server no longer has are removed. Returns how many files were checked.
    @discardableResult
    public func update() throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        let root = try cache.cacheRoot()
        var files: [String] = []
        var pending = [""]
        while let folder = pending.popLast(), files.count < 1_000_000 {
            let entries = (try? root.entries(of: folder)) ?? []
            for entry in entries where !entry.hasPrefix(".") {
                let relative = folder.isEmpty ? entry : folder + "/" + entry
                switch try? root.kind(of: relative) {
                case .directory?: pending.append(relative)
                case .file? where !entry.hasSuffix(".etag"): files.append(relative)
                default: break
                }
            }
        }
        _ = try cache.fetchAll(files.sorted(), revalidate: true)
        return files.count
    }
}
