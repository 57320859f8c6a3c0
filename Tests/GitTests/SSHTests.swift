import Foundation
import Git
import Testing

/// SSH against a real sshd on loopback: key files (explicit, `PODSPEC_SSH_KEY`, `~/.ssh`), an unknown
/// key failing fast, host-key checks. The server's host key is new for each test, so it is pinned
/// through `certificateCheck` (it can't be in ~/.ssh/known_hosts). The agent is off in these tests.
@Suite("ssh (sshd) with key files")
struct SSHTests {
    let root: RepositoryRoot
    let server: SSHGitServer
    let work: TemporaryDirectory
    let home: TemporaryDirectory

    init() throws {
        root = try RepositoryRoot()
        try root.makeSpecRepo()
        server = try SSHGitServer.start(serving: root)
        work = try TemporaryDirectory("ssh-clones")
        home = try TemporaryDirectory("ssh-home")
    }

    func keyFiles(_ keys: [String]?, agent: Bool = false, environment: [String: String] = [:]) -> TransferOptions {
        let fingerprint = server.hostKeyFingerprint
        return TransferOptions(
            credentials: CredentialProvider(
                environment: environment, homeDirectory: home.path, useSSHAgent: agent, sshKeyFiles: keys,
                useNetrc: false,
                useGitCredentialHelper: false),
            certificateCheck: { $0.sshFingerprint == fingerprint })
    }

    @Test func keyFileCloneListFetchAndPush() throws {
        let options = keyFiles([server.userKey])
        let url = server.url(root)
        let references = try Remote.listReferences(at: url, options: options)
        #expect(references.branch("main")?.hex == (try root.revision("main")))

        let repository = try Repository.clone(from: url, to: work.child("key"), options: options)
        #expect(try repository.head().branch == "main")
        try write("baz\n", to: work.child("key/Specs/Baz/1.0/Baz.podspec"))
        try repository.add(paths: ["Specs"])
        let id = try repository.commit(
            message: "[Add] Baz (1.0)", signature: Signature(name: "P", email: "p@example.com"))
        try repository.push(options: options)
        #expect(try root.revision("main") == id.hex)

        try root.pushFromElsewhere(file: "other.txt", contents: "x\n")
        try repository.fetch(options: options)
        #expect(try repository.resolve("origin/main").hex == (try root.revision("main")))
    }

    @Test func keyFromEnvironmentOverride() throws {
        let options = keyFiles(nil, environment: ["PODSPEC_SSH_KEY": server.userKey])
        #expect(options.credentials.resolvedSSHKeyFiles == [server.userKey])
        let references = try Remote.listReferences(at: server.url(root), options: options)
        #expect(references.branch("main") != nil)
    }

    @Test func keyFromHomeSSHFolder() throws {
        let folder = home.child(".ssh")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for suffix in ["", ".pub"] {
            try FileManager.default.copyItem(atPath: server.userKey + suffix, toPath: folder + "/id_ed25519" + suffix)
        }
        let options = keyFiles(nil)
        #expect(options.credentials.resolvedSSHKeyFiles == [folder + "/id_ed25519"])
        let repository = try Repository.clone(from: server.url(root), to: work.child("home"), options: options)
        #expect(try repository.head().branch == "main")
    }

    @Test func urlWithoutUserUsesTheLoginName() throws {
        let url = "ssh://127.0.0.1:\(server.port)\(root.directory.child("specs.git"))"
        let references = try Remote.listReferences(at: url, options: keyFiles([server.userKey]))
        #expect(references.branch("main") != nil)
    }

    @Test func unknownKeyFailsFastWithAClearMessage() throws {
        let started = Date()
        let error = #expect(throws: GitError.self) {
            try Repository.clone(
                from: server.url(root), to: work.child("stranger"), options: keyFiles([server.strangerKey]))
        }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(error?.kind == .authentication)
        #expect(error?.message.contains("tried: key \(server.strangerKey)") == true)
    }

    @Test func rsaKeyWorksOrFailsWithAHint() throws {
        let rsa = home.child("id_rsa")
        try run("ssh-keygen", ["-q", "-t", "rsa", "-b", "2048", "-N", "", "-f", rsa])
        let authorizedKeys = server.folder + "/authorized_keys"
        try write(try read(authorizedKeys) + (try read(rsa + ".pub")), to: authorizedKeys)
        do {
            // libssh2 with rsa-sha2 support (1.11+).
            #expect(try Remote.listReferences(at: server.url(root), options: keyFiles([rsa])).branch("main") != nil)
        } catch let error as GitError {
            // libssh2 1.10 (Debian 12) signs with ssh-rsa (SHA-1), which OpenSSH 8.8+ refuses.
            #expect(error.kind == .authentication)
            #expect(error.message.contains("use an ed25519 or ECDSA key"))
        }
    }

    @Test func noKeyAtAllSaysWhereKeysComeFrom() throws {
        let error = #expect(throws: GitError.self) {
            try Remote.listReferences(at: server.url(root), options: keyFiles([]))
        }
        #expect(error?.kind == .authentication)
        #expect(error?.message.contains("PODSPEC_SSH_KEY") == true)
    }

    @Test func unknownHostKeyIsRefusedByDefault() throws {
        var options = keyFiles([server.userKey])
        options.certificateCheck = nil
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: server.url(root), options: options) }
        #expect(error?.kind == .certificate)
        #expect(error?.message.contains("known_hosts") == true)
    }

    @Test func hostKeyIsShownToTheCertificateCheck() throws {
        var options = keyFiles([server.userKey])
        var seen: [ServerCertificate] = []
        options.certificateCheck = { certificate in
            seen.append(certificate)
            return certificate.sshFingerprint == server.hostKeyFingerprint
        }
        #expect(try Remote.listReferences(at: server.url(root), options: options).branch("main") != nil)
        #expect(seen.map(\.sshFingerprint) == [server.hostKeyFingerprint])
        #expect(seen.first?.host == "127.0.0.1")
        #expect(seen.first?.isValid == false, "not in ~/.ssh/known_hosts")
        if case .sshHostKey(let key?, _) = seen.first?.kind {
            let publicKey = try read(server.hostKeyPath + ".pub").split(separator: " ")
            #expect(publicKey.count > 1 && Data(base64Encoded: String(publicKey[1])) == Data(key))
        } else {
            Issue.record("expected the raw host key")
        }

        options.certificateCheck = { _ in false }
        let error = #expect(throws: GitError.self) { try Remote.listReferences(at: server.url(root), options: options) }
        #expect(error?.kind == .certificate)
    }
}
