import Foundation
import Testing

@testable import SpecRepo

@Suite struct PodSearchTests {
    let folder: TemporaryDirectory
    let search: PodSearch

    init() throws {
        folder = try TemporaryDirectory("search")
        let repos = folder.child("repos")
        try writeTree(
            [
                "main/Networking/1.0/Networking.podspec": podspecText("Networking", "1.0", summary: "HTTP client."),
                "main/Networking/2.0/Networking.podspec": podspecText(
                    "Networking", "2.0", summary: "An HTTP client with retries."),
                "main/ImageKit/1.0/ImageKit.podspec": podspecText("ImageKit", "1.0", summary: "Decodes images."),
                "main/NetworkImage/0.1/NetworkImage.podspec": podspecText(
                    "NetworkImage", "0.1", summary: "Images over HTTP."),
                "other/Networking/2.1-beta/Networking.podspec": podspecText("Networking", "2.1-beta"),
            ], under: repos)
        search = PodSearch(repositories: ReposDirectory(path: repos).repositories())
    }

    @Test func searchesNamesOnly() throws {
        let sets = try search.search(try PodSearch.pattern(["network"], isRegex: false), fullText: false)
        #expect(sets.map(\.name) == ["NetworkImage", "Networking"])
        #expect(sets[1].versionsByRepository == "2.0, 1.0 [main repo] - 2.1-beta [other repo]")
        #expect(sets[1].highest?.version.string == "2.1-beta")
    }

    @Test func searchesSummariesOfTheHighestVersion() throws {
        let sets = try search.search("http", fullText: true)
        #expect(sets.map(\.name) == ["NetworkImage"])  // Networking's highest version has another summary
        #expect(throws: SpecRepoError.noPodMatching("retries")) { try search.search("retries", fullText: true) }
        #expect(try search.search("tests", fullText: true).map(\.name) == ["Networking"])
    }

    @Test func everyWordMustMatch() throws {
        #expect(try search.search("images decodes", fullText: true).map(\.name) == ["ImageKit"])
        #expect(throws: SpecRepoError.noPodMatching("images nothing")) {
            try search.search("images nothing", fullText: true)
        }
        #expect(throws: SpecRepoError.noPodNamed("zzz")) { try search.search("zzz", fullText: false) }
    }

    @Test func sortsByWhereTheNameMatches() throws {
        let sets = try search.search("image", fullText: false)
        #expect(sets.map(\.name) == ["ImageKit", "NetworkImage"])
    }

    @Test func refusesAnInvalidRegularExpression() {
        #expect(throws: SpecRepoError("A valid regular expression is required.")) {
            try PodSearch.pattern(["(unclosed"], isRegex: true)
        }
        #expect((try? PodSearch.pattern(["a.b"], isRegex: false)) == #"a\.b"#)
    }

    @Test func presentsAPodLikePodSearch() throws {
        let folder = try TemporaryDirectory("present")
        try writeTree(
            [
                "main/Kit/1.0/Kit.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'Kit'
                  s.version = '1.0'
                  s.summary = 'A kit.'
                  s.homepage = 'https://example.com/kit'
                  s.source = { :git => 'https://example.com/kit.git', :tag => '1.0' }
                  s.subspec 'Core' do |c|
                  end
                end
                """
            ], under: folder.path)
        let repository = ReposDirectory(path: folder.path).repositories()
        let set = try #require(try PodSearch(repositories: repository).search("kit", fullText: false).first)
        let spec = try repository[0].specification("Kit", version: "1.0")
        #expect(
            PodPresenter(set: set, specification: spec).render() == """

                -> Kit (1.0)
                   A kit.
                   pod 'Kit', '~> 1.0'
                   - Homepage: https://example.com/kit
                   - Source:   https://example.com/kit.git
                   - Versions: 1.0 [main repo]
                   - Subspecs:
                     - Kit/Core (1.0)

                """)
    }
}
