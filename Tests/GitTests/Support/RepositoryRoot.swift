import Foundation

/// A temporary folder of bare repositories that the test servers export, seeded with small spec repos
/// built with the git command line (an independent check of what libgit2 produces).
final class RepositoryRoot {
    let directory: TemporaryDirectory
    var path: String { directory.path }

    init() throws {
        directory = try TemporaryDirectory("root")
    }

    /// Creates `<name>.git`: branch `main` with `README.md` and `Specs/Foo/1.0/Foo.podspec`, branch `dev`
    /// one commit ahead, an annotated tag `1.0` on main and a lightweight tag `light`.
    @discardableResult
    func makeSpecRepo(named name: String = "specs") throws -> String {
        let work = directory.child("work-\(name)")
        try git(["init", "-q", "-b", "main", work])
        try write("# Private specs\n", to: (work as NSString).appendingPathComponent("README.md"))
        try write(
            "Pod::Spec.new do |s|\n  s.name = 'Foo'\n  s.version = '1.0'\nend\n",
            to: (work as NSString).appendingPathComponent("Specs/Foo/1.0/Foo.podspec"))
        try git(["add", "-A"], in: work)
        try git(["commit", "-q", "-m", "Initial commit"], in: work)
        try git(["tag", "-a", "1.0", "-m", "Version 1.0"], in: work)
        try git(["tag", "light"], in: work)
        try git(["checkout", "-q", "-b", "dev"], in: work)
        try write("dev notes\n", to: (work as NSString).appendingPathComponent("DEV.md"))
        try git(["add", "-A"], in: work)
        try git(["commit", "-q", "-m", "Dev work"], in: work)
        try git(["checkout", "-q", "main"], in: work)
        let bare = directory.child("\(name).git")
        try git(["clone", "-q", "--bare", work, bare])
        try FileManager.default.removeItem(atPath: work)
        return bare
    }

    /// Someone else's push: clones `<name>.git` with the git command line, commits `file` and pushes `main`.
    func pushFromElsewhere(repository name: String = "specs", file: String, contents: String) throws {
        let clone = directory.child("elsewhere-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: clone) }
        try git(["clone", "-q", directory.child("\(name).git"), clone])
        try write(contents, to: (clone as NSString).appendingPathComponent(file))
        try git(["add", "-A"], in: clone)
        try git(["commit", "-q", "-m", "Change \(file) elsewhere"], in: clone)
        try git(["push", "-q", "origin", "main"], in: clone)
    }

    /// The commit id a reference of `<name>.git` points to, read with the git command line.
    func revision(_ reference: String, repository name: String = "specs") throws -> String {
        try git(["--git-dir", directory.child("\(name).git"), "rev-parse", reference])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The files of `reference` in `<name>.git`.
    func files(at reference: String = "main", repository name: String = "specs") throws -> [String] {
        try git(["--git-dir", directory.child("\(name).git"), "ls-tree", "-r", "--name-only", reference])
            .split(separator: "\n").map(String.init)
    }
}
