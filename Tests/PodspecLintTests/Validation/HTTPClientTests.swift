import Foundation
import HTTP
import Testing
import TestSupport

/// The libcurl client (loaded with dlopen) against a loopback HTTP server.
@Suite(.serialized)
struct HTTPClientTests {
    let served: ServedFolder
    var scratch: ScratchFolder { served.scratch }
    var server: LoopbackServer { served.server }

    init() throws { served = try ServedFolder() }

    @Test func getReturnsTheBodyStatusAndContentType() throws {
        try scratch.write("pod.json", #"{"name": "Pod"}"#)
        let response = try HTTPClient.send(HTTPRequest(url: server.url("pod.json")))
        #expect(response.status == 200)
        #expect(response.isSuccess)
        #expect(response.contentType == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"name": "Pod"}"#)
    }

    @Test func headHasNoBody() throws {
        try scratch.write("pod.json", "{}")
        let response = try HTTPClient.send(HTTPRequest(url: server.url("pod.json"), method: .head))
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
    }

    @Test func errorStatusKeepsTheServersReason() throws {
        let response = try HTTPClient.send(HTTPRequest(url: server.url("status/404")))
        #expect(response.status == 404)
        #expect(response.reason == "Not Found")
        #expect(!response.isSuccess)
    }

    @Test func redirectsAreFollowedOnlyWhenAsked() throws {
        try scratch.write("target.txt", "here")
        let followed = try HTTPClient.send(HTTPRequest(url: server.url("redirect/2/then/target.txt")))
        #expect(followed.status == 200)
        #expect(String(decoding: followed.body, as: UTF8.self) == "here")
        let first = try HTTPClient.send(
            HTTPRequest(url: server.url("redirect/2/then/target.txt"), followsRedirects: false))
        #expect(first.status == 302)
        #expect(first.location == "/redirect/1/then/target.txt")
    }

    @Test func headersAreSent() throws {
        let refused = try HTTPClient.send(HTTPRequest(url: server.url("agent")))
        #expect(refused.status == 403)
        let accepted = try HTTPClient.send(HTTPRequest(url: server.url("agent"), headers: ["User-Agent": "CocoaPods"]))
        #expect(accepted.status == 200)
    }

    @Test func aBodyOverTheLimitFails() throws {
        try scratch.write("big.txt", String(repeating: "x", count: 10_000))
        #expect(throws: HTTPError.self) {
            try HTTPClient.send(HTTPRequest(url: server.url("big.txt"), maximumBodySize: 1_000))
        }
    }

    @Test func aSlowServerTimesOut() throws {
        let started = Date()
        #expect(throws: HTTPError.self) {
            try HTTPClient.send(HTTPRequest(url: server.url("slow"), timeout: 1, totalTimeout: 1))
        }
        #expect(Date().timeIntervalSince(started) < 4)
    }

    @Test func noServerIsATransportError() throws {
        let closed = server.url("x").replacingOccurrences(of: ":\(server.port)/", with: ":1/")
        do {
            _ = try HTTPClient.send(HTTPRequest(url: closed, timeout: 5))
            Issue.record("a request to a closed port succeeded")
        } catch {
            #expect(!error.message.isEmpty)
        }
    }

    @Test func onlyHTTPAndHTTPSAreFetched() throws {
        try scratch.write("secret.txt", "secret")
        #expect(throws: HTTPError.self) {
            try HTTPClient.send(HTTPRequest(url: "file://" + scratch.path + "/secret.txt"))
        }
    }
}
