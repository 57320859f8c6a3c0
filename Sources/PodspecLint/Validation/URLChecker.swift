import Foundation
import HTTP

/// CocoaPods' `Pod::HTTP.validate_url` (C:http.rb): the URL must match `/^#{URI.regexp}$/`; up to
/// 3 redirects (301/302/303/307/308, relative `Location` joined) are followed by hand; each
/// request is a HEAD, then a GET with `Range: bytes=0-0` when the status is ≥ 400, then a plain
/// GET when still ≥ 400. A transport failure gives no response (V3). Every request has its own
/// timeout; `check` runs all URLs of a lint concurrently.
struct URLChecker: Sendable {
    /// CocoaPods' default User-Agent.
    static let defaultUserAgent =
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10) AppleWebKit/538.43.40 (KHTML, like Gecko) Version/8.0 Safari/538.43.40"
    static let maximumRedirects = 3

    /// What the checks need of the final response.
    struct Response: Sendable, Hashable {
        var status: Int
        /// The first `Content-Type` value, if any.
        var contentType: String?
        /// `REST::Response#success?`: the status matches `/2../`.
        var isSuccess: Bool { (200...299).contains(status) }
    }

    /// A URL and the User-Agent to send (nil: the default one).
    struct Request: Sendable, Hashable {
        var url: String
        var userAgent: String?
    }

    let timeout: TimeInterval

    /// Checks every request concurrently; the value is nil when validation failed (V3).
    func check(_ requests: [Request]) -> [Request: Response?] {
        let unique = Array(Set(requests))
        guard !unique.isEmpty else { return [:] }
        let box = ResultBox()
        let group = DispatchGroup()
        // One GCD worker per URL, each blocking on its own requests: no Swift-concurrency pool
        // thread is held, so this may be called from any context.
        for request in unique {
            DispatchQueue.global().async(group: group) {
                box.set(request, self.validate(request))
            }
        }
        group.wait()
        return box.results
    }

    /// `validate_url`
    func validate(_ request: Request) -> Response? {
        guard URIPattern.matchesAbsoluteURILine(request.url), var url = URL(string: request.url) else { return nil }
        do {
            var redirects = 0
            while true {
                let response = try head(url, request.userAgent)
                guard [301, 302, 303, 307, 308].contains(response.status), let location = response.location else {
                    break
                }
                if location.contains("://"), let next = URL(string: location) {
                    url = next
                } else if let next = URL(string: location, relativeTo: url)?.absoluteURL {
                    url = next
                } else {
                    return nil
                }
                redirects += 1
                if redirects >= URLChecker.maximumRedirects { break }
            }
            let final = try head(url, request.userAgent)
            return Response(status: final.status, contentType: final.contentType)
        } catch {
            return nil
        }
    }

    private struct RawResponse {
        var status: Int
        var location: String?
        var contentType: String?
    }

    /// `perform_head_request`: HEAD, then ranged GET, then GET.
    private func head(_ url: URL, _ userAgent: String?) throws -> RawResponse {
        var response = try send(url, method: .head, userAgent: userAgent, range: true)
        if response.status >= 400 {
            response = try send(url, method: .get, userAgent: userAgent, range: true)
            if response.status >= 400 {
                response = try send(url, method: .get, userAgent: userAgent, range: false)
            }
        }
        return response
    }

    private func send(_ url: URL, method: HTTPRequest.Method, userAgent: String?, range: Bool) throws -> RawResponse {
        var headers = ["User-Agent": userAgent ?? URLChecker.defaultUserAgent]
        if range && method == .get { headers["Range"] = "bytes=0-0" }
        // Redirects come back to `validate`, which follows them itself (at most 3).
        let response = try HTTPClient.send(
            HTTPRequest(
                url: url.absoluteString, method: method, headers: headers, timeout: timeout, totalTimeout: timeout,
                followsRedirects: false))
        return RawResponse(status: response.status, location: response.location, contentType: response.contentType)
    }

    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Request: Response?] = [:]

        func set(_ request: Request, _ response: Response?) {
            lock.lock()
            storage[request] = response
            lock.unlock()
        }

        var results: [Request: Response?] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }
}
