import Git
import Testing

@Suite("Redaction of credentials in URLs")
struct RedactionTests {
    @Test(arguments: [
        ("https://alice:s3cret@example.com/team/specs.git", "https://***@example.com/team/specs.git"),
        ("http://user:p%40ss@127.0.0.1:8080/git/specs.git", "http://***@127.0.0.1:8080/git/specs.git"),
        ("https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/o/r.git", "https://***@github.com/o/r.git"),
        ("https://x-access-token:ghs_secret@github.com/o/r.git", "https://***@github.com/o/r.git"),
        ("https://glpat-abcdef123456@gitlab.com/o/r.git", "https://***@gitlab.com/o/r.git"),
        ("https://ghp_token:x-oauth-basic@github.com/o/r", "https://***@github.com/o/r"),
        ("https://example.com/specs.git?token=abc&ref=main", "https://example.com/specs.git?token=***&ref=main"),
        ("https://alice@example.com/specs.git", "https://***@example.com/specs.git"),
        ("http://sk_live_51HqLyjWDarjtT1zdp7dc@127.0.0.1/x.git", "http://***@127.0.0.1/x.git"),
        ("ssh://git:pw@example.com/specs.git", "ssh://git:***@example.com/specs.git"),
        ("ssh://git@example.com:2222/specs.git", "ssh://git@example.com:2222/specs.git"),
        ("git@github.com:team/specs.git", "git@github.com:team/specs.git"),
        ("git://example.com/specs.git", "git://example.com/specs.git"),
        ("/local/path/specs", "/local/path/specs"),
        ("https://a:b@host/p@q", "https://***@host/p@q"),
    ])
    func redactsURL(url: String, expected: String) {
        #expect(redacted(url) == expected)
    }

    @Test func redactsEveryURLInAMessage() {
        let message = "failed to push to 'https://bob:hunter2@example.com/specs.git' (mirror https://t:tok@m.example/x)"
        let result = redactingCredentials(in: message)
        #expect(
            result == "failed to push to 'https://***@example.com/specs.git' (mirror https://***@m.example/x)")
        #expect(!result.contains("hunter2"))
        #expect(redactingCredentials(in: "no URL here: a:b@c") == "no URL here: a:b@c")
    }

    @Test func gitErrorsAreRedactedWhenCreated() {
        let error = GitError(kind: .failure, message: "could not read https://u:secret-value@host/r.git")
        #expect(error.message == "could not read https://***@host/r.git")
        #expect(!error.description.contains("secret-value"))
    }
}
