import Foundation
import Testing

@testable import PodspecCLI

/// `podspec list` and `podspec env`, run as a user types them.
@Suite struct ListEnvCommandTests {
    /// Two plain-folder spec repos: `acme` has Alpha 1.0 and 1.2 and beta 0.1, `other` has Alpha 2.0.
    static func workspaceWithRepos() throws -> WorkflowWorkspace {
        let workspace = try WorkflowWorkspace()
        for (repo, pod, version) in [
            ("acme", "Alpha", "1.0"), ("acme", "Alpha", "1.2"), ("acme", "beta", "0.1"), ("other", "Alpha", "2.0"),
        ] {
            try workspace.write(
                "{\"name\": \"\(pod)\", \"version\": \"\(version)\"}\n",
                to: "repos/\(repo)/Specs/\(pod)/\(version)/\(pod).podspec.json")
        }
        return workspace
    }

    @Test func listShowsEveryPodWithItsHighestVersionAsPodDoes() throws {
        let workspace = try Self.workspaceWithRepos()
        let outcome = try workspace.run("CP_REPOS_DIR=\"$PWD/repos\" podspec list")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output == "Alpha 2.0\nbeta 0.1\n\n2 pods were found\n")
    }

    @Test func verboseListNamesEachSourceRead() throws {
        let workspace = try Self.workspaceWithRepos()
        let outcome = try workspace.run("CP_REPOS_DIR=\"$PWD/repos\" podspec list --verbose")
        #expect(outcome.status == 0)
        let repos = workspace.path + "/repos"
        #expect(
            outcome.output.hasPrefix(
                "Reading the pods of the source `acme` (\(repos)/acme)\nReading the pods of the source `other` (\(repos)/other)\n"
            ),
            "\(outcome.output)")
    }

    @Test func listWithoutReposFindsNothing() throws {
        let outcome = try WorkflowWorkspace().run("CP_REPOS_DIR=\"$PWD/repos\" podspec list")
        #expect(outcome.status == 0)
        #expect(outcome.output == "\n0 pods were found\n")
    }

    @Test func envShowsToolHostReposAndVariablesWithSecretsRedacted() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.must(
            "git init -q -b main repos/acme && git -C repos/acme commit -q --allow-empty -m init && "
                + "git -C repos/acme remote add origin https://deploy:s3cret@git.example.com/specs.git")
        let outcome = try workspace.run(
            "CP_REPOS_DIR=\"$PWD/repos\" PODSPEC_TOKEN=tok-123 PODSPEC_LOCK_TIMEOUT=5 NETRC=/etc/podspec-netrc "
                + "HTTPS_PROXY=http://proxy-user:pw-123@proxy.example.com:3128 UNRELATED=1 podspec env")
        #expect(outcome.status == 0, "\(outcome.output)")
        let text = outcome.output
        for secret in ["s3cret", "tok-123", "pw-123", "proxy-user"] {
            #expect(!text.contains(secret), "\(secret) printed:\n\(text)")
        }
        #expect(text.hasPrefix("### Stack\n\n```\n     podspec : \(PodspecVersion.current)\n        Host : "))
        #expect(text.contains("\n     libgit2 : "))
        #expect(text.contains("\n   Repos dir : \(workspace.path)/repos\n"))
        let head = try workspace.must("git -C repos/acme rev-parse HEAD").trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(text.contains("\nRepositories : acme - git - https://***@git.example.com/specs.git @ \(head)\n"))
        #expect(text.contains("\nPODSPEC_TOKEN=***\n"))
        #expect(text.contains("\nPODSPEC_LOCK_TIMEOUT=5\n"))
        #expect(text.contains("\nNETRC=/etc/podspec-netrc\n"))
        #expect(text.contains("\nHTTPS_PROXY=http://***@proxy.example.com:3128\n"))
        #expect(!text.contains("UNRELATED"))
    }

    @Test(arguments: [
        ("PODSPEC_TOKEN", true), ("CP_API_KEY", true), ("GIT_ASKPASS", true), ("COCOAPODS_TRUNK_PASSWORD", true),
        ("CP_REPOS_DIR", false), ("NETRC", false), ("PODSPEC_CA_BUNDLE", false),
    ])
    func secretLookingNamesAreMasked(name: String, secret: Bool) {
        #expect(EnvironmentReport.isSecret(name) == secret)
    }
}
