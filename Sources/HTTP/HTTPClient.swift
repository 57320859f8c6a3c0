import CCurl
import Trust

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
    /// Basic-auth credentials, sent by libcurl (never to another host on a redirect it follows).
    public var credential: HTTPCredential?
    /// The PEM file of certificate authorities HTTPS servers are verified against (a company's own CA);
    /// nil for `$PODSPEC_CA_BUNDLE`, else the system's.
    public var caBundle: String?

    public init(
        url: String, method: Method = .get, headers: [String: String] = [:], timeout: Double = 30,
        totalTimeout: Double? = nil, followsRedirects: Bool = true, maximumBodySize: Int = 512 << 20,
        credential: HTTPCredential? = nil, caBundle: String? = nil
    ) {
        self.caBundle = caBundle
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
        self.totalTimeout = totalTimeout
        self.followsRedirects = followsRedirects
        self.maximumBodySize = maximumBodySize
        self.credential = credential
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
    /// The `ETag` value, quotes included, as sent.
    public var etag: String?
    public var body: [UInt8]

    /// `2xx`.
    public var isSuccess: Bool { (200...299).contains(status) }
}

/// A request that got no HTTP response: libcurl's message (no connection, a timeout, TLS, …).
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure, for deciding whether trying again may help.
    public enum Kind: Sendable, Hashable {
        /// The host name did not resolve, or nothing accepted the connection: no route to the server.
        case unreachable
        /// The server did not answer in time.
        case timeout
        /// The connection broke or the server sent nothing: worth another try.
        case transient
        /// Too many redirects, a refused protocol, a body too large, libcurl missing, …
        case other
    }

    public let message: String
    public let kind: Kind

    public init(message: String, kind: Kind = .other) {
        self.message = message
        self.kind = kind
    }

    public var description: String { message }

    /// The kind of libcurl's error `code`.
    static func kind(ofCurlCode code: Int32) -> Kind {
        switch code {
        case 5, 6, 7: .unreachable  // proxy or host not resolved, could not connect
        case 28: .timeout
        case 16, 18, 35, 52, 55, 56, 92: .transient  // HTTP/2, partial file, TLS connect, empty reply, send, receive
        default: .other
        }
    }
}

/// User name and password for basic auth; never printed.
public struct HTTPCredential: Sendable, Hashable, CustomStringConvertible {
    public let user: String
    public let password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    public var description: String { "\(user):***" }
}

/// Sends requests with libcurl, loaded on the first request rather than linked: commands that make
/// none (quick lints, `ipc spec`, hooks) start without loading it and the libraries it needs.
public enum HTTPClient {
    /// `$PODSPEC_CA_BUNDLE` (ours): a PEM file of certificate authorities to verify HTTPS servers against.
    static let environmentCABundle: String? = {
        guard let value = getenv("PODSPEC_CA_BUNDLE") else { return nil }
        let path = String(cString: value)
        return path.isEmpty ? nil : path
    }()

    public static func send(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        try VerboseLog.step(
            "\(request.method.rawValue) \(request.url)",
            outcome: { $0.reason.isEmpty ? "\($0.status)" : "\($0.status) \($0.reason)" }
        ) { () throws(HTTPError) -> HTTPResponse in try sendLogged(request) }
    }

    private static func sendLogged(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        let lines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        var raw = ccurl_response()
        var error = [CChar](repeating: 0, count: 512)
        let userpwd = request.credential.map { "\($0.user):\($0.password)" }
        let code = withCStrings(lines) { headers in
            request.url.withCString { url in
                withOptionalCString(userpwd) { userpwd in
                    withOptionalCString(request.caBundle ?? Self.environmentCABundle) { caBundle in
                        var options = ccurl_request(
                            url: url, head: request.method == .head ? 1 : 0, headers: headers,
                            header_count: lines.count, stall_timeout_ms: max(1, Int(request.timeout * 1000)),
                            total_timeout_ms: request.totalTimeout.map { max(1, Int($0 * 1000)) } ?? 0,
                            follow_redirects: request.followsRedirects ? 1 : 0, maximum_body: request.maximumBodySize,
                            userpwd: userpwd, ca_bundle: caBundle)
                        return ccurl_perform(&options, &raw, &error, error.count)
                    }
                }
            }
        }
        guard code == 0 else {
            throw HTTPError(
                message: String(decoding: error.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self),
                kind: HTTPError.kind(ofCurlCode: code))
        }
        defer { ccurl_response_free(&raw) }
        return HTTPResponse(
            status: raw.status,
            reason: raw.reason.map { String(cString: $0) } ?? "",
            location: raw.location.map { String(cString: $0) },
            contentType: raw.content_type.map { String(cString: $0) },
            etag: raw.etag.map { String(cString: $0) },
            body: raw.body.map { Array(UnsafeBufferPointer(start: $0, count: raw.body_length)) } ?? [])
    }

    private static func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
        guard let text else { return body(nil) }
        return text.withCString { body($0) }
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
