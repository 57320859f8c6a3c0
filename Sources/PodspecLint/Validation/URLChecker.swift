import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
        guard URIPattern.absoluteURILine.matches(request.url), var url = URL(string: request.url) else { return nil }
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
        var response = try send(url, method: "HEAD", userAgent: userAgent, range: true)
        if response.status >= 400 {
            response = try send(url, method: "GET", userAgent: userAgent, range: true)
            if response.status >= 400 {
                response = try send(url, method: "GET", userAgent: userAgent, range: false)
            }
        }
        return response
    }

    private func send(_ url: URL, method: String, userAgent: String?, range: Bool) throws -> RawResponse {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue(userAgent ?? URLChecker.defaultUserAgent, forHTTPHeaderField: "User-Agent")
        if range && method == "GET" { request.setValue("bytes=0-0", forHTTPHeaderField: "Range") }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: request) { _, response, error in
            outcome.response = response as? HTTPURLResponse
            outcome.error = error
            done.signal()
        }.resume()
        done.wait()
        if let error = outcome.error { throw error }
        guard let http = outcome.response else { throw URLError(.badServerResponse) }
        return RawResponse(
            status: http.statusCode, location: http.value(forHTTPHeaderField: "Location"),
            contentType: http.value(forHTTPHeaderField: "Content-Type"))
    }

    /// Hands redirects back to the checker, which follows them itself (at most 3).
    private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }

    /// A request's answer, written by URLSession's queue before the waiting thread reads it.
    private final class Outcome: @unchecked Sendable {
        var response: HTTPURLResponse?
        var error: (any Error)?
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
