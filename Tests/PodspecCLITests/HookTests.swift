import Foundation
import Testing

/// `podspec hook install|uninstall|run`, exercised as a user would: real git, real commits, the built binary.
@Suite struct HookTests {
    /// A repository with one commit, so later commits have a HEAD to differ from.
    private func repository() throws -> WorkflowWorkspace {
        let workspace = try WorkflowWorkspace()
        try workspace.write("# Example\n", to: "README.md")
        try workspace.must("git init -q -b main . && git add README.md && git commit -q -m initial")
        return workspace
    }

    @Test func badStagedPodspecIsBlockedEvenWhenTheWorkingTreeIsFixed() throws {
        let workspace = try repository()
        try workspace.must("podspec hook install")
        try workspace.write(WorkflowPodspecs.bad(), to: "Good.podspec")
        try workspace.must("git add Good.podspec")
        try workspace.write(WorkflowPodspecs.good(), to: "Good.podspec")  // fixed, but not staged

        let blocked = try workspace.run("git commit -q -m 'add pod'")
        #expect(blocked.status == 1)
        #expect(blocked.output.contains(" -> Good"))
        #expect(blocked.output.contains("- ERROR | "))
        #expect(blocked.output.contains("[!] Good did not pass validation, due to"))
        #expect(try workspace.must("git rev-list --count HEAD").trimmingCharacters(in: .whitespacesAndNewlines) == "1")

        try workspace.must("git add Good.podspec")
        let passed = try workspace.run("git commit -q -m 'add pod'")
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.contains("Good passed validation."))
    }

    @Test func goodStagedPodspecPassesEvenWhenTheWorkingTreeIsBroken() throws {
        let workspace = try repository()
        try workspace.must("podspec hook install")
        try workspace.write(WorkflowPodspecs.good(), to: "Good.podspec")
        try workspace.must("git add Good.podspec")
        try workspace.write(WorkflowPodspecs.bad(), to: "Good.podspec")

        let outcome = try workspace.run("git commit -q -m 'add pod'")
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// 18.8: a podspec reading `VERSION` read the working tree's, so an unstaged fix hid a broken staged file.
    @Test(arguments: [(staged: "", working: "1.0.0", passes: false), (staged: "1.0.0", working: "", passes: true)])
    func filesAPodspecReadsComeFromTheIndexToo(staged: String, working: String, passes: Bool) throws {
        let workspace = try repository()
        try workspace.must("podspec hook install")
        let podspec = WorkflowPodspecs.good().replacingOccurrences(
            of: "s.version      = '1.0.0'", with: "s.version      = File.read(File.join(__dir__, 'VERSION')).strip")
        try workspace.write(podspec, to: "Pod/Good.podspec")
        try workspace.write(staged + "\n", to: "Pod/VERSION")
        try workspace.must("git add Pod")
        try workspace.write(working + "\n", to: "Pod/VERSION")  // not staged

        let outcome = try workspace.run("git commit -q -m 'add pod'")
        #expect(outcome.status == (passes ? 0 : 1), "\(outcome.output)")
        #expect(
            outcome.output.contains(passes ? "Good passed validation." : "did not pass validation"), "\(outcome.output)"
        )
        #expect(!outcome.output.contains("podspec-staged-"), "\(outcome.output)")
    }

    /// The staged files are linted in a temporary checkout of the index; messages still name the user's paths.
    @Test func aStagedPodspecThatDoesNotLoadIsNamedByItsOwnPath() throws {
        let workspace = try repository()
        try workspace.must("podspec hook install")
        try workspace.write("Pod::Spec.new do |s|\n  s.name = 'Broken\n", to: "Pod/Broken.podspec")
        try workspace.must("git add Pod")

        let outcome = try workspace.run("git commit -q -m 'add pod'")
        #expect(outcome.status == 1, "\(outcome.output)")
        #expect(outcome.output.contains("Pod/Broken.podspec"), "\(outcome.output)")
        #expect(!outcome.output.contains("podspec-staged-"), "\(outcome.output)")
    }

    @Test func firstCommitOfANewRepositoryIsLinted() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.must("git init -q -b main . && podspec hook install")
        try workspace.write(WorkflowPodspecs.bad(), to: "Good.podspec")
        let blocked = try workspace.run("git add Good.podspec && git commit -q -m first")
        #expect(blocked.status == 1)
        #expect(blocked.output.contains("[!] Good did not pass validation"))
    }

    @Test func commitAllLintsTheIndexGitCommits() throws {
        // `git commit -a` commits a temporary index (GIT_INDEX_FILE), not .git/index.
        let workspace = try repository()
        try workspace.write(WorkflowPodspecs.good(), to: "Good.podspec")
        try workspace.must("git add Good.podspec && git commit -q -m 'add pod' && podspec hook install")
        try workspace.write(WorkflowPodspecs.bad(), to: "Good.podspec")

        let outcome = try workspace.run("git commit -a -q -m 'break pod'")
        #expect(outcome.status == 1, "\(outcome.output)")
        #expect(outcome.output.contains("[!] Good did not pass validation"))
    }

    @Test func commitsWithoutPodspecsAndDeletionsAreNotLinted() throws {
        let workspace = try repository()
        try workspace.write(WorkflowPodspecs.bad(), to: "Legacy.podspec")
        try workspace.must("git add Legacy.podspec && git commit -q -m legacy && podspec hook install")
        try workspace.write("more\n", to: "README.md")
        let unrelated = try workspace.run("git commit -a -q -m readme")
        #expect(unrelated.status == 0, "\(unrelated.output)")
        #expect(unrelated.output.isEmpty)
        let deletion = try workspace.run("git rm -q Legacy.podspec && git commit -q -m 'remove legacy'")
        #expect(deletion.status == 0, "\(deletion.output)")
    }

    @Test func existingHookIsChainedAndRestored() throws {
        let workspace = try repository()
        let original = "#!/bin/sh\necho previous-hook-ran >> \"$(git rev-parse --git-dir)/previous.log\"\n"
        try workspace.write(original, to: ".git/hooks/pre-commit", executable: true)

        let install = try workspace.must("podspec hook install")
        #expect(install.contains("Kept the existing hook as"))
        #expect(try workspace.read(".git/hooks/pre-commit.before-podspec") == original)

        try workspace.write(WorkflowPodspecs.good(), to: "Good.podspec")
        let commit = try workspace.run("git add Good.podspec && git commit -q -m 'add pod'")
        #expect(commit.status == 0, "\(commit.output)")
        #expect(try workspace.read(".git/previous.log") == "previous-hook-ran\n")

        // Installing again updates our hook; it must not chain itself.
        try workspace.must("podspec hook install --allow-warnings")
        #expect(try workspace.read(".git/hooks/pre-commit.before-podspec") == original)
        #expect(try workspace.read(".git/hooks/pre-commit").contains("hook run --allow-warnings"))

        let uninstall = try workspace.must("podspec hook uninstall")
        #expect(uninstall.contains("Restored the previous hook"))
        #expect(try workspace.read(".git/hooks/pre-commit") == original)
        #expect(!FileManager.default.fileExists(atPath: workspace.child(".git/hooks/pre-commit.before-podspec")))
    }

    @Test func failingExistingHookStillBlocksTheCommit() throws {
        let workspace = try repository()
        try workspace.write(
            "#!/bin/sh\necho previous hook says no\nexit 3\n", to: ".git/hooks/pre-commit", executable: true)
        try workspace.must("podspec hook install")
        try workspace.write(WorkflowPodspecs.good(), to: "Good.podspec")
        let commit = try workspace.run("git add Good.podspec && git commit -q -m 'add pod'")
        #expect(commit.status == 1)
        #expect(commit.output.contains("previous hook says no"))
    }

    @Test func honoursCoreHooksPath() throws {
        let workspace = try repository()
        try workspace.must("git config core.hooksPath .githooks")
        try workspace.must("mkdir -p src && cd src && podspec hook install")
        #expect(FileManager.default.isExecutableFile(atPath: workspace.child(".githooks/pre-commit")))
        #expect(!FileManager.default.fileExists(atPath: workspace.child(".git/hooks/pre-commit")))

        try workspace.write(WorkflowPodspecs.bad(), to: "Pods/Good.podspec")
        let blocked = try workspace.run("git add Pods/Good.podspec && git commit -q -m 'add pod'")
        #expect(blocked.status == 1)
        #expect(blocked.output.contains("[!] Good did not pass validation"))
    }

    @Test func linkedWorkTreeInstallsInTheSharedHooksFolder() throws {
        let workspace = try repository()
        try workspace.must("git worktree add -q linked && cd linked && podspec hook install")
        #expect(FileManager.default.isExecutableFile(atPath: workspace.child(".git/hooks/pre-commit")))
    }

    @Test func foreignHookIsNeverRemoved() throws {
        let workspace = try repository()
        let foreign = "#!/bin/sh\nexit 0\n"
        try workspace.write(foreign, to: ".git/hooks/pre-commit", executable: true)
        let outcome = try workspace.run("podspec hook uninstall")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("was not installed by `podspec hook install`"))
        #expect(try workspace.read(".git/hooks/pre-commit") == foreign)
    }

    @Test func outsideARepositoryIsOneClearLine() throws {
        let workspace = try WorkflowWorkspace()
        for command in ["podspec hook install", "podspec hook run"] {
            let outcome = try workspace.run(command)
            #expect(outcome.status == 1)
            #expect(outcome.output.hasPrefix("[!] `"))
            #expect(outcome.output.contains("is not in a git repository"))
            #expect(outcome.output.split(separator: "\n").count == 1, "\(outcome.output)")
        }
    }

    @Test func stagedJSONPodspecIsLintedFromTheIndex() throws {
        let workspace = try repository()
        try workspace.must("podspec hook install")
        try workspace.write("{\"name\": \"Broken\",", to: "Broken.podspec.json")
        try workspace.must("git add Broken.podspec.json")
        try workspace.write("", to: "Broken.podspec.json")
        let blocked = try workspace.run("git commit -q -m 'add pod'")
        #expect(blocked.status == 1)
        #expect(blocked.output.contains("could not be loaded"))
    }
}
