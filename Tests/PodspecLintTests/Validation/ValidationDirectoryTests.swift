import Foundation
import Testing
import TestSupport

@testable import PodspecLint

/// `--validation-dir`: the remote source is fetched into `DIR/<Pod>` and kept; a folder already
/// there is refused rather than mixed with.
extension RemoteSourceTests {
    @Test func validationDirectoryReceivesAndKeepsTheSource() throws {
        let daemon = try LoopbackServer(.git, serving: try makeRepository())
        let directory = scratch.path + "/validation"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var options = ValidationHarness.offline()
        options.validationDirectory = directory
        let before = fetchedFolders()
        let path = try podspec(source: "{ :git => '\(daemon.url("RemotePod.git"))', :tag => '1.0.0' }")
        let outcome = ValidationHarness.validate(path, files: .remote, options: options)
        #expect(ValidationHarness.lines(outcome) == [])
        #expect(outcome.keptSource == directory + "/RemotePod")
        #expect(FileManager.default.fileExists(atPath: directory + "/RemotePod/Sources/RemotePod.m"))
        #expect(fetchedFolders() == before)

        let again = ValidationHarness.validate(path, files: .remote, options: options)
        let lines = ValidationHarness.lines(again)
        try #require(lines.count == 1, "\(lines)")
        #expect(
            lines[0].contains("`\(directory)/RemotePod` already exists: remove it or give another --validation-dir."))
        #expect(FileManager.default.fileExists(atPath: directory + "/RemotePod/Sources/RemotePod.m"))
    }
}
