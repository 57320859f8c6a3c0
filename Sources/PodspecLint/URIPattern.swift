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

    /// `text =~ /^#{URI.regexp}$/`: some line of `text` is a whole absolute URI (`URIGrammar`, over bytes;
    /// `absoluteURI` is the pattern it follows).
    static func matchesAbsoluteURILine(_ text: String) -> Bool { URIGrammar.matchesSomeLine(text) }

    /// Whether the port of `url`'s authority, if it has one, is digits, as RFC 3986 (Ruby's `URI.parse`)
    /// requires; RFC 2396's registry names (`github.com:owner`) pass `matchesAbsoluteURILine` but not this.
    static func hasValidPort(_ url: String) -> Bool {
        guard let parts = AuthorityParts(url) else { return true }
        guard let port = parts.port else { return true }
        return port.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The scheme and host of a hierarchical URI (`scheme://[userinfo@]host[:port]…`).
    static func schemeAndHost(_ url: String) -> (scheme: String, host: String?)? {
        let bytes = Array(url.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self)
        guard let parts = AuthorityParts(url) else { return (scheme, nil) }
        return (scheme, parts.host.isEmpty ? nil : String(decoding: parts.host, as: UTF8.self))
    }
}

/// The host and port of a URI's authority (`scheme://[userinfo@]host[:port]`, up to the first `/`, `?` or
/// `#`; a host in brackets keeps them and is followed by the port, if any), found bytewise. The URIs
/// asked about are ASCII on their matching line, and `:`, `/`, `?`, `#`, `@`, `[`, `]` are ASCII, so
/// bytes split them as characters would.
private struct AuthorityParts {
    let host: ArraySlice<UInt8>
    /// The text after the host's `:`, nil when there is none.
    let port: ArraySlice<UInt8>?

    /// Whether `byte` is `/`, `?` or `#`, which end the authority (compared directly: `"/?#".utf8.contains`
    /// walked the literal's view through its iterator for every byte of the authority).
    static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// Nil when `url` has no `:` or the text after it does not start with `//`.
    init?(_ url: String) {
        let bytes = Array(url.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[(colon + 1)...].starts(with: "//".utf8)
        else { return nil }
        let start = colon + 3
        var end = start
        while end < bytes.count, !AuthorityParts.endsAuthority(bytes[end]) { end += 1 }
        var authority = bytes[start..<end]
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) { authority = authority[(at + 1)...] }
        if authority.first == UInt8(ascii: "[") {
            // An unclosed bracket names no host; its port is then after the authority's first `:`.
            let close = authority.firstIndex(of: UInt8(ascii: "]"))
            host = close.map { authority[...$0] } ?? []
            let rest = close.map { authority[($0 + 1)...] } ?? authority
            port = rest.firstIndex(of: UInt8(ascii: ":")).map { rest[($0 + 1)...] }
        } else {
            let portColon = authority.firstIndex(of: UInt8(ascii: ":"))
            host = authority[..<(portColon ?? authority.endIndex)]
            port = portColon.map { authority[($0 + 1)...] }
        }
    }
}
