import Foundation
import Git
import Testing

/// `Repository.checkoutIndex(_:into:)`: the staged tree written to another folder, the index untouched.
@Suite struct CheckoutIndexTests {
    @Test func writesTheStagedContentNotTheWorkTreeAndLeavesTheIndexAlone() throws {
        let folder = try TemporaryDirectory("checkout-index")
        let repository = try Repository.create(at: folder.child("repo"), initialBranch: "main")
        let work = repository.workingDirectory ?? ""
        try write("staged\n", to: work + "/Pod/VERSION")
        try write("Pod::Spec.new\n", to: work + "/Pod/Pod.podspec")
        try repository.add(paths: ["Pod"])
        try write("working\n", to: work + "/Pod/VERSION")
        try write("untracked\n", to: work + "/Pod/NOTES")
        let before = try repository.status()

        let target = folder.child("snapshot")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try repository.checkoutIndex(try repository.index(), into: target)

        #expect(try String(contentsOfFile: target + "/Pod/VERSION", encoding: .utf8) == "staged\n")
        #expect(try String(contentsOfFile: target + "/Pod/Pod.podspec", encoding: .utf8) == "Pod::Spec.new\n")
        #expect(!FileManager.default.fileExists(atPath: target + "/Pod/NOTES"))
        #expect(try String(contentsOfFile: work + "/Pod/VERSION", encoding: .utf8) == "working\n")
        #expect(try repository.status() == before)
    }
}
