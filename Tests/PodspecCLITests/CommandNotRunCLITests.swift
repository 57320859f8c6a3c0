import Foundation
import Testing
import TestSupport

/// A podspec calling `system(…)` lints as CocoaPods lints it, without the command being run, and the run
/// says so on standard error, once per place, even with `--silent`.
@Suite struct CommandNotRunCLITests {
    @Test func lintGoesOnAndSaysTheCommandWasNotRun() throws {
        let workspace = try WorkflowWorkspace()
        let podspec = WorkflowPodspecs.good().replacingOccurrences(
            of: "Pod::Spec.new do |s|", with: "system(\"touch #{__dir__}/ran\")\nPod::Spec.new do |s|")
        try workspace.write(podspec, to: "Good.podspec")
        let outcome = try workspace.run(
            "podspec ipc spec Good.podspec && podspec lib lint --quick --silent Good.podspec")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(!FileManager.default.fileExists(atPath: workspace.child("ran")))
        let notices = outcome.output.components(separatedBy: "\n").filter { $0.contains("was not run") }
        #expect(notices.count == 2, "\(outcome.output)")
        #expect(notices.allSatisfy { $0.hasPrefix("[!] ") && $0.contains("Good.podspec:1:1: `system` was not run") })
        #expect(outcome.output.contains("\"name\": \"Good\""))
    }
}
