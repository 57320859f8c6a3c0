import Foundation
@testable import Git
@testable import SpecRepo

/// The package's `Fixtures/SpecRepos` folder.
let specRepoFixtures: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/SpecRepos").path
}()

/// The path of a fixture podspec.
func fixturePodspec(_ name: String) -> String {
    (specRepoFixtures as NSString).appendingPathComponent("Podspecs/\(name)")
}

/// A minimal podspec text for `name` at `version` (loads; not meant to pass lint).
func podspecText(_ name: String, _ version: String, summary: String = "A pod for tests.") -> String {
    "Pod::Spec.new do |s|\n  s.name = '\(name)'\n  s.version = '\(version)'\n  s.summary = '\(summary)'\nend\n"
}

/// Writes files (relative path → contents) under `root`.
func writeTree(_ files: [String: String], under root: String) throws {
    for (relative, contents) in files {
        try write(contents, to: (root as NSString).appendingPathComponent(relative))
    }
}

/// A repos folder (CP_REPOS_DIR) holding clones of the bare repos a test server exports.
final class ReposFolder {
    let directory: TemporaryDirectory
    var path: String { directory.path }
    var reposDirectory: ReposDirectory { ReposDirectory(path: path) }

    init() throws {
        directory = try TemporaryDirectory("repos")
    }

    /// Clones `url` as repo `name` with the git command line (independent of the code under test).
    @discardableResult
    func clone(_ url: String, as name: String = "private") throws -> SpecRepository {
        try git(["clone", "-q", url, directory.child(name)])
        return SpecRepository(path: directory.child(name))
    }

    /// `git status --porcelain` and `git rev-parse HEAD` of repo `name`, to compare before and after.
    func state(_ name: String = "private") throws -> String {
        let folder = directory.child(name)
        let head = try git(["rev-parse", "HEAD"], in: folder)
        let status = try git(["status", "--porcelain", "--untracked-files=all"], in: folder)
        let files = try git(["ls-files", "--others", "--cached"], in: folder)
        let locks =
            (try? FileManager.default.contentsOfDirectory(atPath: folder + "/.git"))?.filter {
                $0.hasSuffix(".lock")
            } ?? []
        return "HEAD \(head)status [\(status)]\nfiles \(files)\nlocks \(locks)"
    }
}

/// Collects what a push prints.
final class OutputRecorder: @unchecked Sendable {
    private(set) var text = ""
    func append(_ line: String) { text += line }
}

/// The package's `Fixtures/Pods` folder (small pods with files).
let podFixtures = (specRepoFixtures as NSString).deletingLastPathComponent + "/Pods"

extension RepositoryRoot {
    /// Creates `<name>.git` from the files of `Fixtures/Pods/<fixture>`, committed on `main` and
    /// tagged `tag` (annotated), with the git command line; returns the bare repo's path.
    @discardableResult
    func makePodRepository(_ name: String, fixture: String, tag: String) throws -> String {
        let work = directory.child("\(name)-work")
        try FileManager.default.copyItem(atPath: podFixtures + "/" + fixture, toPath: work)
        try git(["init", "-q", "-b", "main"], in: work)
        try git(["add", "-A"], in: work)
        try git(["commit", "-q", "-m", "\(name) \(tag)"], in: work)
        try git(["tag", "-a", tag, "-m", tag], in: work)
        let bare = directory.child("\(name).git")
        try git(["clone", "-q", "--bare", work, bare])
        return bare
    }
}
