import Testing

@testable import Trust

@Suite struct CredentialScopeTests {
    @Test func parsesURLsAndScpLikeRemotes() throws {
        #expect(
            CredentialScope(url: "https://Git.Example.com/mobile/specs.git")
                == CredentialScope(scheme: "https", host: "git.example.com"))
        #expect(CredentialScope(url: "https://ci:tok@git.example.com:8443/x")?.port == 8443)
        #expect(
            CredentialScope(url: "git@git.example.com:mobile/specs.git")
                == CredentialScope(scheme: "ssh", host: "git.example.com"))
        #expect(
            CredentialScope(url: "ssh://git@[::1]:2222/specs.git")
                == CredentialScope(scheme: "ssh", host: "::1", port: 2222))
        for bad in [
            "/local/path", "file:///etc/passwd", "ftp://host/x", "https://", "https://host:99999/", "https://a b/",
        ] {
            #expect(CredentialScope(url: bad) == nil, "\(bad)")
        }
    }

    @Test func permitsOnlyTheSameHostAndPort() throws {
        let scope = try #require(CredentialScope(url: "https://git.example.com/mobile/specs.git"))
        #expect(scope.permits("https://git.example.com/other/pod.git"))
        #expect(scope.permits("https://GIT.EXAMPLE.COM:443/x"))
        #expect(!scope.permits("https://attacker.example/x.git"))
        #expect(!scope.permits("https://git.example.com.attacker.example/x"))
        #expect(!scope.permits("https://git.example.com:8443/x"))
        #expect(!scope.permits("https://attacker.example@x/"))
        #expect(!scope.permits("ssh://git.example.com/x"))
    }

    @Test func neverOverPlainHTTPUnlessAsked() throws {
        let scope = try #require(CredentialScope(url: "http://127.0.0.1:8080/specs.git"))
        #expect(!scope.permits("http://127.0.0.1:8080/specs.git"))
        #expect(scope.permits("http://127.0.0.1:8080/specs.git", allowingPlainHTTP: true))
        let secure = try #require(CredentialScope(url: "https://host/specs"))
        #expect(!secure.permits("http://host/specs"))
        #expect(!secure.permits("http://host/specs", allowingPlainHTTP: false))
        #expect(!secure.permits("git://host/specs"))
    }

    @Test func anHTTPScopeMayUpgradeToHTTPS() throws {
        let scope = try #require(CredentialScope(url: "http://host/specs"))
        #expect(scope.permits("https://host/specs"))
    }
}
