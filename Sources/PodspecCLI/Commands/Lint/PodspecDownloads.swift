import Foundation
import Git
import HTTP
import Trust

/// Podspecs `spec lint` downloads from http(s) URLs, kept in one temporary folder that is removed
/// when the command ends. Each is saved under one checked file name, through `ContainedRoot`; the
/// folder is also the podspec's sandbox (it reads nothing else). Messages are escaped where printed.
final class PodspecDownloads {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("podspec-lint-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

    /// The local paths of the podspecs downloaded so far.
    private(set) var fetched: Set<String> = []

    /// The folder a downloaded podspec may read files from: the one it was saved in (nil for other paths).
    func sandbox(for path: String) -> String? {
        fetched.contains(path) ? (path as NSString).deletingLastPathComponent : nil
    }

    /// The name a download is saved under when the URL's last part is not a usable file name.
    static let fallbackName = "Downloaded"

    /// Downloads `url` and returns the local path (named after the URL's last component when that is a
    /// single valid file name).
    func fetch(_ url: String) throws(CommandFailure) -> String {
        let shown = redacted(url)
        guard let remote = URL(string: url), !remote.lastPathComponent.isEmpty else {
            throw CommandFailure("Downloading a podspec from `\(shown)` failed: bad URI(is not URI?): \"\(shown)\"")
        }
        let result = PodspecDownloads.get(remote)
        switch result {
        case .failure(let reason):
            throw CommandFailure("Downloading a podspec from `\(shown)` failed: \(reason)")
        case .success(let data):
            let name = PodspecDownloads.fileName(for: remote)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let root = try ContainedRoot(folder.path)
                try root.write([UInt8](data), to: name)
                let local = root.absolute([name])
                fetched.insert(local)
                return local
            } catch {
                throw CommandFailure("Downloading a podspec from `\(shown)` failed: \(error)")
            }
        }
    }

    /// The URL path's last part (percent-decoded once) when it is one valid file name, else
    /// `Downloaded.podspec` (`Downloaded.podspec.json` when the URL's path ends in `.json`).
    static func fileName(for url: URL) -> String {
        let encoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
        let last = encoded.split(separator: "/").last.map(String.init) ?? ""
        let decoded = last.removingPercentEncoding ?? ""
        if (try? ContainedRoot.checkComponent(decoded)) != nil, !decoded.hasPrefix("."),
            decoded.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        {
            return decoded
        }
        return fallbackName + (encoded.lowercased().hasSuffix(".json") ? ".podspec.json" : ".podspec")
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    enum Failure: Error, CustomStringConvertible {
        /// The status and the server's reason phrase (`404 Not Found`).
        case status(Int, String)
        case transport(String)
        var description: String {
            switch self {
            case .status(let code, let reason): reason.isEmpty ? "\(code)" : "\(code) \(reason)"
            case .transport(let text): text
            }
        }
    }

    /// A GET with a 30 s timeout, following redirects; 2xx bodies only.
    private static func get(_ url: URL) -> Result<Data, Failure> {
        let request = HTTPRequest(
            url: url.absoluteString, headers: ["User-Agent": "podspec/\(PodspecVersion.current)"], timeout: 30,
            totalTimeout: 30, maximumBodySize: 16 << 20)
        do {
            let response = try HTTPClient.send(request)
            guard response.isSuccess else { return .failure(.status(response.status, response.reason)) }
            return .success(Data(response.body))
        } catch {
            return .failure(.transport(error.message))
        }
    }
}
