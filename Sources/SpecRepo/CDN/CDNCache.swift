import Foundation
import Git
import HTTP
import Trust

/// A CDN source's files, fetched lazily into its folder the way pod caches them: each file at its
/// relative path with its ETag beside it (`<file>.etag`), re-validated with `If-None-Match` (a 304 costs
/// no body). Every path comes from the server or a podspec and goes through `ContainedRoot`; every write
/// is a temporary file and a rename, so an interrupted run or a second process never sees half a file.
/// A file fetched or re-validated once is not requested again by the same cache.
final class CDNCache: @unchecked Sendable {
    /// What a fetch found.
    enum Outcome: Sendable, Equatable {
        /// The file is in the cache, current.
        case present
        /// The server has no such file (404): not an error by itself.
        case missing
    }

    let sourceName: String
    /// The base URL, ending in exactly one `/`.
    let baseURL: String
    /// The source's folder (`repos/NAME`).
    let folder: String
    let options: CDNOptions

    private let lock = NSLock()
    private var settled: [String: Outcome] = [:]
    /// After a failure to reach the server at all, every later fetch fails at once with it.
    private var unreachable: SpecRepoError?
    private var root: ContainedRoot?

    init(sourceName: String, baseURL: String, folder: String, options: CDNOptions) {
        self.sourceName = sourceName
        self.baseURL = baseURL
        self.folder = folder
        self.options = options
    }

    /// The cache's root, made (with its `.url`) on first use: a source no dependency needs leaves no trace.
    func cacheRoot() throws -> ContainedRoot {
        lock.lock()
        defer { lock.unlock() }
        if let root { return root }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let made = try ContainedRoot(folder)
            if try made.kind(of: ".url") == nil { try made.write(Array((baseURL + "\n").utf8), to: ".url") }
            root = made
            return made
        } catch {
            throw SpecRepoError("Could not create the cache of the `\(sourceName)` source at `\(folder)`: \(error)")
        }
    }

    /// Makes sure `relative` is in the cache and current (one request at most per cache), or finds the
    /// server has no such file. `revalidate` asks again even when this cache already did.
    @discardableResult
    func fetch(_ relative: String, revalidate: Bool = false) throws -> Outcome {
        let components: [String]
        do {
            components = try ContainedRoot.components(of: relative)
        } catch {
            throw SpecRepoError("CDN: \(sourceName): refused the path `\(relative)`: \(error.message)")
        }
        let key = components.joined(separator: "/")
        lock.lock()
        if !revalidate, let known = settled[key] {
            lock.unlock()
            return known
        }
        if let unreachable {
            lock.unlock()
            throw unreachable
        }
        lock.unlock()
        let outcome = try download(key, root: try cacheRoot())
        lock.lock()
        settled[key] = outcome
        lock.unlock()
        return outcome
    }

    /// Fetches every file of `relatives` at once, over `options.concurrency` threads that each keep their
    /// connection; throws the first failure.
    func fetchAll(_ relatives: [String], revalidate: Bool = false) throws -> [Outcome] {
        let batch = Batch(count: relatives.count)
        let workers = min(options.concurrency, relatives.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while let index = batch.next() {
                    batch.record(Result { try self.fetch(relatives[index], revalidate: revalidate) }, at: index)
                }
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        return try batch.outcomes()
    }

    /// The cached bytes of `relative` (fetch it first).
    func read(_ relative: String) throws -> [UInt8] {
        do {
            return try cacheRoot().read(relative, maximumSize: options.maximumFileSize)
        } catch let error as ContainmentError {
            throw SpecRepoError("CDN: \(sourceName): could not read the cached `\(relative)`: \(error.message)")
        }
    }

    /// Removes a cached file and its ETag (a corrupted copy), so the next fetch asks for it whole.
    func discard(_ relative: String) throws {
        let root = try cacheRoot()
        try? root.remove(relative + ".etag")
        try? root.remove(relative)
        lock.lock()
        settled[relative] = nil
        lock.unlock()
    }

    /// The URL of `relative` under the base URL, each component percent-encoded.
    func remoteURL(_ relative: String) -> String {
        baseURL
            + relative.split(separator: "/").map {
                String($0).addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? String($0)
            }.joined(separator: "/")
    }

    private static let pathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;?#"))

    // MARK: One file

    private func download(_ relative: String, root: ContainedRoot) throws -> Outcome {
        let url = remoteURL(relative)
        let etag = try cachedETag(relative, root: root)
        var attempt = 1
        while true {
            let response: HTTPResponse
            do {
                response = try CDNRequest(url: url, etag: etag, options: options).send()
            } catch {
                let failure = couldNotDownload(url, error.message)
                switch error.kind {
                case .transient where attempt < options.maximumAttempts:
                    wait(beforeAttempt: attempt + 1)
                    attempt += 1
                    continue
                case .unreachable, .timeout:
                    let unreachable = SpecRepoError(
                        failure.message + " (no route to the source: check the network, or choose other sources "
                            + "with `--sources=NAME_OR_URL,…`: added spec repos, URLs or spec repo folders)")
                    lock.lock()
                    self.unreachable = unreachable
                    lock.unlock()
                    throw unreachable
                default:
                    throw failure
                }
            }
            switch response.status {
            case 200:
                try store(response, relative: relative, root: root)
                return .present
            case 304 where etag != nil:
                return .present
            case 404:
                try? root.remove(relative + ".etag")
                try? root.remove(relative)
                return .missing
            case let status where [502, 503, 504].contains(status) && attempt < options.maximumAttempts:
                wait(beforeAttempt: attempt + 1)
                attempt += 1
            default:
                throw couldNotDownload(url, "\(response.status) \(Self.excerpt(response.body))")
            }
        }
    }

    /// pod's message for a file that could not be had.
    private func couldNotDownload(_ url: String, _ response: String) -> SpecRepoError {
        SpecRepoError("CDN: \(sourceName) URL couldn't be downloaded: \(redacted(url)) Response: \(response)")
    }

    private func wait(beforeAttempt attempt: Int) {
        let seconds = options.delay(beforeAttempt: attempt)
        if seconds > 0 { Thread.sleep(forTimeInterval: seconds) }
    }

    /// The saved ETag of a cached file; nil when the file or its ETag is missing or unusable.
    private func cachedETag(_ relative: String, root: ContainedRoot) throws -> String? {
        guard (try? root.kind(of: relative)) == .file,
            let bytes = try? root.read(relative + ".etag", maximumSize: 1024)
        else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return text
    }

    /// Writes a fetched file, then its ETag: the old ETag goes first, so no ETag ever stands beside a
    /// file it does not describe.
    private func store(_ response: HTTPResponse, relative: String, root: ContainedRoot) throws {
        do {
            try root.remove(relative + ".etag")
            // Not fsynced: a cache file lost in a power cut is fetched again; the rename keeps it whole.
            try root.write(response.body, to: relative, durable: false)
            if let etag = response.etag, !etag.isEmpty {
                try root.write(Array(etag.utf8), to: relative + ".etag", durable: false)
            }
        } catch {
            throw SpecRepoError("CDN: \(sourceName): could not save `\(relative)` in `\(folder)`: \(error.message)")
        }
    }

    /// The start of a response body, printable, for an error message.
    static func excerpt(_ body: [UInt8]) -> String {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
        let flattened = String(
            text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return body.count > 200 ? flattened + "…" : flattened
    }
}

/// The files of one `fetchAll`, handed out to worker threads one by one; the first failure stops it.
private final class Batch: @unchecked Sendable {
    private let lock = NSLock()
    private var given = 0
    private var results: [Result<CDNCache.Outcome, any Error>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        let failed = results.contains { if case .failure? = $0 { true } else { false } }
        guard !failed, given < results.count else { return nil }
        given += 1
        return given - 1
    }

    func record(_ result: Result<CDNCache.Outcome, any Error>, at index: Int) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func outcomes() throws -> [CDNCache.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        if let failure = results.first(where: { if case .failure? = $0 { true } else { false } }), let failure {
            _ = try failure.get()
        }
        return results.map { (try? $0?.get()) ?? .missing }
    }
}
