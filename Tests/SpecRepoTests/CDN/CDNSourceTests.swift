import Foundation
import PodspecModel
import Synchronization
import Testing

@testable import SpecRepo

/// The CDN source reader against lighttpd on loopback: the cache layout pod uses, ETags, retries,
/// redirects, credentials and bad servers.
@Suite(.serialized) struct CDNSourceTests {
    @Test func versionsComeFromTheShardIndexAndEverySpecIsCachedWithItsETag() throws {
        let fixture = try CDNFixture()
        let source = fixture.source()
        #expect(
            try CDNFixture.versions(source.versions(ofPod: "Alamofire")) == ["6.0.0-beta.1", "5.9.1", "5.8.0", "4.9.1"])
        let cache = fixture.repos + "/acme/"
        #expect(try read(cache + ".url") == fixture.url() + "\n")
        #expect(FileManager.default.fileExists(atPath: cache + "CocoaPods-version.yml.etag"))
        #expect(FileManager.default.fileExists(atPath: cache + "all_pods_versions_d_a_2.txt"))  // MD5 da2…
        let spec = "Specs/d/a/2/Alamofire/5.9.1/Alamofire.podspec.json"
        #expect(try read(cache + spec) == CDNTree.specJSON("Alamofire", "5.9.1"))
        #expect(try read(cache + spec + ".etag").hasPrefix("\""))
        #expect(try source.specificationPath(ofPod: "Alamofire", version: Version("5.9.1")) == cache + spec)
        #expect(try source.pods() == ["Alamofire", "Firebase"])
    }

    @Test func aPodTheSourceDoesNotListIsNil() throws {
        let fixture = try CDNFixture()
        let source = fixture.source()
        #expect(try source.versions(ofPod: "Nowhere") == nil)  // its shard index is a 404
        #expect(try source.versions(ofPod: "Alamofir") == nil)
        #expect(try source.versions(ofPod: "../etc") == nil)
    }

    @Test func aSecondRunOnlyRevalidatesAndOneRunNeverAsksTwice() throws {
        let fixture = try CDNFixture()
        _ = try fixture.source().versions(ofPod: "Alamofire")
        let cold = fixture.requests()
        #expect(cold.count == 6)  // metadata, shard, four specs
        #expect(cold.allSatisfy { $0.contains(" 200 ") })
        try fixture.server.clearLog()
        let warm = fixture.source()
        _ = try warm.versions(ofPod: "Alamofire")
        _ = try warm.versions(ofPod: "Alamofire")
        _ = try warm.specificationPath(ofPod: "Alamofire", version: Version("5.9.1"))
        let again = fixture.requests()
        #expect(again.count == 6, "\(again)")
        #expect(again.allSatisfy { $0.contains(" 304 ") }, "\(again)")
    }

    @Test func aBusyServerIsAskedAgainThenAnswers() throws {
        let fixture = try CDNFixture()
        try fixture.cgi(
            "busy",
            """
            count=$(cat "$STATE" 2>/dev/null || echo 0); echo $((count + 1)) > "$STATE"
            if [ "$count" -lt 2 ]; then printf 'Status: 503\\r\\nContent-Type: text/plain\\r\\n\\r\\nbusy'; exit 0; fi
            printf 'Content-Type: text/plain\\r\\n\\r\\n'; cat "$TREE$PATH_INFO"
            """)
        let source = CDNSource(
            name: "busy", url: fixture.server.url("cgi/busy.sh/"), path: fixture.repos + "/busy",
            options: CDNFixture.options())
        #expect(try source.metadata().prefixLengths == [1, 1, 1])
        #expect(
            fixture.requests(matching: "/cgi/busy.sh").map { $0.split(separator: " ")[2] } == ["503", "503", "200"])
    }

    @Test func retriesStopAfterFiveAttemptsWithPodsMessage() throws {
        let fixture = try CDNFixture()
        try fixture.cgi("down", "printf 'Status: 503\\r\\nContent-Type: text/plain\\r\\n\\r\\nService Unavailable'")
        let url = fixture.server.url("cgi/down.sh/")
        let source = CDNSource(name: "down", url: url, path: fixture.repos + "/down", options: CDNFixture.options())
        let error = #expect(throws: SpecRepoError.self) { try source.metadata() }
        #expect(
            error?.message
                == "CDN: down URL couldn't be downloaded: \(url)CocoaPods-version.yml Response: 503 Service Unavailable"
        )
        #expect(fixture.requests(matching: "/cgi/down.sh").count == 5)
    }

    @Test func aServerErrorFailsAtOnce() throws {
        let fixture = try CDNFixture()
        try fixture.cgi("broken", "printf 'Status: 500\\r\\nContent-Type: text/plain\\r\\n\\r\\nboom'")
        let source = CDNSource(
            name: "broken", url: fixture.server.url("cgi/broken.sh/"), path: fixture.repos + "/broken",
            options: CDNFixture.options())
        let error = #expect(throws: SpecRepoError.self) { try source.versions(ofPod: "Alamofire") }
        #expect(error?.message.hasSuffix("Response: 500 boom") == true)
        #expect(fixture.requests(matching: "/cgi/broken.sh").count == 1)
    }

    @Test func aServerThatNeverAnswersTimesOutOnceWithAHint() throws {
        let fixture = try CDNFixture()
        try fixture.cgi("stall", "sleep 30")
        let source = CDNSource(
            name: "stall", url: fixture.server.url("cgi/stall.sh/"), path: fixture.repos + "/stall",
            options: CDNFixture.options { $0.timeout = 1 })
        let start = Date()
        let error = #expect(throws: SpecRepoError.self) { try source.versions(ofPod: "Alamofire") }
        #expect(error?.message.contains("CDN: stall URL couldn't be downloaded:") == true)
        #expect(error?.message.contains("--sources") == true)
        // Later look-ups fail at once with the same error.
        #expect(throws: SpecRepoError.self) { try source.versions(ofPod: "Firebase") }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func noRouteToTheServerIsOneClearErrorWithoutRetries() throws {
        let scratch = try TemporaryDirectory("cdn-closed")
        let url = "http://127.0.0.1:\(try freePort())/"
        let source = CDNSource(name: "closed", url: url, path: scratch.child("closed"), options: CDNFixture.options())
        let start = Date()
        let error = #expect(throws: SpecRepoError.self) { try source.versions(ofPod: "Alamofire") }
        #expect(error?.message.hasPrefix("CDN: closed URL couldn't be downloaded: \(url)CocoaPods-version.yml") == true)
        #expect(Date().timeIntervalSince(start) < 2)
        // The cache holds its `.url` and nothing half-written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.child("closed")) == [".url"])
    }

    @Test func redirectsAreFollowedAndALoopIsRefused() throws {
        let fixture = try CDNFixture()
        #expect(
            try CDNFixture.versions(fixture.source(prefix: "moved/").versions(ofPod: "Firebase")) == [
                "11.2.0", "10.0.0",
            ])
        let error = #expect(throws: SpecRepoError.self) { try fixture.source("loop", prefix: "loop/").metadata() }
        #expect(error?.message.contains("redirects") == true)
    }

    @Test func credentialsFromNetrcGoOnlyToTheSourcesHost() throws {
        let fixture = try CDNFixture()
        let netrc = fixture.scratch.child("netrc")
        try write("machine 127.0.0.1 login \(CDNServer.user) password \(CDNServer.password)\n", to: netrc)
        let environment = ["NETRC": netrc, "HOME": fixture.scratch.path, "PODSPEC_CDN_ALLOW_HTTP_CREDENTIALS": "1"]
        var options = CDNOptions(url: fixture.url("private/"), environment: environment)
        options.retryBaseDelay = 0
        #expect(options.credential?.description == "\(CDNServer.user):***")
        #expect(
            try CDNFixture.versions(
                fixture.source("private", prefix: "private/", options: options).versions(ofPod: "Alamofire"))?.count
                == 4)
        // Not over plain http unless asked, and never for another host.
        var refused = CDNOptions(url: fixture.url("private/"), environment: ["NETRC": netrc])
        refused.retryBaseDelay = 0
        let error = #expect(throws: SpecRepoError.self) {
            try fixture.source("private-2", prefix: "private/", options: refused).metadata()
        }
        #expect(error?.message.contains("Response: 401") == true)
        #expect(error?.message.contains(CDNServer.password) == false)
        #expect(
            CDNOptions(url: "https://other.example.com/", environment: ["NETRC": netrc, "HOME": "/nonexistent"])
                .credential == nil)
    }

    /// A private source over HTTPS with basic auth from `.netrc` and a company CA (`caBundle`, i.e.
    /// `PODSPEC_CA_BUNDLE`): no opt-in for plain http needed; without the CA the server is not trusted.
    @Test func aPrivateSourceOverHTTPSWithNetrcAndItsCA() throws {
        let fixture = try CDNFixture(tls: true)
        let url = fixture.server.tlsURL("private/tree/")
        let netrc = fixture.scratch.child("netrc")
        try write("machine 127.0.0.1 login \(CDNServer.user) password \(CDNServer.password)\n", to: netrc)
        var options = CDNOptions(url: url, environment: ["NETRC": netrc, "HOME": fixture.scratch.path])
        options.retryBaseDelay = 0
        options.timeout = 5
        options.caBundle = fixture.server.certificate
        let source = CDNSource(name: "secure", url: url, path: fixture.repos + "/secure", options: options)
        #expect(CDNFixture.versions(try source.versions(ofPod: "Alamofire"))?.count == 4)
        #expect(
            fixture.requests(matching: "/private/tree/all_pods_versions").contains {
                $0.hasSuffix(" 200") || $0.contains(" 200 ")
            })
        var untrusted = options
        untrusted.caBundle = nil
        let error = #expect(throws: SpecRepoError.self) {
            try CDNSource(name: "untrusted", url: url, path: fixture.repos + "/untrusted", options: untrusted)
                .metadata()
        }
        #expect(error?.message.contains(url) == true)
        #expect(error?.message.contains(CDNServer.password) == false)
    }

    @Test func aRedirectToAnotherHostGetsNoCredential() throws {
        let fixture = try CDNFixture()
        let netrc = fixture.scratch.child("netrc")
        try write("machine 127.0.0.1 login \(CDNServer.user) password \(CDNServer.password)\n", to: netrc)
        var options = CDNOptions(
            url: fixture.url(), environment: ["NETRC": netrc, "PODSPEC_CDN_ALLOW_HTTP_CREDENTIALS": "1"])
        options.retryBaseDelay = 0
        // 127.0.0.1/elsewhere/… redirects to localhost/private/…: the credential stays with 127.0.0.1.
        let error = #expect(throws: SpecRepoError.self) {
            try fixture.source("elsewhere", prefix: "elsewhere/", options: options).metadata()
        }
        #expect(error?.message.contains("Response: 401") == true, "\(error?.message ?? "")")
    }

    @Test func textIsFetchedGzipped() throws {
        let description = String(repeating: "A long description that compresses well. ", count: 200)
        let fixture = try CDNFixture(pods: [CDNTree.Pod(name: "Alamofire", versions: ["5.9.1"])])
        let spec = fixture.tree.specPath("Alamofire", "5.9.1")
        let text = CDNTree.specJSON("Alamofire", "5.9.1").replacingOccurrences(
            of: "\"summary\"", with: "\"description\": \"\(description)\",\n  \"summary\"")
        try write(text, to: spec)
        #expect(try fixture.source().versions(ofPod: "Alamofire")?.count == 1)
        #expect(try read(fixture.repos + "/acme/Specs/d/a/2/Alamofire/5.9.1/Alamofire.podspec.json") == text)
        let line = fixture.requests().first { $0.contains("5.9.1/Alamofire.podspec.json") } ?? ""
        let sent = Int(line.split(separator: " ").last ?? "") ?? .max
        #expect(sent < text.utf8.count / 4, "\(line)")
    }

    @Test func htmlOrGarbageInsteadOfMetadataIsRefused() throws {
        let fixture = try CDNFixture()
        try write("<html><body>Welcome</body></html>\n", to: fixture.tree.root + "/CocoaPods-version.yml")
        let error = #expect(throws: SpecRepoError.self) { try fixture.source().versions(ofPod: "Alamofire") }
        #expect(error?.message.contains("is not a CocoaPods CDN source's metadata") == true)
        #expect(!FileManager.default.fileExists(atPath: fixture.repos + "/acme/CocoaPods-version.yml"))
    }

    @Test func aTruncatedSpecOrOneAtTheWrongPathIsAnError() throws {
        let fixture = try CDNFixture()
        try write(#"{"name": "Alamofire", "vers"#, to: fixture.tree.specPath("Alamofire", "5.8.0"))
        let truncated = #expect(throws: SpecRepoError.self) { try fixture.source().versions(ofPod: "Alamofire") }
        #expect(truncated?.message.contains("5.8.0/Alamofire.podspec.json does not load") == true)
        try write(CDNTree.specJSON("Firebase", "9.9.9"), to: fixture.tree.specPath("Firebase", "10.0.0"))
        let misplaced = #expect(throws: SpecRepoError.self) { try fixture.source().versions(ofPod: "Firebase") }
        #expect(
            misplaced?.message.hasSuffix("is `Firebase (9.9.9)`, not `Firebase (10.0.0)` as its path says.") == true)
    }

    @Test func aMalformedVersionInTheIndexGetsPodsMessage() throws {
        let fixture = try CDNFixture(pods: [CDNTree.Pod(name: "Alamofire", versions: ["5.9.1"])])
        try write("Alamofire/5.9.1/not a version\n", to: fixture.tree.root + "/all_pods_versions_d_a_2.txt")
        let error = #expect(throws: SpecRepoError.self) { try fixture.source().versions(ofPod: "Alamofire") }
        #expect(
            error?.message
                == "An unexpected version directory `not a version` was encountered for the `\(fixture.repos)/acme/Specs/d/a/2/Alamofire` Pod in the `acme` repository."
        )
    }

    @Test(arguments: ["..", "../../../../tmp/evil", "/etc", "1.0\u{0}x"])
    func indexLinesThatClimbOutAreRefused(_ version: String) throws {
        let fixture = try CDNFixture(pods: [CDNTree.Pod(name: "Alamofire", versions: ["5.9.1"])])
        try write("Alamofire/5.9.1/\(version)\n", to: fixture.tree.root + "/all_pods_versions_d_a_2.txt")
        #expect(throws: SpecRepoError.self) { try fixture.source().versions(ofPod: "Alamofire") }
        #expect(!FileManager.default.fileExists(atPath: fixture.repos + "/acme/Specs/d/a/2/tmp"))
    }

    @Test func aCacheFileDeletedOrDamagedBetweenRunsIsFetchedAgain() throws {
        let fixture = try CDNFixture()
        _ = try fixture.source().versions(ofPod: "Alamofire")
        let cache = fixture.repos + "/acme/Specs/d/a/2/Alamofire/"
        try FileManager.default.removeItem(atPath: cache + "5.9.1/Alamofire.podspec.json")
        try write("{\"name\": \"Alam", to: cache + "5.8.0/Alamofire.podspec.json")
        try fixture.server.clearLog()
        #expect(try fixture.source().versions(ofPod: "Alamofire")?.count == 4)
        #expect(try read(cache + "5.8.0/Alamofire.podspec.json") == CDNTree.specJSON("Alamofire", "5.8.0"))
        #expect(try read(cache + "5.9.1/Alamofire.podspec.json") == CDNTree.specJSON("Alamofire", "5.9.1"))
        #expect(fixture.requests().filter { $0.contains(" 200 ") }.count == 2, "\(fixture.requests())")
    }

    @Test func twoRunsSharingOneCacheAtOnceLeaveItWhole() throws {
        let pods = (0..<40).map { CDNTree.Pod(name: "Pod\($0)", versions: ["1.0.0", "1.1.0", "2.0.0"]) }
        let fixture = try CDNFixture(pods: pods)
        let (url, cache) = (fixture.url(), fixture.repos + "/acme")
        let errors = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let source = CDNSource(name: "acme", url: url, path: cache, options: CDNFixture.options())
            for pod in pods.shuffled() {
                do {
                    guard try source.versions(ofPod: pod.name)?.count == 3 else { throw SpecRepoError("\(pod.name)") }
                } catch {
                    errors.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(errors.withLock { $0 }.isEmpty)
        let leftovers = FileManager.default.enumerator(atPath: fixture.repos + "/acme")?.compactMap { $0 as? String }
            .filter { $0.contains(".tmp-") }
        #expect(leftovers == [])
    }

    @Test func updateRevalidatesEveryCachedFile() throws {
        let fixture = try CDNFixture()
        _ = try fixture.source().versions(ofPod: "Firebase")
        try write(
            CDNTree.specJSON("Firebase", "11.2.0", subspecs: ["Analytics", "Core", "Messaging"]),
            to: fixture.tree.specPath("Firebase", "11.2.0"))
        try fixture.server.clearLog()
        #expect(try fixture.source().update() == 4)  // metadata, shard, two specs
        let statuses = fixture.requests().map { $0.split(separator: " ")[2] }.sorted()
        #expect(statuses == ["200", "304", "304", "304"])
        #expect(
            try read(fixture.repos + "/acme/Specs/0/3/5/Firebase/11.2.0/Firebase.podspec.json").contains("Messaging"))
    }
}
