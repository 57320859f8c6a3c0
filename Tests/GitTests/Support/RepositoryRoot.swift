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
    /// one commit ahead, an annotated tag `1.0` on main and a lightweight tag `light`. (A copy of one
    /// built once per test run.)
    @discardableResult
    func makeSpecRepo(named name: String = "specs") throws -> String {
        let template = try SpecRepoTemplate.path.get()
        let bare = directory.child("\(name).git")
        try FileManager.default.copyItem(atPath: template, toPath: bare)
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

/// The bare spec repo every test starts from, built once per test run with the git command line and
/// removed when the process exits.
enum SpecRepoTemplate {
    static let path: Result<String, TestSupportError> = {
        atexit { SpecRepoTemplate.removeFolder() }
        do {
            return .success(try build())
        } catch {
            return .failure(TestSupportError("could not build the spec repo template: \(error)"))
        }
    }()

    private static let folder = (NSTemporaryDirectory() as NSString)
        .appendingPathComponent("podspec-template-\(getpid())-\(UUID().uuidString)")

    private static func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func build() throws -> String {
        let work = (folder as NSString).appendingPathComponent("work")
        func file(_ relative: String) -> String { (work as NSString).appendingPathComponent(relative) }
        try git(["init", "-q", "-b", "main", work])
        try write("# Private specs\n", to: file("README.md"))
        try write(
            "Pod::Spec.new do |s|\n  s.name = 'Foo'\n  s.version = '1.0'\nend\n", to: file("Specs/Foo/1.0/Foo.podspec"))
        try git(["add", "-A"], in: work)
        try git(["commit", "-q", "-m", "Initial commit"], in: work)
        try git(["tag", "-a", "1.0", "-m", "Version 1.0"], in: work)
        try git(["tag", "light"], in: work)
        try git(["checkout", "-q", "-b", "dev"], in: work)
        try write("dev notes\n", to: file("DEV.md"))
        try git(["add", "-A"], in: work)
        try git(["commit", "-q", "-m", "Dev work"], in: work)
        try git(["checkout", "-q", "main"], in: work)
        let bare = (folder as NSString).appendingPathComponent("specs.git")
        try git(["clone", "-q", "--bare", work, bare])
        return bare
    }
}
