import Testing

@testable import PodspecLint

/// `PlainGitHubURL` recognises only URLs the general path (`URIPattern`'s grammar, port and scheme/host split)
/// would read as a whole absolute URI with scheme `https`/`http` and host `github.com`; everything else it leaves
/// to that path.
struct PlainGitHubURLTests {
    /// What the general path says of `url`: its scheme and host when it is a whole absolute URI with a valid
    /// port, nil otherwise.
    static func general(_ url: String) -> (scheme: String, host: String?)? {
        guard URIPattern.matchesAbsoluteURILine(url), URIPattern.hasValidPort(url) else { return nil }
        return URIPattern.schemeAndHost(url)
    }

    @Test(arguments: [
        "https://github.com/me/pod.git", "http://github.com/me/pod", "https://github.com/", "https://github.com/a//b",
        "https://github.com/Me-1/p_o.d~x.git", "https://github.com/../..", "http://github.com/a/b/c/d.git",
    ])
    func agreesWithTheGeneralPath(_ url: String) throws {
        let plain = try #require(PlainGitHubURL(url))
        let general = try #require(Self.general(url))
        #expect(plain.scheme == general.scheme)
        #expect(PlainGitHubURL.host == general.host)
    }

    @Test(arguments: [
        "https://www.github.com/me/pod.git", "https://github.com", "https://github.com:443/me/pod.git",
        "https://github.com:me/pod", "https://github.com.evil/x", "HTTPS://github.com/me/pod.git",
        "git://github.com/me/pod.git", "https://github.com/me/pod.git\n", "https://github.com/me/pòd.git",
        "https://github.com/me/pod.git?x", "https://github.com/me/pod.git#x", "https://github.com/me/p%20d",
        "https://github.com/me/p d", "https://user@github.com/me/pod.git", "git@github.com:me/pod.git", "",
        "https://github.com/me/pod.git\nhttps://example.com",
    ])
    func leavesOtherURLsToTheGeneralPath(_ url: String) {
        #expect(PlainGitHubURL(url) == nil, "\(url.debugDescription)")
    }

    /// On every string made of a GitHub prefix and up to four pieces (path bytes, and bytes that break the shape),
    /// a URL the fast path recognises is one the general path reads the same way.
    @Test func recognisesOnlyWhatTheGeneralPathAccepts() {
        let pieces = ["a", "Z", "0", "-", "_", ".", "~", "/", "%", ":", "?", "#", "@", " ", "\n", "é", "+", "!"]
        var urls = ["https://github.com/", "http://github.com/"]
        for _ in 0..<3 { urls += urls.flatMap { url in pieces.map { url + $0 } } }
        var recognised = 0
        for url in urls {
            guard let plain = PlainGitHubURL(url) else { continue }
            recognised += 1
            let general = Self.general(url)
            #expect(general?.scheme == plain.scheme && general?.host == PlainGitHubURL.host, "\(url.debugDescription)")
        }
        #expect(recognised > 0)
    }
}
