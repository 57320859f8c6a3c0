import Testing

@testable import Trust

@Suite struct NetrcTests {
    @Test func theFileIsNETRCElseTheHomeFolders() {
        #expect(Netrc.path(environment: [:], homeDirectory: "/home/ci") == "/home/ci/.netrc")
        #expect(Netrc.path(environment: ["NETRC": ""], homeDirectory: "/home/ci") == "/home/ci/.netrc")
        #expect(Netrc.path(environment: ["NETRC": "/etc/ci.netrc"], homeDirectory: "/home/ci") == "/etc/ci.netrc")
        #expect(
            Netrc.path(environment: ["NETRC": "~/secrets/netrc"], homeDirectory: "/home/ci") == "/home/ci/secrets/netrc"
        )
    }

    @Test func entriesMatchTheHostElseTheDefault() {
        let netrc = Netrc(contents: "machine Cdn.Example.com login a password p1\ndefault login d password p2\n")
        #expect(netrc.entry(for: "cdn.example.com")?.password == "p1")
        #expect(netrc.entry(for: "other.example.com")?.password == "p2")
    }
}
