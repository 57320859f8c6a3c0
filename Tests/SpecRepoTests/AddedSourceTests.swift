import Foundation
import Testing

@testable import SpecRepo

/// Finding an added source by name or URL (`--sources`, `repo push REPO`): names first, then URLs
/// compared canonically, trunk's URL being trunk.
@Suite struct AddedSourceTests {
    let folder: TemporaryDirectory
    let directory: ReposDirectory

    init() throws {
        folder = try TemporaryDirectory("added-source")
        try FileManager.default.createDirectory(atPath: folder.child("acme"), withIntermediateDirectories: true)
        try "https://cdn.example.com/Specs/\n".write(
            toFile: folder.child("acme/.url"), atomically: true, encoding: .utf8)
        try git(["init", "-q", folder.child("private")])
        try git(["remote", "add", "origin", "https://git.example.com/Team/Specs.git"], in: folder.child("private"))
        directory = ReposDirectory(path: folder.path)
    }

    func name(_ source: AddedSource?) -> String? {
        switch source {
        case .cdn(let cdn)?: "cdn \(cdn.name)"
        case .repository(let repository)?: "repo \(repository.name)"
        case nil: nil
        }
    }

    @Test func byName() {
        #expect(name(directory.addedSource("acme", environment: [:])) == "cdn acme")
        #expect(name(directory.addedSource("private", environment: [:])) == "repo private")
        #expect(name(directory.addedSource("trunk", environment: [:])) == "cdn trunk")
        #expect(directory.addedSource("nobody", environment: [:]) == nil)
    }

    @Test func byURLComparedCanonically() {
        #expect(name(directory.addedSource("HTTPS://cdn.example.com/Specs", environment: [:])) == "cdn acme")
        #expect(name(directory.addedSource("https://git.example.com/team/specs/", environment: [:])) == "repo private")
        #expect(name(directory.addedSource("https://cdn.cocoapods.org/", environment: [:])) == "cdn trunk")
        #expect(directory.addedSource("https://elsewhere.example.com/Specs.git", environment: [:]) == nil)
    }

    @Test func lookingUpByURLOnlyIgnoresNames() {
        #expect(directory.addedSource(withURL: "acme", environment: [:]) == nil)
        #expect(name(directory.addedSource(named: "acme", environment: [:])) == "cdn acme")
    }
}
