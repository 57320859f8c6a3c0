import Foundation
import Git
import Testing
import Trust

/// Smart HTTP(S) with basic authentication against lighttpd + git-http-backend on loopback: every way
/// credentials are found, wrong credentials failing fast with a clear message, TLS certificate policy.
@Suite("http(s) (lighttpd + git-http-backend)")
struct HTTPTests {
    let root: RepositoryRoot
    let server: HTTPGitServer
    let work: TemporaryDirectory
    let home: TemporaryDirectory

    init() throws {
        root = try RepositoryRoot()
        try root.makeSpecRepo()
        server = try HTTPGitServer.start(
            serving: root, tls: Test.current?.name.localizedCaseInsensitiveContains("certificate") == true)
        work = try TemporaryDirectory("http-clones")
        home = try TemporaryDirectory("http-home")
    }

    /// Credentials only from the given environment variables (no netrc, helper or agent).
    private func environmentCredentials(user: String? = HTTPGitServer.user, password: String?) -> TransferOptions {
        var environment: [String: String] = [:]
        environment["PODSPEC_GIT_USERNAME"] = user
        environment["PODSPEC_GIT_PASSWORD"] = password
        return TransferOptions(
            credentials: CredentialProvider(
                environment: environment, homeDirectory: home.path, useSSHAgent: false, sshKeyFiles: [],
                useNetrc: false, useGitCredentialHelper: false,
                scopes: [server.url(), server.tlsURL()].compactMap(CredentialScope.init(url:)), allowsPlainHTTP: true))
    }

    /// A provider whose home is `home` and whose git reads `home/.gitconfig` only.
    private func homeCredentials(helper: Bool = true, netrc: Bool = true, maximumAttempts: Int = 5) -> TransferOptions {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("GIT_") || key.hasPrefix("PODSPEC_") {
            environment[key] = nil
        }
        environment["HOME"] = home.path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        return TransferOptions(
            credentials: CredentialProvider(
                environment: environment, homeDirectory: home.path, useSSHAgent: false, sshKeyFiles: [],
                useNetrc: netrc, useGitCredentialHelper: helper, maximumAttempts: maximumAttempts,
                scopes: [server.url()].compactMap(CredentialScope.init(url:)), allowsPlainHTTP: true))
    }

    /// Configures git's `store` helper in `home` with one saved credential for the server.
    @discardableResult
    private func storeCredential(password: String) throws -> String {
        let store = home.child("git-credentials")
        try write(
            "http://\(HTTPGitServer.user):\(password)@127.0.0.1%3a\(server.port)\n", to: store, permissions: 0o600)
        try write("[credential]\n\thelper = store --file \(store)\n", to: home.child(".gitconfig"))
        return store
    }

    @Test func environmentCredentialsCloneListAndPush() throws {
        let options = environmentCredentials(password: HTTPGitServer.password)
        let references = try Remote.listReferences(at: server.url(), options: options)
        #expect(references.branch("main")?.hex == (try root.revision("main")))
        #expect(references.tag("1.0") != nil)

        let repository = try Repository.clone(from: server.url(), to: work.child("env"), options: options)
        #expect(try repository.head().branch == "main")
        try write("baz\n", to: work.child("env/Specs/Baz/1.0/Baz.podspec"))
        try repository.add(paths: ["Specs"])
        let id = try repository.commit(
            message: "[Add] Baz (1.0)", signature: Signature(name: "P", email: "p@example.com"))
        try repository.push(options: options)
        #expect(try root.revision("main") == id.hex)

        try root.pushFromElsewhere(file: "other.txt", contents: "x\n")
        try repository.fetch(options: options)
        #expect(try repository.integrate() == .fastForwarded(to: try repository.resolve("origin/main")))
    }

    @Test func wrongPasswordFailsFastWithAClearMessage() throws {
        let started = Date()
        let error = #expect(throws: GitError.self) {
            try Repository.clone(
                from: server.url(), to: work.child("wrong"), options: environmentCredentials(password: "wrong-password")
            )
        }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(error?.kind == .authentication)
        #expect(
            error?.message.contains("authentication failed for http://127.0.0.1:\(server.port)/git/specs.git") == true)
        #expect(error?.message.contains("PODSPEC_GIT_USERNAME/PODSPEC_GIT_PASSWORD (alice)") == true)
        #expect(error?.message.contains("wrong-password") == false)
        #expect(!FileManager.default.fileExists(atPath: work.child("wrong/.git")))
    }

    @Test func missingCredentialsSayWhereTheyCanComeFrom() throws {
        let error = #expect(throws: GitError.self) {
            try Remote.listReferences(at: server.url(), options: TransferOptions(credentials: .none))
        }
        #expect(error?.kind == .authentication)
        #expect(error?.message.contains("no credentials were found") == true)
        #expect(error?.message.contains("PODSPEC_GIT_PASSWORD") == true)
    }

    @Test func credentialsInTheURLWorkAndAreRedactedInErrors() throws {
        let good = server.url(user: HTTPGitServer.user, password: HTTPGitServer.password)
        let references = try Remote.listReferences(at: good, options: TransferOptions(credentials: .none))
        #expect(references.branch("main") != nil)

        let bad = server.url(user: HTTPGitServer.user, password: "leaked-secret")
        let error = #expect(throws: GitError.self) {
            try Repository.clone(from: bad, to: work.child("url"), options: TransferOptions(credentials: .none))
        }
        #expect(error?.kind == .authentication)
        #expect(error.map { !$0.message.contains("leaked-secret") } == true)
        #expect(error.map { !String(describing: $0).contains("leaked-secret") } == true)
    }

    @Test func netrcSuppliesCredentials() throws {
        try write(
            "machine 127.0.0.1\n  login \(HTTPGitServer.user)\n  password \(HTTPGitServer.password)\n",
            to: home.child(".netrc"), permissions: 0o600)
        let repository = try Repository.clone(
            from: server.url(), to: work.child("netrc"), options: homeCredentials(helper: false))
        #expect(try repository.head().branch == "main")
    }

    @Test func gitCredentialHelperSuppliesCredentials() throws {
        try storeCredential(password: HTTPGitServer.password)
        let references = try Remote.listReferences(at: server.url(), options: homeCredentials(netrc: false))
        #expect(references.branch("main") != nil)
    }

    @Test func wrongHelperCredentialIsRejectedAndForgotten() throws {
        let store = try storeCredential(password: "stale-password")
        let error = #expect(throws: GitError.self) {
            try Remote.listReferences(at: server.url(), options: homeCredentials(netrc: false))
        }
        #expect(error?.kind == .authentication)
        #expect(error?.message.contains("git credential helper (alice)") == true)
        #expect(try !read(store).contains("stale-password"), "git credential reject removed the stored password")
    }

    @Test func everySourceIsTriedOnceThenItFails() throws {
        try storeCredential(password: "wrong-3")
        try write("machine 127.0.0.1 login alice password wrong-2\n", to: home.child(".netrc"), permissions: 0o600)
        var options = homeCredentials()
        options.credentials.environment["PODSPEC_GIT_USERNAME"] = "alice"
        options.credentials.environment["PODSPEC_GIT_PASSWORD"] = "wrong-1"
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: server.url(), options: options) }
        #expect(error?.kind == .authentication)
        let message = error?.message ?? ""
        #expect(message.contains("PODSPEC_GIT_USERNAME/PODSPEC_GIT_PASSWORD (alice)"))
        #expect(message.contains(".netrc (alice)"))
        #expect(message.contains("git credential helper (alice)"))
        #expect(!message.contains("wrong-"))
    }

    @Test func attemptsAreBounded() throws {
        try write("machine 127.0.0.1 login alice password \(HTTPGitServer.password)\n", to: home.child(".netrc"))
        var options = homeCredentials(helper: false, maximumAttempts: 1)
        options.credentials.environment["PODSPEC_GIT_PASSWORD"] = "wrong"
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: server.url(), options: options) }
        #expect(error?.kind == .authentication)
        #expect(error?.message.contains("gave up after 1 attempts") == true)
    }

    @Test func selfSignedCertificateIsRefusedByDefault() throws {
        let error = #expect(throws: GitError.self) {
            try Remote.listReferences(
                at: server.tlsURL(), options: environmentCredentials(password: HTTPGitServer.password))
        }
        #expect(error?.kind == .certificate)
    }

    @Test func pinnedCertificateIsAccepted() throws {
        var options = environmentCredentials(password: HTTPGitServer.password)
        var seen: [ServerCertificate] = []
        let pinned = try #require(server.certificateDER)
        options.certificateCheck = { certificate in
            seen.append(certificate)
            return certificate.kind == .x509(der: pinned)
        }
        let repository = try Repository.clone(from: server.tlsURL(), to: work.child("tls"), options: options)
        #expect(try repository.head().branch == "main")
        #expect(seen.first?.host == "127.0.0.1")
        #expect(seen.first?.isValid == false, "self-signed: libgit2 itself doesn't trust it")
    }

    @Test func certificateCheckCanRefuse() throws {
        var options = environmentCredentials(password: HTTPGitServer.password)
        options.certificateCheck = { _ in false }
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: server.tlsURL(), options: options) }
        #expect(error?.kind == .certificate)
        #expect(error?.message.contains("127.0.0.1") == true)
    }

    /// The Authorization header basic authentication with the test user's password makes.
    private var basicAuthorization: String {
        "Basic " + Data("\(HTTPGitServer.user):\(HTTPGitServer.password)".utf8).base64EncodedString()
    }

    @Test func environmentPasswordGoesOnlyToItsScope() throws {
        let other = try HTTPGitServer.start(serving: root)
        defer { other.stop() }
        let options = environmentCredentials(password: HTTPGitServer.password)
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: other.url(), options: options) }
        #expect(error?.kind == .authentication)
        #expect(error?.message.contains("withheld") == true)
        #expect(error?.message.contains("PODSPEC_GIT_HOSTS") == true)
        #expect(other.authorizations().isEmpty, "\(other.authorizations())")
        _ = try Remote.listReferences(at: server.url(), options: options)
        #expect(server.authorizations().contains(basicAuthorization))
    }

    @Test func hostsListedByTheUserGetTheEnvironmentPassword() throws {
        let other = try HTTPGitServer.start(serving: root)
        defer { other.stop() }
        var options = environmentCredentials(password: HTTPGitServer.password)
        options.credentials.environment["PODSPEC_GIT_HOSTS"] = "example.com, 127.0.0.1:\(other.port)"
        _ = try Remote.listReferences(at: other.url(), options: options)
        #expect(other.authorizations().contains(basicAuthorization))
    }

    @Test func noPasswordOverPlainHTTPUnlessAllowed() throws {
        try write("machine 127.0.0.1 login alice password \(HTTPGitServer.password)\n", to: home.child(".netrc"))
        try storeCredential(password: HTTPGitServer.password)
        var options = homeCredentials()
        options.credentials.environment["PODSPEC_GIT_PASSWORD"] = HTTPGitServer.password
        options.credentials.allowsPlainHTTP = false
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: server.url(), options: options) }
        #expect(error?.kind == .authentication)
        #expect(error?.message.contains("PODSPEC_GIT_ALLOW_HTTP=1") == true)
        #expect(server.authorizations().isEmpty, "\(server.authorizations())")
        options.credentials.allowsPlainHTTP = true
        _ = try Remote.listReferences(at: server.url(), options: options)
    }

    @Test func netrcDefaultEntryStaysWithinTheScopes() throws {
        let other = try HTTPGitServer.start(serving: root)
        defer { other.stop() }
        try write("default login alice password \(HTTPGitServer.password)\n", to: home.child(".netrc"))
        let options = homeCredentials(helper: false)
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: other.url(), options: options) }
        #expect(error?.message.contains("default entry") == true)
        #expect(other.authorizations().isEmpty)
        _ = try Remote.listReferences(at: server.url(), options: options)
        #expect(server.authorizations().contains(basicAuthorization))
    }

    @Test func wrongPasswordInTheURLIsReportedAsRefused() throws {
        let bad = server.url(user: HTTPGitServer.user, password: "leaked-secret")
        let error = #expect(throws: GitError.self) {
            try Remote.listReferences(at: bad, options: TransferOptions(credentials: .none))
        }
        #expect(error?.kind == .authentication)
        #expect(error?.message.contains("no credentials were found") == false)
        #expect(error?.message.contains("refused") == true)
        #expect(error?.message.contains("leaked-secret") == false)
        #expect(error?.message.contains("alice") == false, "the URL's user name is not printed either")
    }

    @Test func redirectToAnotherServerDoesNotCarryThePassword() throws {
        let other = try HTTPGitServer.start(serving: root)
        defer { other.stop() }
        let redirecting = try HTTPGitServer.start(serving: root, redirectingTo: "http://127.0.0.1:\(other.port)/git/")
        defer { redirecting.stop() }
        var options = environmentCredentials(password: HTTPGitServer.password)
        options.credentials.scopes = [redirecting.url()].compactMap(CredentialScope.init(url:))
        let moved = "http://127.0.0.1:\(redirecting.port)/moved/specs.git"
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: moved, options: options) }
        #expect(error?.kind == .authentication, "\(String(describing: error))")
        #expect(error?.message.contains("withheld from it") == true)
        #expect(error?.message.contains("127.0.0.1:\(other.port)") == true, "the request came from where it was sent")
        #expect(other.authorizations().isEmpty, "\(other.authorizations())")
        #expect(redirecting.authorizations().isEmpty)
    }

    @Test func credentialHelperInjectedThroughTheEnvironmentIsNotRun() throws {
        let marker = home.child("helper-ran")
        var options = homeCredentials(netrc: false)
        options.credentials.environment["GIT_CONFIG_COUNT"] = "1"
        options.credentials.environment["GIT_CONFIG_KEY_0"] = "credential.helper"
        options.credentials.environment["GIT_CONFIG_VALUE_0"] =
            "!f() { touch \(marker); echo username=alice; echo password=\(HTTPGitServer.password); }; f"
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: server.url(), options: options) }
        #expect(error?.kind == .authentication)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }
}
