import Foundation
import Git
import PodspecReader
import Trust

extension ReposDirectory {
    /// The CDN source named `name`: `trunk` always (cached in `repos/trunk`), else a folder holding `.url`.
    public func cdnSource(named name: String, environment: [String: String]) -> CDNSource? {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        return CDNSource.shared(at: (path as NSString).appendingPathComponent(name), environment: environment)
    }
}

extension CDNSource {
    nonisolated(unsafe) private static var opened: [String: CDNSource] = [:]
    private static let openedLock = NSLock()

    /// The source cached in `folder` (`trunk`, or a folder holding `.url`), one object per folder in a
    /// process; nil when the folder is no CDN source.
    static func shared(at folder: String, environment: [String: String]) -> CDNSource? {
        openedLock.lock()
        defer { openedLock.unlock() }
        if let known = opened[folder] { return known }
        let name = (folder as NSString).lastPathComponent
        guard let url = name == CDNSource.trunkName ? CDNSource.trunkURL : savedURL(in: folder) else { return nil }
        let source = CDNSource(
            name: name, url: url, path: folder, options: CDNOptions(url: url, environment: environment))
        opened[folder] = source
        return source
    }
}

extension CDNSource {
    /// The base URL saved in `folder/.url`, read inside the folder (a link leading out is refused) and at most
    /// 4 KiB; nil when there is none or it is empty.
    static func savedURL(in folder: String) -> String? {
        guard let bytes = try? ContainedRoot(folder).read(".url", maximumSize: 4096) else { return nil }
        let url = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return url.isEmpty ? nil : url
    }
}

extension ReposDirectory {

    /// Every added CDN source (trunk only when its folder exists), sorted as `repositories()`.
    public func cdnSources(environment: [String: String]) -> [CDNSource] {
        repositories().filter(\.isCDN).compactMap { cdnSource(named: $0.name, environment: environment) }
    }

    /// `repo add-cdn NAME URL`: saves `.url` in `repos/NAME` and reads the source's `CocoaPods-version.yml`
    /// (`verify_compatibility!`). A failure leaves nothing behind.
    @discardableResult
    public func addCDN(name: String, url: String, environment: [String: String]) throws -> CDNSource {
        if name == "master" { throw SpecRepoError.masterNameReserved }
        if name == CDNSource.trunkName && CDNSource.normalised(url) != CDNSource.trunkURL {
            throw SpecRepoError("Repo name `trunk` is reserved for CocoaPods' main spec repo accessed via CDN.")
        }
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
            scheme == "http" || scheme == "https", parsed.host?.isEmpty == false
        else {
            throw SpecRepoError(
                "`\(redacted(url))` is not a CDN URL: an http(s) URL of a CocoaPods CDN source is needed.")
        }
        let folder = (path as NSString).appendingPathComponent(name)
        if DirectoryListing.exists(folder) {
            throw SpecRepoError(
                "A repo named `\(name)` already exists at `\(folder)`. Remove it first with `podspec repo remove \(name)`."
            )
        }
        let source = CDNSource(
            name: name, url: url, path: folder, options: CDNOptions(url: url, environment: environment))
        do {
            let metadata = try source.metadata()
            let repository = SpecRepository(path: folder)
            guard metadata.isCompatible() else {
                let range = [metadata.minimum, metadata.maximum].compactMap { $0 }.joined(separator: " - ")
                throw SpecRepoError(
                    "The `\(repository.name)` repo requires CocoaPods \(range) (currently using "
                        + "\(RepoMetadata.coreVersion))\nUpdate CocoaPods, or checkout the appropriate tag in the repo."
                )
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        return source
    }

    /// What `url` serves, as pod's `cdn_url?` decides: a CDN source when its `CocoaPods-version.yml` is a
    /// YAML hash naming a `last` CocoaPods version. A server that cannot be reached at all is an error.
    public static func isCDN(_ url: String, environment: [String: String]) throws -> Bool {
        let lowered = url.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return false }
        let options = CDNOptions(url: url, environment: environment)
        let probe = CDNSource.normalised(url) + "CocoaPods-version.yml"
        do {
            let response = try CDNRequest(url: probe, etag: nil, options: options).send()
            guard response.status == 200,
                let metadata = RepoMetadata(yaml: String(decoding: response.body, as: UTF8.self))
            else { return false }
            return metadata.last != nil
        } catch  where error.kind == .unreachable || error.kind == .timeout {
            throw SpecRepoError(
                "Could not reach \(redacted(probe)) to tell whether `\(redacted(url))` is a CDN or a git spec repo: "
                    + error.message)
        } catch {
            return false
        }
    }
}

extension SpecRepository {
    /// Whether this folder is a CDN source's cache: `trunk`, or a folder holding `.url`.
    public var isCDN: Bool { name == CDNSource.trunkName || DirectoryListing.exists(path + "/.url") }

    /// The base URL of the CDN source this folder caches (trunk's for `trunk`), nil for other repos.
    public var cdnURL: String? { name == CDNSource.trunkName ? CDNSource.trunkURL : CDNSource.savedURL(in: path) }
}

extension SpecRepository {
    /// The CDN source this folder caches, one object per folder in a process (so each file is fetched
    /// once per run); nil for a git or file-system repo.
    var cdn: CDNSource? {
        guard isCDN else { return nil }
        return CDNSource.shared(at: path, environment: ProcessInfo.processInfo.environment)
    }
}
