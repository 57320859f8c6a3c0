import Foundation
import PodspecModel

/// L33–L35: a Git source on GitHub uses no `www`, ends in `.git` and uses `https`. Only URLs
/// that are whole absolute URIs (RFC 2396, Ruby's `URI.regexp`) are considered; one that `URI.parse`
/// (RFC 3986) then rejects raises its `bad URI` error, which ends the source hook as in CocoaPods.
struct GitHubSourceCheck: LintCheck {
    static let identifier = "github_sources"
    static let noWWW = "Github repositories should not use `www` in their URL."
    static let endInGit = "Github repositories should end in `.git`."
    static let useHTTPS = "Github repositories should use an `https` link."

    static let examples = [
        LintExample(#"{"source": {"git": "https://github.com/me/pod.git", "tag": "1.0.0"}}"#),
        LintExample(
            #"{"source": {"git": "https://www.github.com/me/pod.git", "tag": "1.0.0"}}"#,
            [.warning("github_sources", noWWW)]),
        LintExample(
            #"{"source": {"git": "https://github.com/me/pod", "tag": "1.0.0"}}"#, [.warning("github_sources", endInGit)]
        ),
        LintExample(
            #"{"source": {"git": "http://github.com/me/pod.git", "tag": "1.0.0"}}"#,
            [.warning("github_sources", useHTTPS)]),
    ]

    static func check(_ git: PodValue, _ context: LintContext) throws {
        guard case .string(let url) = git, let (scheme, host) = try schemeAndHost(url), host.hasSuffix("github.com")
        else { return }
        if host.hasPrefix("www.") { context.warning(identifier, noWWW, about: "source") }
        if !url.hasSuffix(".git") { context.warning(identifier, endInGit, about: "source") }
        if scheme != "https" { context.warning(identifier, useHTTPS, publicOnly: true, about: "source") }
    }

    /// The scheme and host of `url` when it is a whole absolute URI with a host (the common GitHub shape
    /// recognised bytewise, others through the general grammar); nil otherwise.
    /// - Throws: `URI::InvalidURIError` for a URI that `URI.parse` rejects (a port that is not digits).
    static func schemeAndHost(_ url: String) throws -> (scheme: String, host: String)? {
        if let plain = PlainGitHubURL(url) { return (plain.scheme, PlainGitHubURL.host) }
        guard URIPattern.matchesAbsoluteURILine(url) else { return nil }
        guard URIPattern.hasValidPort(url) else {
            throw ModelError(.invalidURIError, "bad URI(is not URI?): \(RubyText.inspect(url))")
        }
        guard let parts = URIPattern.schemeAndHost(url), let host = parts.host else { return nil }
        return (parts.scheme, host)
    }
}
