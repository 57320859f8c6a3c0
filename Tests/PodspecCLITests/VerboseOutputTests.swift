import Foundation
import Testing
import TestSupport

/// `--verbose`: the steps a user needs to diagnose a failure, on standard error, with credentials redacted.
@Suite struct VerboseOutputTests {
    /// `text` with what changes between runs (the server's port, timings, the workspace) made stable.
    static func normalised(_ text: String, port: Int? = nil, workspace: WorkflowWorkspace) -> String {
        var text = text.replacingOccurrences(of: workspace.path, with: "$WORKSPACE")
        if let port { text = text.replacingOccurrences(of: ":\(port)/", with: ":PORT/") }
        return text.replacing(/\(\d+\.\d\d s\)/, with: "(T s)")
    }

    @Test func httpRequestsShowTheirStatusWithoutTheCredential() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.write(WorkflowPodspecs.good(), to: "served/Good.podspec")
        let server = try LoopbackServer(.http, serving: workspace.child("served"))
        let url = "http://deploy:s3cret-token@127.0.0.1:\(server.port)/Good.podspec"
        let outcome = try workspace.run("podspec spec lint --quick --verbose --no-ansi '\(url)'")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(!outcome.output.contains("s3cret"))
        let text = Self.normalised(outcome.output, port: server.port, workspace: workspace)
        #expect(
            text == """
                GET http://***@127.0.0.1:PORT/Good.podspec
                  -> 200 OK (T s)

                 -> Good (1.0.0)

                Analyzed 1 podspec.

                Good.podspec passed validation.


                """, "\(text)")
    }

    @Test func gitOperationsShowTheRemoteWithoutTheCredential() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.must(
            "git init -q -b main specs && touch specs/README && git -C specs add README && git -C specs commit -qm init"
        )
        let repos = "CP_REPOS_DIR=\"$PWD/repos\""
        let added = try workspace.run("\(repos) podspec repo add acme \"file://$PWD/specs\" --verbose")
        #expect(added.status == 0, "\(added.output)")
        let updated = try workspace.run("\(repos) podspec repo update acme --verbose")
        #expect(updated.status == 0, "\(updated.output)")
        #expect(
            Self.normalised(added.output + updated.output, workspace: workspace) == """
                Cloning spec repo `acme` from `file://$WORKSPACE/specs`
                $ git clone file://$WORKSPACE/specs $WORKSPACE/repos/acme
                  -> done (T s)
                Updating spec repo `acme`
                $ git fetch origin (file://$WORKSPACE/specs)
                  -> done (T s)

                """)
        // A remote with a password in its URL: the clone fails, and neither the log nor the error shows it.
        let server = try LoopbackServer(.http, serving: workspace.child("specs"))
        let secret = "http://deploy:s3cret-token@127.0.0.1:\(server.port)/specs.git"
        let failed = try workspace.run("\(repos) podspec repo add other '\(secret)' --verbose")
        #expect(failed.status == 1)
        #expect(!failed.output.contains("s3cret"), "\(failed.output)")
        #expect(
            Self.normalised(failed.output, port: server.port, workspace: workspace).contains(
                "$ git clone http://***@127.0.0.1:PORT/specs.git $WORKSPACE/repos/other\n  -> failed: "))
    }

    @Test func dependencyLookUpsNameTheSourcesConsulted() throws {
        let fixtures = WorkflowWorkspace.fixtures
        let outcome = try WorkflowWorkspace().run(WorkflowWorkspace.exampleLint + " --verbose")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "Looking up Alamofire in the source `Public` (\(fixtures)/SpecRepos/Public)\n  -> 1 version ("),
            "\(outcome.output)")
    }

    @Test func withoutVerboseNothingIsLogged() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.write(WorkflowPodspecs.good(), to: "served/Good.podspec")
        let server = try LoopbackServer(.http, serving: workspace.child("served"))
        let outcome = try workspace.run("podspec spec lint --quick '\(server.url("Good.podspec"))'")
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("GET "))
    }
}
