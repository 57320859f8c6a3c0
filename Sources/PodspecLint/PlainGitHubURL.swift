/// A URL of the shape most GitHub sources have, `http(s)://github.com/` followed by a path of letters,
/// digits and `-`, `_`, `.`, `~`, `/` only: recognised bytewise, without `URIGrammar`'s general walk.
///
/// Such a URL is a whole absolute URI on one line (`URIPattern.matchesAbsoluteURILine`), has no port
/// (`URIPattern.hasValidPort`), and `URIPattern.schemeAndHost` gives its scheme and `github.com`: what
/// `GitHubSourceCheck` would learn the long way.
struct PlainGitHubURL {
    /// The URL's scheme: `https` or `http`.
    let scheme: String

    /// The host every such URL has.
    static let host = "github.com"

    /// Nil when `url` does not have the shape (the general path then decides).
    init?(_ url: String) {
        guard let scheme = url.utf8.withContiguousStorageIfAvailable(PlainGitHubURL.scheme(ofPlain:)) ?? nil
        else { return nil }
        self.scheme = scheme
    }

    /// The prefixes of the shape, as bytes (compared with a String's UTF-8 view, they were walked through its iterator).
    private static let httpsPrefix = Array("https://github.com/".utf8)
    private static let httpPrefix = Array("http://github.com/".utf8)

    /// The scheme of `bytes` when they have the shape, else nil.
    private static func scheme(ofPlain bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let scheme: String
        let rest: Slice<UnsafeBufferPointer<UInt8>>
        if bytes.starts(with: httpsPrefix) {
            scheme = "https"
            rest = bytes[httpsPrefix.count...]
        } else if bytes.starts(with: httpPrefix) {
            scheme = "http"
            rest = bytes[httpPrefix.count...]
        } else {
            return nil
        }
        return rest.allSatisfy(isPlainPathByte) ? scheme : nil
    }

    /// Whether `byte` is a letter, a digit, `-`, `_`, `.`, `~` or `/`: unreserved characters and segment
    /// separators, which make any sequence of them an absolute path.
    private static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }
}
