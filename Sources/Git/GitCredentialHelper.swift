import Foundation

/// Runs `git credential fill|approve|reject`, so git's configured credential helpers (store, cache,
/// libsecret, osxkeychain, manager, …) serve us too. git is the one program this module runs; nothing
/// from a podspec is ever run.
struct GitCredentialHelper {
    /// What a helper is asked about: the parts of the URL git's helpers match on.
    struct Request: Equatable {
        var scheme: String
        var host: String
        var path: String
        var username: String?

        /// `url`'s parts, nil for URLs git's helpers don't serve (SSH, local paths).
        init?(url: String, username: String?) {
            guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
                scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
            else { return nil }
            self.scheme = scheme
            self.host = components.port.map { "\(host):\($0)" } ?? host
            self.path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
            self.username = username ?? components.user
        }
    }

    let git: String
    let environment: [String: String]
    let timeout: TimeInterval
    let allowPrompt: Bool
    /// Where git runs: the home folder, so no repository's `credential.helper` is used.
    let directory: String

    /// A helper runner when git is on the `PATH` of `provider.environment`.
    init?(provider: CredentialProvider) {
        guard let git = Self.locateGit(path: provider.environment["PATH"]) else { return nil }
        self.git = git
        // Only the user's own configuration files choose the helper: not a repository's (git runs in the
        // home folder) nor settings injected by GIT_CONFIG_COUNT/KEY_n/VALUE_n, GIT_CONFIG_PARAMETERS,
        // GIT_CONFIG or GIT_DIR (GIT_CONFIG_GLOBAL/SYSTEM/NOSYSTEM, which pick the user's files, stay).
        let kept = ["GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_NOSYSTEM"]
        var environment = provider.environment.filter { key, _ in
            kept.contains(key)
                || (!key.hasPrefix("GIT_CONFIG") && !["GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR"].contains(key))
        }
        environment["HOME"] = provider.homeDirectory
        if !provider.allowPrompt {
            // No terminal prompt and no graphical askpass: a helper that doesn't know the answer fails.
            environment["GIT_TERMINAL_PROMPT"] = "0"
            environment["GIT_ASKPASS"] = ""
            environment["SSH_ASKPASS"] = ""
        }
        self.environment = environment
        self.timeout = provider.helperTimeout
        self.allowPrompt = provider.allowPrompt
        self.directory = FileManager.default.fileExists(atPath: provider.homeDirectory) ? provider.homeDirectory : "/"
    }

    /// The user name and password the helpers know for `request`, nil when none does.
    func fill(_ request: Request) -> (username: String, password: String)? {
        guard let output = run("fill", input: describe(request, password: nil)) else { return nil }
        var username: String?
        var password: String?
        for line in output.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let value = String(line[line.index(after: equals)...])
            switch line[..<equals] {
            case "username": username = value
            case "password": password = value
            default: break
            }
        }
        guard let password, !password.isEmpty else { return nil }
        return (username ?? request.username ?? "", password)
    }

    /// Tells the helpers the credential worked (they may store it).
    func approve(_ request: Request, username: String, password: String) {
        var request = request
        request.username = username
        _ = run("approve", input: describe(request, password: password))
    }

    /// Tells the helpers the credential was refused (they forget it).
    func reject(_ request: Request, username: String, password: String) {
        var request = request
        request.username = username
        _ = run("reject", input: describe(request, password: password))
    }

    private func describe(_ request: Request, password: String?) -> String {
        var lines = ["protocol=\(request.scheme)", "host=\(request.host)"]
        if !request.path.isEmpty { lines.append("path=\(request.path)") }
        if let username = request.username, !username.isEmpty { lines.append("username=\(username)") }
        if let password { lines.append("password=\(password)") }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// Runs `git credential <action>` with `input` on its standard input; its standard output when it
    /// exits with 0 within the time limit, nil otherwise. Input and output go through private temporary
    /// files: no pipe to break, and a helper daemon that inherits them can't keep us waiting.
    private func run(_ action: String, input: String) -> String? {
        let folder = FileManager.default.temporaryDirectory
        let inputURL = folder.appendingPathComponent("podspec-credential-\(UUID().uuidString).in")
        let outputURL = folder.appendingPathComponent("podspec-credential-\(UUID().uuidString).out")
        let privateFile: [FileAttributeKey: Any] = [.posixPermissions: 0o600]
        defer {
            try? FileManager.default.removeItem(at: inputURL)
            try? FileManager.default.removeItem(at: outputURL)
        }
        guard
            FileManager.default.createFile(atPath: inputURL.path, contents: Data(input.utf8), attributes: privateFile),
            FileManager.default.createFile(atPath: outputURL.path, contents: nil, attributes: privateFile),
            let process = try? ChildProcess(
                executable: git, arguments: ["-C", directory, "credential", action], environment: environment,
                input: inputURL.path,
                output: outputURL.path, error: allowPrompt ? "/dev/stderr" : nil, newProcessGroup: !allowPrompt)
        else { return nil }
        guard process.wait(timeout: timeout) == 0, let data = try? Data(contentsOf: outputURL) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The absolute path of `git` in `path` (a `PATH` value), nil when there is none.
    static func locateGit(path: String?) -> String? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for folder in folders where !folder.isEmpty {
            let candidate = (String(folder) as NSString).appendingPathComponent("git")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
