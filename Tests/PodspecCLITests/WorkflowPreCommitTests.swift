import Foundation
import Testing

/// The pre-commit framework (https://pre-commit.com) using this repository's `.pre-commit-hooks.yaml`,
/// installed with the real `pre-commit` tool, as another project would configure it. No network: the
/// hook repository is a local clone holding this repository's hooks file.
@Suite struct WorkflowPreCommitTests {
    /// This repository's `.pre-commit-hooks.yaml`.
    private static let hooksFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".pre-commit-hooks.yaml").path

    @Test func badPodspecBlocksTheCommitAndGoodOnePasses() throws {
        let workspace = try WorkflowWorkspace()
        let hooks = try String(contentsOfFile: WorkflowPreCommitTests.hooksFile, encoding: .utf8)
        #expect(hooks.contains("- id: podspec-lint"))

        let manifest = try workspace.run("pre-commit validate-manifest \(WorkflowPreCommitTests.hooksFile)")
        #expect(manifest.status == 0, "\(manifest.output)")

        // The hook repository: the hooks file, committed (pre-commit checks out a revision).
        try workspace.write(hooks, to: "hooks/.pre-commit-hooks.yaml")
        try workspace.must(
            "git init -q -b main . && git add .pre-commit-hooks.yaml && git commit -q -m hooks", in: "hooks")
        let revision = try workspace.must("git rev-parse HEAD", in: "hooks").trimmingCharacters(
            in: .whitespacesAndNewlines)

        // The project that uses it.
        try workspace.write(
            """
            repos:
              - repo: \(workspace.child("hooks"))
                rev: \(revision)
                hooks:
                  - id: podspec-lint

            """, to: "project/.pre-commit-config.yaml")
        try workspace.must(
            "git init -q -b main . && git add .pre-commit-config.yaml && git commit -q -m config && pre-commit install",
            in: "project")

        try workspace.write(WorkflowPodspecs.bad(), to: "project/Good.podspec")
        let blocked = try workspace.run("git add Good.podspec && git commit -q -m 'add pod'", in: "project")
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.output.contains("podspec lint"))
        #expect(blocked.output.contains("Failed"))
        #expect(blocked.output.contains("- ERROR | "))
        #expect(try workspace.must("git rev-list --count HEAD", in: "project").hasPrefix("1"))

        try workspace.write(WorkflowPodspecs.good(), to: "project/Good.podspec")
        let passed = try workspace.run("git add Good.podspec && git commit -q -m 'add pod'", in: "project")
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.contains("Passed"))
        #expect(try workspace.must("git rev-list --count HEAD", in: "project").hasPrefix("2"))
    }
}
