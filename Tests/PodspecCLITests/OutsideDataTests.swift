import Foundation
import Testing
import TestSupport

/// Issue 18: what `spec lint URL` saves and lets a downloaded podspec read, and how text from a
/// podspec reaches the terminal. Runs the built `podspec` against a loopback server.
@Suite struct OutsideDataTests {
    /// 18.4: the URL's last part was percent-decoded (`%2F` → `/`) and used as the file name.
    @Test func aDownloadIsSavedUnderOneCheckedName() throws {
        let workspace = try WorkflowWorkspace()
        let name = ".bashrc-\(UUID().uuidString)"
        try workspace.write(WorkflowPodspecs.good(), to: "served/\(name)")
        let server = try LoopbackServer(.http, serving: workspace.child("served"))
        let outside = NSTemporaryDirectory() + name
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let outcome = try workspace.run("podspec spec lint --quick --no-ansi '\(server.url("x/..%2F\(name)"))'")
        #expect(!FileManager.default.fileExists(atPath: outside))
        #expect(outcome.output.contains(" -> Good (1.0.0)"), "\(outcome.output)")
    }

    /// 18.5: a downloaded podspec's sandbox was all of the temporary folder; now it is its own folder.
    @Test func aDownloadedPodspecReadsOnlyItsOwnFolder() throws {
        let workspace = try WorkflowWorkspace()
        let secret = "podspec-secret-\(UUID().uuidString)"
        try "s3cr3t".write(toFile: NSTemporaryDirectory() + secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + secret) }
        let podspec = WorkflowPodspecs.good().replacingOccurrences(
            of: "s.summary      = 'Parses bananas into structured fruit data.'",
            with: "s.summary      = File.read(File.join(__dir__, '..', '\(secret)'))")
        try workspace.write(podspec, to: "served/Good.podspec")
        let server = try LoopbackServer(.http, serving: workspace.child("served"))
        let outcome = try workspace.run(
            "podspec spec lint --quick --no-ansi --format json '\(server.url("Good.podspec"))'")
        #expect(outcome.status == 1)
        #expect(!outcome.output.contains("s3cr3t"))
        #expect(outcome.output.contains("outside"), "\(outcome.output)")
    }

    /// 18.7: escape sequences in a podspec's values (here its name, and its lines in a load error's
    /// excerpt) were printed raw, even with `--no-ansi`.
    @Test(arguments: [
        ["lib", "lint", "--quick", "--no-ansi"], ["lib", "lint", "--quick", "--format", "github"],
        ["lib", "lint", "--quick", "--format", "compiler"], ["lib", "lint", "--quick", "--format", "json"],
    ])
    func escapeSequencesFromAPodspecNeverReachTheTerminal(arguments: [String]) throws {
        let workspace = try WorkflowWorkspace()
        let named = WorkflowPodspecs.good().replacingOccurrences(
            of: "s.name         = 'Good'", with: "s.name         = \"Good\\e]0;pwned\\a\\e[2J\"")
        try workspace.write(named, to: "Good.podspec")
        // The unterminated string is reported where the file ends, on the line that quotes the sequences.
        try workspace.write(
            "Pod::Spec.new do |s|\n  s.summary = \"\u{1B}]0;pwned\u{07}\u{1B}[2J", to: "Broken.podspec")
        for file in ["Good.podspec", "Broken.podspec"] {
            let outcome = try workspace.run("podspec \(arguments.joined(separator: " ")) \(file)")
            #expect(outcome.status != 0)
            #expect(!outcome.output.contains("\u{1B}"), "\(file): \(outcome.output.debugDescription)")
            #expect(!outcome.output.contains("\u{07}"), "\(file): \(outcome.output.debugDescription)")
            if arguments.contains("--no-ansi") {
                #expect(outcome.output.contains("\\u{1b}]0;pwned\\u{7}\\u{1b}[2J"), "\(file): \(outcome.output)")
            }
        }
    }
}
