import Foundation
import Testing
import TestSupport

@testable import PodspecLint

/// URL checks (V3–V5) against a loopback HTTP server with CocoaPods' algorithm.
@Suite(.serialized)
struct URLValidationTests {
    let served: ServedFolder
    var scratch: ScratchFolder { served.scratch }
    var server: LoopbackServer { served.server }

    init() throws {
        served = try ServedFolder()
        try scratch.write("Pod/LICENSE", "MIT")
        try scratch.write("Pod/Sources/A.m", "")
    }

    func outcome(_ extra: String, timeout: TimeInterval = 10) throws -> ValidationOutcome {
        let path = try scratch.write(
            "Pod/Pod.podspec",
            ValidationHarness.podspecText(
                "Pod",
                """
                  s.license      = { :type => 'MIT', :file => 'LICENSE' }
                  s.source       = { :git => 'https://example.com/Pod.git', :tag => s.version.to_s }
                  s.platform     = :ios, '12.0'
                  s.source_files = 'Sources/*.m'
                \(extra)
                """))
        var options = ValidationOptions()
        options.requestTimeout = timeout
        return ValidationHarness.validate(path, options: options)
    }

    @Test func reachableURLsGiveNothing() throws {
        let result = try outcome(
            """
              s.homepage = '\(server.url("status/200"))'
              s.documentation_url = '\(server.url("redirect/3/then/status/204"))'
              s.social_media_url = '\(server.url("agent"))'
              s.screenshots = ['\(server.url("image.png"))']
            """)
        #expect(ValidationHarness.lines(result) == [])
    }

    @Test func headRefusedFallsBackToARangedGet() throws {
        #expect(ValidationHarness.lines(try outcome("  s.homepage = '\(server.url("nohead"))'")) == [])
    }

    @Test func unreachableIsAPublicOnlyNote() throws {
        let url = server.url("status/404")
        let result = try outcome("  s.homepage = '\(url)'")
        #expect(ValidationHarness.lines(result) == ["    - NOTE  | url: \(ValidationRun.urlUnreachable(url))"])
        #expect(result.results.diagnostics.first?.publicOnly == true)
    }

    @Test func moreThanThreeRedirectsIsNotReachable() throws {
        let url = server.url("redirect/4/then/status/200")
        #expect(
            ValidationHarness.lines(try outcome("  s.homepage = '\(url)'")) == [
                "    - NOTE  | url: \(ValidationRun.urlUnreachable(url))"
            ])
    }

    /// In CocoaPods' order: homepage, screenshots, social_media_url, documentation_url.
    @Test func invalidOrRefusedOrSlowIsAProblem() throws {
        let closed = "http://127.0.0.1:1/x"
        let slow = server.url("slow")
        let result = try outcome(
            """
              s.homepage = 'not a url'
              s.documentation_url = '\(closed)'
              s.social_media_url = '\(slow)'
            """, timeout: 1)
        #expect(
            ValidationHarness.lines(result) == [
                "    - WARN  | url: \(ValidationRun.urlProblem("not a url"))",
                "    - WARN  | url: \(ValidationRun.urlProblem(slow))",
                "    - WARN  | url: \(ValidationRun.urlProblem(closed))",
            ])
        #expect(result.results.diagnostics.allSatisfy { $0.publicOnly })
        // Each points at the line of its attribute (the body starts on line 10).
        #expect(result.results.diagnostics.map { $0.location?.line } == [10, 12, 11])
    }

    @Test func screenshotThatIsNotAnImage() throws {
        let url = server.url("page")
        #expect(
            ValidationHarness.lines(
                try outcome("  s.homepage = '\(server.url("status/200"))'\n  s.screenshot = '\(url)'"))
                == ["    - WARN  | screenshot: \(ValidationRun.invalidScreenshot(url))"])
    }
}
