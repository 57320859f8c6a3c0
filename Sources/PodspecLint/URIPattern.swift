/// Ruby's `URI.regexp` (RFC 2396 absolute URI, `URI::RFC2396_Parser`'s `X_ABS_URI`) and the
/// scheme/host split `URI.parse` gives for such URIs.
enum URIPattern {
    private static let escaped = "%[a-fA-F0-9]{2}"
    private static let unreserved = #"\-_.!~*'()a-zA-Z0-9"#
    private static let uric = "(?:[;/?:@&=+$,\\[\\]\(unreserved)]|\(escaped))"
    private static let uricNoSlash = "(?:[\(unreserved);?:@&=+$,]|\(escaped))"
    private static let pchar = "(?:[\(unreserved):@&=+$,]|\(escaped))"
    private static let segment = "\(pchar)*(?:;\(pchar)*)*"
    private static let absPath = "/\(segment)(?:/\(segment))*"
    private static let userinfo = "(?:[\(unreserved);:&=+$,]|\(escaped))*"
    private static let domlabel = "(?:[a-zA-Z0-9](?:[-a-zA-Z0-9]*[a-zA-Z0-9])?)"
    private static let toplabel = "(?:[a-zA-Z](?:[-a-zA-Z0-9]*[a-zA-Z0-9])?)"
    private static let hostname = "(?:\(domlabel)\\.)*\(toplabel)\\.?"
    private static let ipv4 = #"[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+"#
    private static let ipv6 = #"\[[0-9a-fA-F:.]+\]"#
    private static let host = "(?:\(hostname)|\(ipv4)|\(ipv6))"
    private static let regName = "(?:[\(unreserved)$,;:@&=+]|\(escaped))+"
    private static let scheme = "[a-zA-Z][\\-+.a-zA-Z0-9]*"
    static let absoluteURI =
        "\(scheme):(?:\(uricNoSlash)\(uric)*|(?://(?:(?:(?:\(userinfo)@)?(?:\(host)(?::[0-9]*)?))?|\(regName))|(?!//))"
        + "(?:\(absPath))?(?:\\?\(uric)*)?)(?:#\(uric)*)?"

    /// `/^#{URI.regexp}$/`.
    static let absoluteURILine = RubyRegex("^\(absoluteURI)$")

    /// The scheme and host of a hierarchical URI (`scheme://[userinfo@]host[:port]…`).
    /// Whether the port of `url`'s authority, if it has one, is digits, as RFC 3986 (Ruby's `URI.parse`)
    /// requires; RFC 2396's registry names (`github.com:owner`) pass `absoluteURILine` but not this.
    static func hasValidPort(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return true }
        let rest = url[url.index(after: colon)...]
        guard rest.hasPrefix("//") else { return true }
        var authority = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            authority = authority[authority.index(after: close)...]
        }
        guard let portColon = authority.firstIndex(of: ":") else { return true }
        return authority[authority.index(after: portColon)...].allSatisfy { $0.isASCII && $0.isNumber }
    }

    static func schemeAndHost(_ url: String) -> (scheme: String, host: String?)? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let scheme = String(url[..<colon])
        let rest = url[url.index(after: colon)...]
        guard rest.hasPrefix("//") else { return (scheme, nil) }
        var authority = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("[") {
            return (scheme, authority.firstIndex(of: "]").map { String(authority[...$0]) })
        }
        let host = authority.prefix { $0 != ":" }
        return (scheme, host.isEmpty ? nil : String(host))
    }
}
