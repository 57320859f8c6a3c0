import Foundation
import Testing

@testable import PodspecLint

/// The podspecs directly in a folder, in pod's two glob orders.
struct PodspecFilesTests {
    @Test func folderListingFollowsPodsGlobs() throws {
        let scratch = try ScratchFolder()
        for file in ["B.podspec", "A.podspec", "C.podspec.json", "A.podspec.json", "notes.txt", "Sub/D.podspec"] {
            try scratch.write("Pods/" + file, "")
        }
        let folder = scratch.path + "/Pods"
        #expect(
            PodspecFiles.inFolder(folder)
                == ["A.podspec.json", "C.podspec.json", "A.podspec", "B.podspec"].map { folder + "/" + $0 })
        #expect(
            PodspecFiles.inFolder(folder + "/", order: .rubyFirst)
                == ["A.podspec", "B.podspec", "A.podspec.json", "C.podspec.json"].map { folder + "/" + $0 })
        #expect(PodspecFiles.inFolder(scratch.path + "/Nowhere").isEmpty)
    }

    @Test func podspecNames() {
        #expect(PodspecFiles.isPodspec("a/Foo.podspec") && PodspecFiles.isPodspec("Foo.podspec.json"))
        #expect(!PodspecFiles.isPodspec("Foo.podspec.bak") && !PodspecFiles.isPodspec("Podfile"))
    }
}
