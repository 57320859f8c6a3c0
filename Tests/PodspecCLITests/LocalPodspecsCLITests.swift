import Foundation
import Testing

/// `lib lint --include-podspecs/--external-podspecs` resolve a sibling pod released at the same time
/// and in no source; `--skip-import-validation` and `--validation-dir` as a user types them. Runs the
/// built `podspec` offline: `--sources` is an empty spec repo folder and URLs are not checked.
@Suite struct LocalPodspecsCLITests {
    let workspace: WorkflowWorkspace

    /// `repo/App.podspec` depends on `Kit` (`repo/Kit.podspec`) and imports its header; `other/Far.podspec`
    /// is a second copy of Kit's podspec outside the repo, named Kit too.
    init() throws {
        workspace = try WorkflowWorkspace()
        try workspace.write(
            Self.podspec("App", files: "App/*.{h,m}", "  s.dependency 'Kit', '~> 1.0'"), to: "repo/App.podspec")
        try workspace.write("#import \"Kit.h\"\n", to: "repo/App/App.m")
        try workspace.write(Self.podspec("Kit", files: "Kit/*.{h,m}"), to: "repo/Kit.podspec")
        try workspace.write("", to: "repo/Kit/Kit.h")
        try workspace.write(Self.podspec("Kit", files: "Kit/*.{h,m}"), to: "other/Kit.podspec")
        for file in ["repo/LICENSE", "specs/.keep"] { try workspace.write("MIT", to: file) }
    }

    /// `WorkflowPodspecs.good(name)` as an Objective-C pod whose source can't be fetched, plus `extra`.
    static func podspec(_ name: String, files: String, _ extra: String = "") -> String {
        WorkflowPodspecs.good(name)
            .replacingOccurrences(of: "https://github.com/example/\(name).git", with: "file:///nonexistent/\(name).git")
            .replacingOccurrences(of: "'Sources/**/*.swift'", with: "'\(files)'")
            .replacingOccurrences(of: "  s.swift_version = '5.9'\n", with: extra + "\n")
    }

    func lint(_ options: String) throws -> WorkflowWorkspace.Outcome {
        try workspace.run(
            "podspec lib lint App.podspec --no-ansi --skip-urls --sources=../specs \(options)", in: "repo")
    }

    @Test func withoutLocalPodspecsTheSiblingIsInNoSource() throws {
        let outcome = try lint("")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains(
                "- ERROR | [iOS] dependencies: Unable to find a specification for `Kit (~> 1.0)` depended upon by `App`"
            ),
            "\(outcome.output)")
    }

    @Test func includePodspecsResolvesTheSiblingAndItsHeadersInPlace() throws {
        let outcome = try lint("--include-podspecs='*.podspec'")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("App passed validation."))
        #expect(!outcome.output.contains("imports"))
    }

    @Test func externalPodspecsResolveTheDependencyAndFetchItsSource() throws {
        let outcome = try lint("--external-podspecs=../other/Kit.podspec")
        // Kit resolves; its source can't be fetched, so the header it would provide is only warned about.
        #expect(!outcome.output.contains("dependencies:"), "\(outcome.output)")
        #expect(outcome.output.contains("- WARN  | [iOS] imports: App/App.m:1:9: 'Kit.h' file not found"))
        let skipped = try lint("--external-podspecs=../other/Kit.podspec --skip-import-validation")
        #expect(skipped.status == 0, "\(skipped.output)")
        #expect(!skipped.output.contains("imports"))
    }

    @Test func anIncludeGlobLeavingThePodspecsFolderIsRefused() throws {
        let outcome = try lint("--include-podspecs='../other/*.podspec'")
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains("[!] --include-podspecs=../other/*.podspec must name podspecs inside"),
            "\(outcome.output)")
        #expect(!outcome.output.contains("passed validation"))
    }

    @Test func validationDirMustBeAFolder() throws {
        let outcome = try lint("--validation-dir=LICENSE")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("[!] The validation directory `LICENSE` is not usable: "), "\(outcome.output)")
    }
}
