import Foundation
import HTTP

/// Podspecs `spec lint` downloads from http(s) URLs, kept in one temporary folder that is removed
/// when the command ends.
final class PodspecDownloads {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("podspec-lint-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

    /// Downloads `url` and returns the local path (named after the URL's last component).
    func fetch(_ url: String) throws(LintCommandError) -> String {
        guard let remote = URL(string: url), !remote.lastPathComponent.isEmpty else {
            throw LintCommandError("Downloading a podspec from `\(url)` failed: bad URI(is not URI?): \"\(url)\"")
        }
        let result = PodspecDownloads.get(remote)
        switch result {
        case .failure(let reason):
            throw LintCommandError("Downloading a podspec from `\(url)` failed: \(reason)")
        case .success(let data):
            let local = folder.appendingPathComponent(remote.lastPathComponent)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: local)
            } catch {
                throw LintCommandError("Downloading a podspec from `\(url)` failed: \(error.localizedDescription)")
            }
            return local.path
        }
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
