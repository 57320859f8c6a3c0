import Foundation
import Testing

@testable import Git
@testable import SpecRepo

/// `repo push` writes only inside the spec repo (issue 18): a pod name or version from the podspec must
/// be one folder name, lint or not, checked before anything is written; a link committed to a shared
/// spec repo cannot redirect another user's push outside it; rollback removes exactly what it created.
@Suite(.serialized) struct PushContainmentTests {
    let root: RepositoryRoot
    let repos: ReposFolder
    let daemon: GitDaemon
    let repository: SpecRepository
    let outside: TemporaryDirectory

    init() throws {
        root = try RepositoryRoot()
        try root.makeSpecRepo()
        outside = try TemporaryDirectory("outside")
        try Self.commitLink("Specs/PushTest", to: outside.path, in: root)
        repos = try ReposFolder()
        daemon = try GitDaemon.start(serving: root)
        repository = try repos.clone(daemon.url())
    }

    /// Commits a symbolic link `link` → `target` to the server's `main`, as a hostile contributor could.
    static func commitLink(_ link: String, to target: String, in root: RepositoryRoot) throws {
        let clone = root.directory.child("link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: clone) }
        try git(["clone", "-q", root.directory.child("specs.git"), clone])
        try FileManager.default.createDirectory(
            atPath: ((clone + "/" + link) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: clone + "/" + link, withDestinationPath: target)
        try git(["add", "-A"], in: clone)
        try git(["commit", "-q", "-m", "A link"], in: clone)
        try git(["push", "-q", "origin", "main"], in: clone)
    }

    func push(_ podspecs: [String], lint: Bool = true, json: Bool = false) throws {
        var options = PushOptions()
        options.lockTimeout = 0.3
        options.fullValidation = nil
        options.lint = lint
        options.useJSON = json
        try SpecPusher(
            repository: repository, options: options, transfer: TransferOptions(credentials: .none),
            workingDirectory: repos.path, output: { _ in }
        ).push(podspecs)
    }

    /// Everything under the scratch folders but the repos' `.git` folders, to prove nothing was written.
    func snapshot() throws -> [String] {
        try [repos.path, outside.path].flatMap { folder in
            try FileManager.default.subpathsOfDirectory(atPath: folder).filter { !$0.contains(".git") }.map {
                folder + "/" + $0
            }
        }.sorted()
    }

    func expectRefused(_ expected: String, _ body: () throws -> Void) throws {
        let (state, files) = (try repos.state(), try snapshot())
        let error = #expect(throws: SpecRepoError.self) { try body() }
        #expect(error?.message.contains(expected) == true, "message: \(error?.message ?? "")")
        #expect(try repos.state() == state)
        #expect(try snapshot() == files)
    }

    @Test(arguments: [
        ("../../victim", "1.0"), ("a/b", "1.0"), ("a\nb", "1.0"), (".git", "1.0"), ("..", "1.0"),
        ("Victim", "../../x"), ("Victim", "1.0/x"), ("Victim", "not a version"), ("Victim", ".."),
    ])
    func namesAndVersionsMustBeOneFolderEvenWithoutLint(_ name: String, _ version: String) throws {
        let work = try TemporaryDirectory("hostile")
        let podspec = work.child("Victim.podspec")
        let quoted = name.replacingOccurrences(of: "\n", with: "\\n")
        try write(
            "Pod::Spec.new do |s|\n  s.name = \"\(quoted)\"\n  s.version = '\(version)'\nend\n", to: podspec)
        // Where `../../victim` would land from `private/Specs`: an existing file a push must not overwrite.
        let victim = repos.directory.child("victim/1.0/Victim.podspec")
        try write("precious\n", to: victim)
        for json in [false, true] {
            try expectRefused("can't be added to a spec repo") { try push([podspec], lint: false, json: json) }
        }
        #expect(try read(victim) == "precious\n")
    }

    @Test func aLinkCommittedToTheRepoCannotRedirectAPushEvenWithLint() throws {
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: repository.path + "/Specs/PushTest")
                == outside.path)
        // BaseKit is added and committed first (PushTest depends on it), then PushTest meets the link:
        // the push is refused and rolled back, and nothing is written outside.
        try expectRefused("Specs/PushTest") {
            try push([fixturePodspec("PushTest.podspec"), fixturePodspec("BaseKit.podspec")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(try root.files().contains { $0.hasPrefix("Specs/BaseKit") } == false)
    }
}
