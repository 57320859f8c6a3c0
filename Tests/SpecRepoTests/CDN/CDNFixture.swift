import Foundation
import PodspecModel

@testable import SpecRepo

/// A CDN tree served by lighttpd and a repos folder to cache it in, for one test.
final class CDNFixture {
    let scratch: TemporaryDirectory
    /// The served folder; the CDN tree is at `tree/`.
    let documentRoot: String
    let tree: CDNTree
    let server: CDNServer
    let repos: String

    /// Pods every fixture serves: Alamofire (three versions, one a pre-release), Firebase with subspecs.
    static let pods = [
        CDNTree.Pod(name: "Alamofire", versions: ["4.9.1", "5.8.0", "5.9.1", "6.0.0-beta.1"]),
        CDNTree.Pod(name: "Firebase", versions: ["10.0.0", "11.2.0"], subspecs: ["Analytics", "Core"]),
    ]

    init(pods: [CDNTree.Pod] = CDNFixture.pods, extraIndexLines: [String: [String]] = [:], tls: Bool = false) throws {
        scratch = try TemporaryDirectory("cdn")
        documentRoot = scratch.child("www")
        tree = CDNTree(root: documentRoot + "/tree")
        try tree.write(pods, extraIndexLines: extraIndexLines)
        try FileManager.default.createDirectory(atPath: documentRoot + "/private", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: documentRoot + "/private/tree", withDestinationPath: tree.root)
        repos = scratch.child("repos")
        try FileManager.default.createDirectory(atPath: repos, withIntermediateDirectories: true)
        server = try CDNServer.start(serving: documentRoot, in: scratch, tls: tls)
    }

    /// The served tree's base URL (under `prefix`: `moved/`, `loop/`, `private/`, `cgi/NAME.sh/`).
    func url(_ prefix: String = "") -> String { server.url(prefix + "tree/") }

    /// Fast retries, short timeouts, no credential unless given.
    static func options(_ change: (inout CDNOptions) -> Void = { _ in }) -> CDNOptions {
        var options = CDNOptions()
        options.retryBaseDelay = 0.05
        options.timeout = 5
        change(&options)
        return options
    }

    /// A fresh source object (a new run) named `name` over the cache in `repos/NAME`.
    func source(_ name: String = "acme", prefix: String = "", options: CDNOptions = CDNFixture.options()) -> CDNSource {
        CDNSource(name: name, url: url(prefix), path: repos + "/" + name, options: options)
    }

    /// Writes a CGI script at `cgi/NAME.sh` (run by `/bin/sh`; the tree is at `$TREE`).
    func cgi(_ name: String, _ body: String) throws {
        try write(
            "TREE='\(tree.root)'\nSTATE='\(scratch.child("state-" + name))'\n" + body,
            to: documentRoot + "/cgi/\(name).sh")
    }

    /// The logged requests of `path` suffixes only (`GET /tree/x 200 12`).
    func requests(matching fragment: String = "/tree/") -> [String] {
        server.requests().filter { $0.contains(fragment) }
    }

    static func versions(_ list: [Version]?) -> [String]? { list?.map(\.string) }
}
