/// The place a credential belongs to: a scheme, a host and a port, taken from the URL it was given for
/// (a spec repo's remote, a `.netrc` machine, a CDN source's URL). A credential is offered only to a URL
/// in its scope, never to another host (a redirect included), and never over plain `http` unless the user
/// asked for that.
public struct CredentialScope: Sendable, Hashable, CustomStringConvertible {
    /// `https`, `http`, `ssh` or `git`, lower case.
    public let scheme: String
    /// The host, lower case, without brackets for IPv6.
    public let host: String
    /// The port, the scheme's default when the URL names none.
    public let port: Int

    public init(scheme: String, host: String, port: Int? = nil) {
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
        self.port = port ?? Self.defaultPort(self.scheme)
    }

    /// The scope of `url`: `scheme://[user@]host[:port]/…`, or scp-like `[user@]host:path` (ssh); nil for
    /// anything else (a local path, `file://`, garbage).
    public init?(url: String) {
        guard let parsed = Self.parse(url) else { return nil }
        self = parsed
    }

    public var description: String {
        port == Self.defaultPort(scheme) ? "\(scheme)://\(host)" : "\(scheme)://\(host):\(port)"
    }

    /// Whether a credential of this scope may be sent to `url`: the same host and port, over the same
    /// scheme (or `https` for an `http` scope). A plain-`http` target is refused unless `allowingPlainHTTP`.
    public func permits(_ url: String, allowingPlainHTTP: Bool = false) -> Bool {
        guard let target = CredentialScope(url: url), target.host == host else { return false }
        if target.scheme == "http" && !allowingPlainHTTP { return false }
        if target.scheme == "git" || scheme == "git" { return false }
        if target.scheme == scheme { return target.port == port }
        if scheme == "http" && target.scheme == "https" {
            return port == Self.defaultPort("http") ? target.port == Self.defaultPort("https") : target.port == port
        }
        return false
    }

    static func defaultPort(_ scheme: String) -> Int {
        switch scheme {
        case "https": return 443
        case "http": return 80
        case "ssh": return 22
        case "git": return 9418
        default: return 0
        }
    }

    private static func parse(_ url: String) -> CredentialScope? {
        guard !url.utf8.contains(where: { $0 < 0x21 || $0 == 0x7F }) else { return nil }
        if let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") {
            let scheme = url[..<colon].lowercased()
            guard ["https", "http", "ssh", "git"].contains(scheme) else { return nil }
            let rest = url[url.index(colon, offsetBy: 3)...]
            let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            let hostPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
            var host: Substring
            var portText: Substring?
            if hostPort.hasPrefix("[") {
                guard let close = hostPort.firstIndex(of: "]") else { return nil }
                host = hostPort[hostPort.index(after: hostPort.startIndex)..<close]
                let after = hostPort[hostPort.index(after: close)...]
                if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty { return nil }
            } else if let colon = hostPort.lastIndex(of: ":") {
                host = hostPort[..<colon]
                portText = hostPort[hostPort.index(after: colon)...]
            } else {
                host = hostPort
            }
            guard !host.isEmpty else { return nil }
            var port: Int?
            if let portText, !portText.isEmpty {
                guard let number = Int(portText), (1...65535).contains(number) else { return nil }
                port = number
            }
            return CredentialScope(scheme: scheme, host: String(host), port: port)
        }
        // scp-like: [user@]host:path, where the host holds no `/`.
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let before = url[..<colon]
        guard !before.contains("/") else { return nil }
        let host = before.split(separator: "@", omittingEmptySubsequences: false).last ?? before
        guard !host.isEmpty, host.count > 1 else { return nil }  // `C:` is a drive, not a host
        return CredentialScope(scheme: "ssh", host: String(host))
    }
}
