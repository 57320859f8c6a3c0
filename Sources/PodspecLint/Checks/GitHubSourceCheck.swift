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
        guard case .string(let url) = git, URIPattern.matchesAbsoluteURILine(url) else { return }
        guard URIPattern.hasValidPort(url) else {
            throw ModelError(.invalidURIError, "bad URI(is not URI?): \(RubyText.inspect(url))")
        }
        guard let parts = URIPattern.schemeAndHost(url), let host = parts.host, host.hasSuffix("github.com")
        else { return }
        if host.hasPrefix("www.") { context.warning(identifier, noWWW, about: "source") }
        if !url.hasSuffix(".git") { context.warning(identifier, endInGit, about: "source") }
        if parts.scheme != "https" { context.warning(identifier, useHTTPS, publicOnly: true, about: "source") }
    }
}
