import Foundation
import Testing

@testable import SpecRepo

/// The real binary refuses what issue 18 found: a repo name that isn't one folder, and a spec repo file
/// linked outside the repo (one clear `[!]` line naming it, exit 1, never the file's contents).
extension RepoCommandOutputTests {
    @Test func removeRefusesANameThatIsNotOneRepoFolderAndCatNeverPrintsALinkedFile() throws {
        let specs = repos.directory.child("private/Specs")
        try write(podspecText("Good", "1.0"), to: specs + "/Good/1.0/Good.podspec")
        for name in ["", "private/Specs", ".git"] {
            let result = try podspec(["repo", "remove", name])
            #expect(result.status == 1)
            #expect(result.output.hasPrefix("[!] Invalid repo name: "), "\(result.output)")
        }
        #expect(FileManager.default.fileExists(atPath: specs + "/Good/1.0/Good.podspec"))

        let outside = try TemporaryDirectory("netrc")
        try write("machine example.com password hunter2\n", to: outside.child("netrc"))
        try FileManager.default.createDirectory(atPath: specs + "/Foo/1.0.0", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: specs + "/Foo/1.0.0/Foo.podspec", withDestinationPath: outside.child("netrc"))
        let cat = try podspec(["spec", "cat", "Foo"])
        #expect(cat.status == 1)
        #expect(cat.output.hasPrefix("[!] In the `private` spec repo"), "\(cat.output)")
        #expect(cat.output.contains("Specs/Foo/1.0.0/Foo.podspec"))
        #expect(!cat.output.contains("hunter2"))
        let lint = try podspec(["repo", "lint", "private"])
        #expect(lint.status == 1)
        #expect(!lint.output.contains("hunter2"))
    }
}
