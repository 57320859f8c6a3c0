import Foundation
import Testing

@testable import SpecRepo

/// `repo add` and `repo remove` take one folder name inside the repos folder, checked before anything is
/// touched (issue 18: `repo remove ../..` deleted `$HOME`, `repo remove ''` the repos folder, and
/// `repo add ../../x`, `.git` or `a/b` cloned outside it or into it).
@Suite struct RepoNameCheckTests {
    /// `home/.cocoapods/repos` (the repos folder, holding `private`) beside `home/.cocoapods/victim` and
    /// `home/victim`, which must survive everything.
    final class Layout {
        let scratch: TemporaryDirectory
        var home: String { scratch.child("home") }
        var reposPath: String { home + "/.cocoapods/repos" }
        var directory: ReposDirectory { ReposDirectory(path: reposPath) }
        let victims: [String]

        init() throws {
            scratch = try TemporaryDirectory("names")
            victims = [scratch.child("home/.cocoapods/victim/keep"), scratch.child("home/victim/keep")]
            for victim in victims { try write("keep\n", to: victim) }
            try write(podspecText("Foo", "1.0"), to: reposPath + "/private/Specs/Foo/1.0/Foo.podspec")
        }

        func survived() -> Bool {
            victims.allSatisfy { FileManager.default.fileExists(atPath: $0) }
                && FileManager.default.fileExists(atPath: reposPath + "/private/Specs/Foo/1.0/Foo.podspec")
        }
    }

    @Test(arguments: ["../victim", "../..", "", ".", "..", "private/Specs", ".git", "a\nb"])
    func removeRefusesANameThatIsNotOneRepoFolder(_ name: String) throws {
        let layout = try Layout()
        #expect(throws: SpecRepoError.self) { try layout.directory.remove(name: name) }
        #expect(layout.survived())
    }

    @Test func removeRefusesAnAbsolutePath() throws {
        let layout = try Layout()
        let victim = layout.scratch.child("home/victim")
        let error = #expect(throws: SpecRepoError.self) { try layout.directory.remove(name: victim) }
        #expect(error?.message.hasPrefix("Invalid repo name:") == true)
        #expect(layout.survived())
    }

    @Test func removeDeletesALinkNotWhatItLeadsTo() throws {
        let layout = try Layout()
        try FileManager.default.createSymbolicLink(
            atPath: layout.reposPath + "/linked", withDestinationPath: layout.reposPath + "/private")
        try layout.directory.remove(name: "linked")
        #expect(layout.survived())
        #expect(layout.directory.repository(named: "linked") == nil)
        try layout.directory.remove(name: "private")
        #expect(layout.directory.repository(named: "private") == nil)
        #expect(FileManager.default.fileExists(atPath: layout.reposPath))
    }

    /// A repo linked into the repos folder from elsewhere is found by name, as it is listed; removing it
    /// removes the link, never the folder it leads to.
    @Test func aRepoLinkedFromElsewhereIsFoundByNameAndRemovedAsALink() throws {
        let layout = try Layout()
        let elsewhere = layout.scratch.child("work/specs")
        try FileManager.default.createDirectory(atPath: elsewhere + "/Specs", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: layout.reposPath + "/specs", withDestinationPath: elsewhere)
        #expect(layout.directory.repositories().map(\.name).contains("specs"))
        #expect(layout.directory.repository(named: "specs")?.path == layout.reposPath + "/specs")
        try layout.directory.remove(name: "specs")
        #expect(layout.directory.repository(named: "specs") == nil)
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/Specs"))
        #expect(layout.survived())
    }

    @Test(arguments: ["../../x", "../x", ".git", "a/b", "", "..", ".hidden"])
    func addRefusesANameThatIsNotOneRepoFolder(_ name: String) throws {
        let layout = try Layout()
        let root = try RepositoryRoot()
        let url = "file://" + (try root.makeSpecRepo())
        let before = try FileManager.default.subpathsOfDirectory(atPath: layout.home).sorted()
        let error = #expect(throws: SpecRepoError.self) {
            try layout.directory.add(name: name, url: url, branch: nil)
        }
        #expect(error?.message.hasPrefix("Invalid repo name:") == true)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: layout.home).sorted() == before)
    }
}
