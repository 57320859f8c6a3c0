import CCurl

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking HTTP(S) request: what the URL checks, `:http` source downloads and `spec lint URL`
/// need, and no more.
public struct HTTPRequest: Sendable, Hashable {
    public enum Method: String, Sendable {
        case head = "HEAD"
        case get = "GET"
    }

    public var url: String
    public var method: Method
    /// Extra header fields, sent as given.
    public var headers: [String: String]
    /// How long connecting, or any stretch without data, may take, in seconds.
    public var timeout: Double
    /// The whole request's limit in seconds (nil: none, for downloads of any size).
    public var totalTimeout: Double?
    /// Whether redirects are followed (up to 10); otherwise the redirect itself is the response.
    public var followsRedirects: Bool
    /// A larger body fails the request.
    public var maximumBodySize: Int

    public init(
        url: String, method: Method = .get, headers: [String: String] = [:], timeout: Double = 30,
        totalTimeout: Double? = nil, followsRedirects: Bool = true, maximumBodySize: Int = 512 << 20
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
        self.totalTimeout = totalTimeout
        self.followsRedirects = followsRedirects
        self.maximumBodySize = maximumBodySize
    }
}

/// The (last) response to an `HTTPRequest`.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    /// The status line's reason phrase, as the server sent it (`Not Found`); may be empty.
    public var reason: String
    public var location: String?
    /// The first `Content-Type` value.
    public var contentType: String?
    public var body: [UInt8]

    /// `2xx`.
    public var isSuccess: Bool { (200...299).contains(status) }
}

/// A request that got no HTTP response: libcurl's message (no connection, a timeout, TLS, …).
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Sends requests with libcurl, loaded on the first request rather than linked: commands that make
/// none (quick lints, `ipc spec`, hooks) start without loading it and the libraries it needs.
public enum HTTPClient {
    public static func send(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        let lines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        var raw = ccurl_response()
        var error = [CChar](repeating: 0, count: 512)
        let failed = withCStrings(lines) { headers in
            ccurl_perform(
                request.url, request.method == .head ? 1 : 0, headers, lines.count,
                max(1, Int(request.timeout * 1000)), request.totalTimeout.map { max(1, Int($0 * 1000)) } ?? 0,
                request.followsRedirects ? 1 : 0, request.maximumBodySize,
                &raw, &error, error.count)
        }
        guard failed == 0 else {
            throw HTTPError(message: String(decoding: error.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
        }
        defer { ccurl_response_free(&raw) }
        return HTTPResponse(
            status: raw.status,
            reason: raw.reason.map { String(cString: $0) } ?? "",
            location: raw.location.map { String(cString: $0) },
            contentType: raw.content_type.map { String(cString: $0) },
            body: raw.body.map { Array(UnsafeBufferPointer(start: $0, count: raw.body_length)) } ?? [])
    }

    /// Calls `body` with `strings` as an array of C strings, valid for the call.
    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R
    {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
