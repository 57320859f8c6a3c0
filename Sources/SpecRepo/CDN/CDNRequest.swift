import Foundation
import HTTP
import Trust

/// One GET of a CDN file: `If-None-Match` with the saved ETag, gzip accepted, redirects followed here
/// (at most 10) so the credential is attached only to URLs in the source's own scope, never to the
/// host a redirect leads to, and never over plain `http` unless the user opted in.
struct CDNRequest {
    static let maximumRedirects = 10

    let url: String
    let etag: String?
    let options: CDNOptions

    /// The final response (not a redirect); a redirect loop or a bad `Location` is an `HTTPError`.
    func send() throws(HTTPError) -> HTTPResponse {
        let scope = options.credential == nil ? nil : CredentialScope(url: url)
        var current = url
        for _ in 0...Self.maximumRedirects {
            var headers = ["Accept-Encoding": "gzip", "User-Agent": "CocoaPods/\(RepoMetadata.coreVersion) podspec"]
            if let etag { headers["If-None-Match"] = etag }
            var request = HTTPRequest(
                url: current, headers: headers, timeout: options.timeout, totalTimeout: options.timeout,
                followsRedirects: false, maximumBodySize: options.maximumFileSize, caBundle: options.caBundle)
            if let scope, scope.permits(current, allowingPlainHTTP: options.allowsCredentialsOverHTTP) {
                request.credential = options.credential
            }
            let response = try HTTPClient.send(request)
            guard [301, 302, 303, 307, 308].contains(response.status) else { return response }
            guard let location = response.location, let next = Self.resolve(location, against: current) else {
                throw HTTPError(message: "a \(response.status) redirect without a usable Location")
            }
            current = next
        }
        throw HTTPError(message: "more than \(Self.maximumRedirects) redirects (a redirect loop?)")
    }

    /// `location` (absolute or relative) resolved against `base`; only `http` and `https` results.
    static func resolve(_ location: String, against base: String) -> String? {
        guard let baseURL = URL(string: base), let resolved = URL(string: location, relativeTo: baseURL)?.absoluteURL,
            let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        return resolved.absoluteString
    }
}
