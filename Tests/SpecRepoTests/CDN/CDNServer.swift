import Foundation

/// lighttpd on 127.0.0.1 serving a folder as a CDN: static files with ETags (`If-None-Match` → 304),
/// gzip for text, basic auth under `/private/`, a redirect loop under `/loop/`, a redirect of
/// `/moved/…` to `/…`, of `/elsewhere/…` to `/private/…` on another host name (`localhost`), and CGI shell scripts under `/cgi/` (a 503 then success, a server that stalls).
/// Every request is logged as `METHOD PATH STATUS BYTES`.
final class CDNServer {
    static let user = "alice"
    static let password = "cdn-s3cret"

    let port: UInt16
    /// The HTTPS port (same site, self-signed certificate for 127.0.0.1), when started with `tls`.
    let tlsPort: UInt16?
    /// The PEM certificate HTTPS clients must trust, when started with `tls`.
    let certificate: String?
    let documentRoot: String
    let folder: String
    let server: ServerProcess

    static func start(serving documentRoot: String, in folder: TemporaryDirectory, tls: Bool = false) throws
        -> CDNServer
    {
        try startOnFreePort { port in
            try CDNServer(
                documentRoot: documentRoot, folder: folder.child("lighttpd-\(port)"), port: port,
                tlsPort: tls ? try freePort() : nil)
        }
    }

    private init(documentRoot: String, folder: String, port: UInt16, tlsPort: UInt16?) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var tlsSection = ""
        if let tlsPort {
            let key = folder + "/key.pem"
            let certificate = folder + "/certificate.pem"
            try run(
                "openssl",
                [
                    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out",
                    certificate,
                ])
            tlsSection = """
                server.modules += ("mod_openssl")
                $SERVER["socket"] == "127.0.0.1:\(tlsPort)" {
                    ssl.engine = "enable"
                    ssl.pemfile = "\(certificate)"
                    ssl.privkey = "\(key)"
                }
                """
            self.certificate = certificate
        } else {
            self.certificate = nil
        }
        self.tlsPort = tlsPort
        let users = folder + "/users"
        try write("\(Self.user):\(Self.password)\n", to: users, permissions: 0o600)
        let configuration = """
            server.modules = ("mod_auth", "mod_authn_file", "mod_redirect", "mod_cgi", "mod_deflate", "mod_accesslog")
            server.document-root = "\(documentRoot)"
            server.bind = "127.0.0.1"
            server.port = \(port)
            server.errorlog = "\(folder)/error.log"
            server.feature-flags = ("auth.delay-invalid-creds" => "disable")
            server.max-keep-alive-requests = 10000
            accesslog.filename = "\(folder)/access.log"
            # lighttpd buffers its access log (flushed every 4 s) unless a line is over 8 KiB: padded.
            accesslog.format = "%m %U %>s %b \(String(repeating: "-", count: 8200))"
            static-file.etags = "enable"
            # Tests change served files within a second: no stale stat (and so ETag) cache.
            server.stat-cache-engine = "disable"
            mimetype.assign = (".json" => "application/json", ".txt" => "text/plain", ".yml" => "text/plain", "" => "application/octet-stream")
            deflate.mimetypes = ("text/plain", "application/json")
            deflate.allowed-encodings = ("gzip")
            auth.backend = "plain"
            auth.backend.plain.userfile = "\(users)"
            auth.require = ("/private/" => ("method" => "basic", "realm" => "cdn", "require" => "valid-user"))
            url.redirect = (
                "^/loop/(.*)$" => "/loop/$1", "^/moved/(.*)$" => "/$1",
                "^/elsewhere/(.*)$" => "http://localhost:\(port)/private/$1"
            )
            $HTTP["url"] =~ "^/cgi/" { cgi.assign = (".sh" => "/bin/sh") }
            \(tlsSection)
            """
        try write(configuration, to: folder + "/lighttpd.conf")
        self.port = port
        self.documentRoot = documentRoot
        self.folder = folder
        server = try ServerProcess(
            name: "lighttpd", executable: "lighttpd", arguments: ["-D", "-f", folder + "/lighttpd.conf"],
            logPath: folder + "/lighttpd.log")
        do {
            try server.waitUntilListening(on: port)
            if let tlsPort { try server.waitUntilListening(on: tlsPort) }
        } catch {
            throw TestSupportError("\(error)\n\((try? read(folder + "/error.log")) ?? "")")
        }
    }

    /// `http://127.0.0.1:PORT/` + `path`.
    func url(_ path: String = "") -> String { "http://127.0.0.1:\(port)/" + path }

    /// `https://127.0.0.1:TLSPORT/` + `path` (started with `tls`).
    func tlsURL(_ path: String = "") -> String { "https://127.0.0.1:\(tlsPort ?? 0)/" + path }

    /// The access log's lines (`GET /path 200 123`), without their padding.
    func requests() -> [String] {
        usleep(50_000)
        return ((try? read(folder + "/access.log")) ?? "").split(separator: "\n").map {
            $0.split(separator: " ").prefix(4).joined(separator: " ")
        }
    }

    /// Forgets the logged requests.
    func clearLog() throws {
        _ = requests()
        try "".write(toFile: folder + "/access.log", atomically: false, encoding: .utf8)
    }

    func stop() { server.stop() }
}
