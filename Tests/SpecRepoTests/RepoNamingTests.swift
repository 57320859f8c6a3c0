import Foundation
import Testing

@testable import SpecRepo

@Suite struct RepoNamingTests {
    @Test(arguments: [
        ("https://github.com/Artsy/Specs.git", "artsy"),
        ("git@github.com:Artsy/Specs.git", "artsy"),
        ("https://github.com/CocoaPods/Specs.git", "trunk"),
        ("https://sourceforge.org/Artsy/Specs.git", "sourceforge-artsy"),
        ("git@git.example.com:mobile/specs.git", "example-mobile"),
        ("https://me:token@gitlab.acme.co.uk/ios/private-specs.git", "acme-ios-private-specs"),
    ])
    func namesARepoAfterItsURL(url: String, name: String) {
        #expect(RepoNaming.baseName(for: url) == name)
    }

    @Test func makesTheNameUnique() throws {
        let folder = try TemporaryDirectory("naming")
        try FileManager.default.createDirectory(atPath: folder.child("artsy"), withIntermediateDirectories: true)
        #expect(
            RepoNaming.name(for: "https://github.com/Artsy/Specs.git", in: ReposDirectory(path: folder.path))
                == "artsy-1")
    }
}
