import Foundation

/// `git daemon` on 127.0.0.1 serving a `RepositoryRoot` over git://, pushes enabled, logging each
/// request.
final class GitDaemon {
    let port: UInt16
    let server: ServerProcess

    static func start(serving root: RepositoryRoot) throws -> GitDaemon {
        try startOnFreePort { port in try GitDaemon(root: root, port: port) }
    }

    private init(root: RepositoryRoot, port: UInt16) throws {
        self.port = port
        server = try ServerProcess(
            name: "git daemon", executable: "git",
            arguments: [
                "daemon", "--reuseaddr", "--listen=127.0.0.1", "--port=\(port)", "--base-path=\(root.path)",
                "--export-all", "--enable=receive-pack", "--informative-errors", "--verbose", root.path,
            ],
            logPath: root.directory.child("git-daemon-\(port).log"))
        try server.waitUntilListening(on: port)
    }

    /// The git:// URL of `<name>.git`.
    func url(_ name: String = "specs") -> String {
        "git://127.0.0.1:\(port)/\(name).git"
    }

    /// How many fetches (ls-remote or fetch: `upload-pack` requests) `<name>.git` has served.
    func fetchRequests(_ name: String) -> Int {
        server.logContents.components(separatedBy: "Request upload-pack for '/\(name).git'").count - 1
    }

    func stop() { server.stop() }
}
