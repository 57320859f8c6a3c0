import Testing

@testable import SpecRepo

@Suite struct ReposDirectoryTests {
    @Test func defaultsToCocoaPodsFolderInHome() {
        #expect(ReposDirectory(environment: ["HOME": "/home/ann"]).path == "/home/ann/.cocoapods/repos")
    }

    @Test func honoursCPReposDir() {
        #expect(ReposDirectory(environment: ["HOME": "/home/ann", "CP_REPOS_DIR": "/srv/repos"]).path == "/srv/repos")
    }
}
