import Foundation
import Testing

/// `podspec repo push REPO FOLDER` as a user types it: the podspecs of the folder go in dependency
/// order, named in the summary; a cycle among them is one `[!]` error and exit 1, with nothing pushed.
@Suite struct RepoPushFolderCLITests {
    let workspace: WorkflowWorkspace

    /// A bare spec repo `specs.git` with one commit, added as `private`.
    init() throws {
        workspace = try WorkflowWorkspace()
        try workspace.must(
            "git init -q --bare -b main specs.git && git clone -q specs.git seed && cd seed && "
                + "echo specs > README.md && git add README.md && git commit -q -m 'Initial commit' && git push -q origin main"
        )
        try workspace.must("podspec repo add private \"file://$PWD/specs.git\"")
    }

    func writeRelease(_ dependencies: [String: String]) throws {
        for (name, dependency) in dependencies {
            try workspace.write(
                WorkflowPodspecs.good(name).replacingOccurrences(
                    of: "  s.swift_version = '5.9'\n",
                    with: "  s.swift_version = '5.9'\n  s.dependency '\(dependency)'\n"),
                to: "release/\(name).podspec")
        }
    }

    func serverLog() throws -> String {
        try workspace.must("git --git-dir=specs.git log --format=%s main")
    }

    @Test func aFolderIsPushedInDependencyOrder() throws {
        try writeRelease(["Apple": "Banana", "Banana": "Cherry", "Cherry": "Cherry/Core"])
        let outcome = try workspace.run("podspec repo push private release --no-lint --no-ansi")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(
            outcome.output.contains(
                "Pushed 3 specs to the `private' repo in dependency order: Cherry (1.0.0), Banana (1.0.0), Apple (1.0.0).\n"
            ))
        #expect(try serverLog() == "[Add] Apple (1.0.0)\n[Add] Banana (1.0.0)\n[Add] Cherry (1.0.0)\nInitial commit\n")
    }

    @Test func aCycleIsOneErrorAndNothingIsPushed() throws {
        try writeRelease(["Apple": "Banana", "Banana": "Apple"])
        let outcome = try workspace.run("podspec repo push private release --no-lint --no-ansi")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains(
                "[!] The podspecs depend on each other in a cycle: Apple -> Banana -> Apple. Nothing was pushed;"),
            "\(outcome.output)")
        #expect(try serverLog() == "Initial commit\n")
    }

    @Test func aFolderWithoutPodspecsIsOneError() throws {
        try workspace.write("", to: "empty/README.md")
        let outcome = try workspace.run("podspec repo push private empty --no-lint --no-ansi")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("[!] Couldn't find any podspec files in empty"), "\(outcome.output)")
    }
}
