import Foundation

/// lighttpd on 127.0.0.1 running `git-http-backend` (smart HTTP) over a `RepositoryRoot`, every URL
/// under `/git/` behind basic authentication; with `tls`, the same on a second port over HTTPS with a
/// fresh self-signed certificate for 127.0.0.1.
final class HTTPGitServer {
    static let user = "alice"
    static let password = "s3cret-passw0rd"

    let port: UInt16
    let tlsPort: UInt16?
    /// The DER bytes of the HTTPS certificate.
    let certificateDER: [UInt8]?
    let server: ServerProcess
    /// lighttpd's error log, which lists every request header.
    let errorLog: String

    /// The Authorization headers the server received, in order.
    func authorizations() -> [String] {
        let marker = "rqst: Authorization: "
        return ((try? read(errorLog)) ?? "").split(separator: "\n").compactMap { line in
            line.range(of: marker).map { String(line[$0.upperBound...]) }
        }
    }

    /// With `redirectingTo`, every URL under `/moved/` answers with a redirect to that URL + the rest.
    static func start(serving root: RepositoryRoot, tls: Bool = false, redirectingTo: String? = nil) throws
        -> HTTPGitServer
    {
        try startOnFreePort { port in
            try HTTPGitServer(root: root, port: port, tlsPort: tls ? try freePort() : nil, redirect: redirectingTo)
        }
    }

    private init(root: RepositoryRoot, port: UInt16, tlsPort: UInt16?, redirect: String?) throws {
        guard
            let backend = ["/usr/lib/git-core/git-http-backend", "/usr/libexec/git-core/git-http-backend"]
                .first(where: FileManager.default.isExecutableFile(atPath:))
        else { throw TestSupportError("git-http-backend not found: install git (make deps)") }
        let folder = root.directory.child("lighttpd-\(port)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let users = (folder as NSString).appendingPathComponent("users")
        try write("\(Self.user):\(Self.password)\n", to: users, permissions: 0o600)

        var tlsSection = ""
        var der: [UInt8]?
        if let tlsPort {
            let key = (folder as NSString).appendingPathComponent("key.pem")
            let certificate = (folder as NSString).appendingPathComponent("certificate.pem")
            try run(
                "openssl",
                [
                    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out",
                    certificate,
                ])
            let derPath = (folder as NSString).appendingPathComponent("certificate.der")
            try run("openssl", ["x509", "-in", certificate, "-outform", "DER", "-out", derPath])
            der = Array(try Data(contentsOf: URL(fileURLWithPath: derPath)))
            tlsSection = """
                $SERVER["socket"] == "127.0.0.1:\(tlsPort)" {
                    ssl.engine = "enable"
                    ssl.pemfile = "\(certificate)"
                    ssl.privkey = "\(key)"
                }

                """
        }
        let errorLog = (folder as NSString).appendingPathComponent("error.log")
        let configuration = """
            server.modules = ("mod_auth", "mod_authn_file", "mod_alias", "mod_setenv", "mod_cgi", "mod_redirect"\(tlsPort == nil ? "" : ", \"mod_openssl\""))
            server.document-root = "\(root.path)"
            server.bind = "127.0.0.1"
            server.port = \(port)
            server.errorlog = "\(errorLog)"
            # Request headers go to the error log (written at once), for authorizations().
            debug.log-request-header = "enable"
            server.upload-dirs = ("\(folder)")
            # lighttpd waits a second before answering wrong credentials (brute-force protection); the
            # tests try many on purpose.
            server.feature-flags = ("auth.delay-invalid-creds" => "disable")
            auth.backend = "plain"
            auth.backend.plain.userfile = "\(users)"
            auth.require = ("/git/" => ("method" => "basic", "realm" => "git", "require" => "valid-user"))
            alias.url = ("/git/" => "\(backend)/")
            $HTTP["url"] =~ "^/git/" {
                cgi.assign = ("" => "")
                setenv.add-environment = ("GIT_PROJECT_ROOT" => "\(root.path)", "GIT_HTTP_EXPORT_ALL" => "1")
            }
            \(tlsSection)
            \(redirect.map { "url.redirect = (\"^/moved/(.*)$\" => \"\($0)$1\")" } ?? "")
            """
        let configurationPath = (folder as NSString).appendingPathComponent("lighttpd.conf")
        try write(configuration, to: configurationPath)
        self.port = port
        self.tlsPort = tlsPort
        self.errorLog = errorLog
        self.certificateDER = der
        server = try ServerProcess(
            name: "lighttpd", executable: "lighttpd", arguments: ["-D", "-f", configurationPath],
            logPath: (folder as NSString).appendingPathComponent("lighttpd.log"))
        do {
            try server.waitUntilListening(on: port)
            if let tlsPort { try server.waitUntilListening(on: tlsPort) }
        } catch {
            let errors = (try? read((folder as NSString).appendingPathComponent("error.log"))) ?? ""
            throw TestSupportError("\(error)\n\(errors)")
        }
    }

    /// The http:// URL of `<name>.git`, optionally with credentials in it.
    func url(_ name: String = "specs", user: String? = nil, password: String? = nil) -> String {
        "http://\(userInfo(user, password))127.0.0.1:\(port)/git/\(name).git"
    }

    /// The https:// URL of `<name>.git` (requires `tls`).
    func tlsURL(_ name: String = "specs", user: String? = nil, password: String? = nil) -> String {
        "https://\(userInfo(user, password))127.0.0.1:\(tlsPort ?? 0)/git/\(name).git"
    }

    private func userInfo(_ user: String?, _ password: String?) -> String {
        guard let user else { return "" }
        return password.map { "\(user):\($0)@" } ?? "\(user)@"
    }

    func stop() { server.stop() }
}
