import Foundation
import Git
import SpecRepo
import Trust

/// What `podspec env` prints for a bug report, in `pod env`'s `### Stack` form: the tool and library
/// versions, the host, each spec repo with its type and URL, and the environment variables that change
/// podspec's behaviour. Credentials never appear: URLs are redacted and secret-looking variables masked.
struct EnvironmentReport {
    let environment: [String: String]
    let reposDirectory: ReposDirectory

    /// The report's text (Markdown, ready to paste into an issue).
    var text: String {
        let stack: [(String, [String])] = [
            ("podspec", [PodspecVersion.current]),
            ("Host", [Self.host]),
            ("libgit2", [Self.libgit2]),
            ("Repos dir", [reposDirectory.path]),
            ("Repositories", repositories),
        ]
        let width = stack.map(\.0.count).max() ?? 0
        var text = "### Stack\n\n```\n"
        for (name, values) in stack {
            let indent = "\n" + String(repeating: " ", count: width + 3)
            text += String(repeating: " ", count: width - name.count) + name + " : "
            text += values.joined(separator: indent) + "\n"
        }
        text += "```\n\n### Environment\n\n```\n"
        text += variables.map { "\($0.name)=\($0.value)\n" }.joined()
        return text + "```\n"
    }

    /// pod's repository lines: `NAME - git - URL @ SHA`, `NAME - CDN - URL`, `NAME - file system`.
    var repositories: [String] {
        reposDirectory.repositories().map { repository in
            if let url = repository.cdnURL { return "\(repository.name) - CDN - \(redacted(url))" }
            let info = RepoGitInfo(repository: repository.path)
            guard info.isGit, let url = info.url else { return "\(repository.name) - file system" }
            let head = (try? Repository.open(at: repository.path).head().commit).flatMap { $0?.hex }
            return "\(repository.name) - git - \(redacted(url))" + (head.map { " @ \($0)" } ?? "")
        }.map { PrintableText.escaped($0) }
    }

    /// The variables podspec reads (or its libraries do: libcurl's proxies, git's), in name order, with
    /// secret-looking ones masked and credentials in URLs redacted.
    var variables: [(name: String, value: String)] {
        environment.keys.filter(Self.isRelevant).sorted().map { name in
            let value = environment[name] ?? ""
            return (name, Self.isSecret(name) ? "***" : PrintableText.escaped(redactingCredentials(in: value)))
        }
    }

    static func isRelevant(_ name: String) -> Bool {
        ["PODSPEC_", "COCOAPODS_", "CP_"].contains { name.hasPrefix($0) } || relevantNames.contains(name.uppercased())
    }

    private static let relevantNames: Set<String> = [
        "NETRC", "NO_COLOR", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "SSL_CERT_FILE", "SSL_CERT_DIR",
        "GIT_TERMINAL_PROMPT", "GIT_ASKPASS", "GIT_SSH_COMMAND", "SSH_AUTH_SOCK", "GIT_INDEX_FILE",
    ]

    /// A name that suggests the value is a credential (`PODSPEC_TOKEN`, `CP_API_KEY`, `X_PASSWORD`).
    static func isSecret(_ name: String) -> Bool {
        let upper = name.uppercased()
        return ["TOKEN", "PASS", "SECRET", "KEY", "CREDENTIAL", "AUTH", "COOKIE", "SESSION"].contains {
            upper.contains($0)
        }
    }

    /// `Linux 6.1.0-13-amd64 x86_64 (Debian GNU/Linux 12 (bookworm))`.
    static var host: String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown" }
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let system = "\(field(names.sysname)) \(field(names.release)) \(field(names.machine))"
        return operatingSystem.map { "\(system) (\($0))" } ?? system
    }

    /// `PRETTY_NAME` of `/etc/os-release`, when there is one.
    private static var operatingSystem: String? {
        guard let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
        return line.map {
            String($0.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    /// `1.5.1 (https, ssh)`: the libgit2 loaded and the transports it was built with; else why it could not be.
    static var libgit2: String {
        guard let version = LibGit2.version else { return LibGit2.loadFailure ?? "not loaded" }
        let features = [LibGit2.supportsHTTPS ? "https" : nil, LibGit2.supportsSSH ? "ssh" : nil].compactMap { $0 }
        return version + (features.isEmpty ? "" : " (\(features.joined(separator: ", ")))")
    }
}
