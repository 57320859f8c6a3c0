import PodspecModel

/// L29–L32 and L36: a Git source is not the template's, has no `HEAD` commit, names a tag that
/// includes the version, and does not use an SSH URL; then the GitHub checks (L33–L35).
struct SourceCheck: AttributeHook {
    static let attribute = "source"
    static let scope = HookScope.root
    static let exampleURL = "The Git source still contains the example URL."
    static let headCommit = "The commit of a Git source cannot be `HEAD`."
    static let versionNotInTag = "The version should be included in the Git tag."
    static let noTag = "Git sources should specify a tag."
    static let sshURL =
        "Git SSH URLs will NOT work for people behind firewalls configured to only allow HTTP, "
        + "therefore HTTPS is preferred."
    static let example = RubyRegex("http://EXAMPLE")
    static let head = RubyRegex("head")
    static let ssh = RubyRegex(#"\w+\@(\w|\.)+\:(/\w+)*"#)
    /// The table attribute `version`, whose read (`RootAccessors`) is the root's `Version` string.
    private static let versionAttribute = Consumer.attributeNamed("version")

    static let examples = [
        LintExample(#"{"source": {"git": "https://example.org/pod.git", "tag": "v1.0.0"}}"#),
        LintExample(#"{"source": {"http": "https://example.org/pod.zip"}}"#),
        LintExample(#"{"source": {"git": "http://EXAMPLE/pod.git", "tag": "1.0.0"}}"#, [.error("source", exampleURL)]),
        LintExample(
            #"{"source": {"git": "https://example.org/p.git", "commit": "HEAD"}}"#,
            [.error("source", headCommit), .warning("source", noTag)]),
        LintExample(
            #"{"source": {"git": "https://example.org/pod.git", "tag": "2.0"}}"#, [.warning("source", versionNotInTag)]),
        LintExample(
            #"{"source": {"git": "git@example.org:me/pod.git", "tag": "1.0.0"}}"#, [.warning("source", sshURL)]),
        LintExample(
            #"{"source": {"git": "https://github.com:me/pod", "tag": "1.0.0"}}"#,
            [
                .error(
                    "source", #"Unable to validate due to exception: bad URI(is not URI?): "https://github.com:me/pod""#
                )
            ]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        guard case .hash = value else { return }
        let git = value[symbol: "git"]
        if git.isTruthy {
            let tag = value[symbol: "tag"]
            let commit = value[symbol: "commit"]
            // (The root's `version` as read for the lint's other checks, kept: not parsed again.)
            let version = try context.rootRead(SourceCheck.versionAttribute).rubyToS
            if Self.example.matches(git) { context.error("source", Self.exampleURL) }
            if commit.isTruthy {
                guard let text = commit.matchableText else { throw RubyErrors.noMethod("downcase", on: commit) }
                if Self.head.matches(text.lowercased()) { context.error("source", Self.headCommit) }
            }
            if tag.isTruthy, !SourceCheck.includes(tag.rubyToS, version) {
                context.warning("source", Self.versionNotInTag)
            }
            if tag == .null { context.warning("source", Self.noTag, publicOnly: true) }
        }
        try GitHubSourceCheck.check(git, context.reporting(as: GitHubSourceCheck.self))
        if git.isTruthy, SourceCheck.usesSSH(git) { context.warning("source", Self.sshURL, publicOnly: true) }
    }

    /// `git =~ ssh`. Its tail `(/\w+)*` being optional, the pattern occurs where a word character and
    /// `@` are followed by word characters or periods up to a `:`: checked so on ASCII text (ICU cost
    /// more than the rest of the hook), by ICU otherwise.
    static func usesSSH(_ git: PodValue) -> Bool {
        guard let text = git.matchableText else { return false }
        let answer =
            text.utf8.withContiguousStorageIfAvailable(asciiUsesSSH)
            ?? Array(text.utf8).withUnsafeBufferPointer(asciiUsesSSH)
        return answer ?? ssh.matches(text)
    }

    /// `usesSSH` on the bytes of ASCII text (in place, where they were copied into an Array); nil for other text.
    private static func asciiUsesSSH(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard ASCIIText.isASCII(bytes) else { return nil }
        for at in bytes.indices where bytes[at] == UInt8(ascii: "@") && at > 0 {
            guard ASCIIPattern.isWord(bytes[at - 1]) else { continue }
            var end = at + 1
            while end < bytes.count, ASCIIPattern.isWord(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            if end > at + 1, end < bytes.count, bytes[end] == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// Ruby's `String#include?` (an empty needle is always included).
    static func includes(_ haystack: String, _ needle: String) -> Bool {
        haystack.containsBytes(of: needle)
    }
}
