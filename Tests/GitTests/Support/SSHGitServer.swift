import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// OpenSSH's sshd on 127.0.0.1 and a high port, run as the current user with a generated host key and
/// an `AuthorizedKeysFile` in its temporary folder; git runs through it as for any SSH remote.
final class SSHGitServer {
    let port: UInt16
    let user: String
    let folder: String
    /// An authorised key pair, `ssh-keygen -t ed25519`, without passphrase.
    let userKey: String
    /// A key pair the server doesn't know.
    let strangerKey: String
    /// `ssh-keygen -l` of the host key: `SHA256:…`.
    let hostKeyFingerprint: String
    /// The host's private key (`.pub` beside it).
    let hostKeyPath: String
    let server: ServerProcess

    static func start(serving root: RepositoryRoot) throws -> SSHGitServer {
        try startOnFreePort { port in try SSHGitServer(root: root, port: port) }
    }

    private init(root: RepositoryRoot, port: UInt16) throws {
        guard let sshd = locate("sshd") else {
            throw TestSupportError("sshd is not installed: run `make deps` (Debian package openssh-server)")
        }
        folder = root.directory.child("sshd-\(port)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let hostKey = (folder as NSString).appendingPathComponent("host_ed25519")
        hostKeyPath = hostKey
        userKey = (folder as NSString).appendingPathComponent("id_ed25519")
        strangerKey = (folder as NSString).appendingPathComponent("stranger_ed25519")
        for key in [hostKey, userKey, strangerKey] {
            try run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "podspec-test", "-f", key])
        }
        let fingerprint = try run("ssh-keygen", ["-l", "-f", hostKey + ".pub"]).split(separator: " ")
        guard fingerprint.count > 1 else { throw TestSupportError("unexpected ssh-keygen -l output") }
        hostKeyFingerprint = String(fingerprint[1])
        let authorizedKeys = (folder as NSString).appendingPathComponent("authorized_keys")
        try write(try read(userKey + ".pub"), to: authorizedKeys, permissions: 0o600)

        user = Self.currentUser()
        if geteuid() == 0 {
            // sshd started by root needs its privilege-separation folder.
            try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        }
        let configuration = """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(hostKey)
            PidFile \((folder as NSString).appendingPathComponent("sshd.pid"))
            AuthorizedKeysFile \(authorizedKeys)
            StrictModes no
            PubkeyAuthentication yes
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            UsePAM no
            PermitRootLogin prohibit-password
            AllowUsers \(user)
            MaxAuthTries 10
            LogLevel VERBOSE

            """
        let configurationPath = (folder as NSString).appendingPathComponent("sshd_config")
        try write(configuration, to: configurationPath, permissions: 0o600)
        self.port = port
        server = try ServerProcess(
            name: "sshd", executable: sshd, arguments: ["-D", "-e", "-f", configurationPath],
            logPath: (folder as NSString).appendingPathComponent("sshd.log"))
        try server.waitUntilListening(on: port)
    }

    /// The ssh:// URL of `<name>.git` under the repository root at `rootPath`.
    func url(_ root: RepositoryRoot, _ name: String = "specs", user: String? = nil) -> String {
        "ssh://\(user ?? self.user)@127.0.0.1:\(port)\(root.directory.child("\(name).git"))"
    }

    func stop() { server.stop() }

    static func currentUser() -> String {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return "root" }
        return String(cString: name)
    }
}

/// `ssh-agent` on a socket in a temporary folder, holding the keys given to `add(_:)`.
final class SSHAgent {
    let socket: String
    let server: ServerProcess

    init(in folder: String) throws {
        socket = (folder as NSString).appendingPathComponent("agent.sock")
        server = try ServerProcess(
            name: "ssh-agent", executable: "ssh-agent", arguments: ["-D", "-a", socket],
            logPath: (folder as NSString).appendingPathComponent("ssh-agent.log"))
        try server.waitUntilExists(socket)
    }

    /// Loads the private key at `path` into the agent.
    func add(_ path: String) throws {
        try run("ssh-add", [path], environment: testEnvironment(["SSH_AUTH_SOCK": socket]))
    }

    func stop() { server.stop() }
}
