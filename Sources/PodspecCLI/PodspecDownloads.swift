import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
        case status(Int), transport(String)
        var description: String {
            switch self {
            case .status(let code): "\(code) \(HTTPURLResponse.localizedString(forStatusCode: code).capitalized)"
            case .transport(let text): text
            }
        }
    }

    /// A GET with a 30 s timeout, following redirects; 2xx bodies only.
    private static func get(_ url: URL) -> Result<Data, Failure> {
        let box = ResultBox()
        var request = URLRequest(url: url, timeoutInterval: 30)
        request.setValue("podspec/\(PodspecVersion.current)", forHTTPHeaderField: "User-Agent")
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            if let error {
                box.result = .failure(.transport(error.localizedDescription))
            } else if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                box.result = .failure(.status(http.statusCode))
            } else {
                box.result = .success(data ?? Data())
            }
            done.signal()
        }.resume()
        done.wait()
        return box.result
    }

    /// Carries the callback's result back to the waiting thread.
    private final class ResultBox: @unchecked Sendable {
        var result: Result<Data, Failure> = .failure(.transport("no response"))
    }
}
