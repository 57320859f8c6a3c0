import Foundation
import Testing

@testable import PodspecCLI

/// The small defects of issue 16, each pinned.
@Suite struct SmallDefectTests {
    /// On a terminal, the result is drawn over the progress line only after clearing it: a result shorter
    /// than the file name left its tail (` -> IGListKit (3.2.0).json`).
    @Test func progressLineIsClearedBeforeTheResult() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.write(WorkflowPodspecs.good(), to: "Good.podspec")
        try workspace.must("podspec ipc spec Good.podspec > Good.podspec.json && rm Good.podspec")
        let outcome = try workspace.run("script -qec 'podspec lib lint --quick --no-ansi Good.podspec.json' /dev/null")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains(" -> Good.podspec.json\r\u{1B}[K -> Good (1.0.0)"), "\(outcome.output)")
    }

    @Test func withoutATerminalTheOutputKeepsPodsBytes() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.write(WorkflowPodspecs.good(), to: "Good.podspec")
        let outcome = try workspace.run("podspec lib lint --quick Good.podspec")
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("\u{1B}"))
    }

    @Test func specLintOfAFolderSaysWhatItSearchesAndNamesTheFolder() throws {
        let help = SpecLintCommand.helpMessage().replacingOccurrences(of: "\n", with: " ")
        #expect(!help.contains("including subfolders"))
        #expect(help.contains("subfolders are not searched"))
        let workspace = try WorkflowWorkspace()
        try workspace.write(WorkflowPodspecs.good(), to: "Pods/Nested/Good.podspec")
        let outcome = try workspace.run("podspec spec lint --quick Pods")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains(
                "[!] No specs found in `Pods` (podspec looks for *.podspec and *.podspec.json directly in it, not in subfolders)."
            ),
            "\(outcome.output)")
        try workspace.must("mkdir Empty")
        let current = try workspace.run("podspec spec lint --quick", in: "Empty")
        #expect(current.output.contains("[!] No specs found in the current directory."), "\(current.output)")
    }

    @Test func specCatShowAllWithoutAnAnswerSaysWhatToDo() throws {
        let workspace = try ListEnvCommandTests.workspaceWithRepos()
        let repos = "CP_REPOS_DIR=\"$PWD/repos\""
        let closed = try workspace.run("\(repos) podspec spec cat Alpha --show-all < /dev/null")
        #expect(closed.status == 1)
        #expect(!closed.output.contains(" is invalid"), "\(closed.output)")
        #expect(closed.output.hasSuffix("[!] \(SpecCatCommand.noAnswer(3))\n"), "\(closed.output)")
        let answered = try workspace.run("echo 2 | \(repos) podspec spec cat Alpha --show-all")
        #expect(answered.status == 0, "\(answered.output)")
        #expect(
            answered.output.hasSuffix(
                "Which spec would you like to print [1-3]? {\"name\": \"Alpha\", \"version\": \"1.0\"}\n"))
        let wrong = try workspace.run("echo 9 | \(repos) podspec spec cat Alpha --show-all")
        #expect(wrong.status == 1)
        #expect(wrong.output.hasSuffix("[!] 9 is invalid [1-3]\n"), "\(wrong.output)")
    }

    @Test func repoRemoveHelpNamesTheReposFolder() {
        let help = RepoRemoveCommand.helpMessage()
        #expect(!help.contains("repos/.`"))
        #expect(help.contains("`~/.cocoapods/repos/` (or CP_REPOS_DIR)."))
    }

    @Test func repoUpdateFailureShowsTheCauseAndNamesPodspec() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.must("git init -q -b main specs && git -C specs commit -q --allow-empty -m init")
        let repos = "CP_REPOS_DIR=\"$PWD/repos\""
        try workspace.must("\(repos) podspec repo add acme \"file://$PWD/specs\"")
        try workspace.must("rm -rf specs")
        let outcome = try workspace.run("\(repos) podspec repo update acme")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("[!] podspec was not able to update the `acme` repo: "), "\(outcome.output)")
        #expect(outcome.output.contains("specs"), "libgit2's cause names the missing remote: \(outcome.output)")
        #expect(outcome.output.hasSuffix("you can inspect it running `podspec repo update acme --verbose`\n"))
        #expect(!outcome.output.contains("`pod "))
    }
}
