import Foundation
import Git
import Testing

/// SSH with keys held by a real ssh-agent. Serialized: each test points `SSH_AUTH_SOCK` in the process
/// environment, where libssh2 reads it, at its own agent.
@Suite("ssh (sshd) with ssh-agent", .serialized)
struct SSHAgentTests {
    let fixture: SSHTests
    var root: RepositoryRoot { fixture.root }
    var server: SSHGitServer { fixture.server }
    var work: TemporaryDirectory { fixture.work }
    var home: TemporaryDirectory { fixture.home }

    init() throws {
        fixture = try SSHTests()
    }

    private func keyFiles(_ keys: [String]?, agent: Bool) -> TransferOptions {
        fixture.keyFiles(keys, agent: agent)
    }

    /// Runs `body` with `SSH_AUTH_SOCK` pointing at an agent holding `keys`.
    private func withAgent(holding keys: [String], _ body: () throws -> Void) throws {
        let agent = try SSHAgent(in: home.path)
        defer { agent.stop() }
        for key in keys { try agent.add(key) }
        let previous = ProcessInfo.processInfo.environment["SSH_AUTH_SOCK"]
        setenv("SSH_AUTH_SOCK", agent.socket, 1)
        defer {
            if let previous { setenv("SSH_AUTH_SOCK", previous, 1) } else { unsetenv("SSH_AUTH_SOCK") }
        }
        try body()
    }

    @Test func agentHoldsTheKey() throws {
        try withAgent(holding: [server.userKey]) {
            let repository = try Repository.clone(
                from: server.url(root), to: work.child("agent"), options: keyFiles([], agent: true))
            #expect(try repository.head().branch == "main")
            try write("x\n", to: work.child("agent/x.txt"))
            try repository.add(paths: ["x.txt"])
            let id = try repository.commit(
                message: "Via agent", signature: Signature(name: "P", email: "p@example.com"))
            try repository.push(options: keyFiles([], agent: true))
            #expect(try root.revision("main") == id.hex)
        }
    }

    @Test func keyFileIsTriedAfterTheAgentFails() throws {
        try withAgent(holding: [server.strangerKey]) {
            let references = try Remote.listReferences(
                at: server.url(root), options: keyFiles([server.userKey], agent: true))
            #expect(references.branch("main") != nil)
        }
    }
}
