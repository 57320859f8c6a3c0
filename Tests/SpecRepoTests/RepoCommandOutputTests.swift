import Foundation
import Testing

@testable import Git
@testable import SpecRepo

/// The spec-repo commands' console text, from the real binary, as `pod` prints it.
@Suite(.serialized) struct RepoCommandOutputTests {
    let root: RepositoryRoot
    let repos: ReposFolder

    init() throws {
        root = try RepositoryRoot()
        try root.makeSpecRepo()
        repos = try ReposFolder()
    }

    /// Runs `podspec arguments…` with `CP_REPOS_DIR` set; returns the exit code and the output.
    func podspec(_ arguments: [String], in directory: String? = nil) throws -> (status: Int32?, output: String) {
        let binary = try #require(ConcurrentPushTests.binary, "the podspec executable is not built beside the tests")
        let log = try TemporaryFile()
        var environment = testEnvironment(["CP_REPOS_DIR": repos.path, "PODSPEC_NO_CACHE": "1"])
        environment["HOME"] = repos.path
        let process = try ChildProcess(
            executable: "/bin/sh",
            arguments: ["-c", "cd \"$0\" && exec \"$@\"", directory ?? repos.path, binary] + arguments,
            environment: environment, output: log.path, error: log.path)
        let status = process.wait(timeout: 60)
        return (status, try log.contents())
    }

    @Test func addListWhichCatSearchRemove() throws {
        let url = "file://" + root.directory.child("specs.git")
        #expect(try podspec(["repo", "add", "private", url]) == (0, "Cloning spec repo `private` from `\(url)`\n"))
        #expect(
            try podspec(["repo", "add", "trunk", url]).output.hasPrefix(
                "[!] Repo name `trunk` is reserved for CocoaPods' main spec repo accessed via CDN.\n"))
        let list = try podspec(["repo"])
        #expect(list.status == 0)
        #expect(
            list.output == """

                private
                - Type: git (main)
                - URL:  \(url)
                - Path: \(repos.path)/private

                1 repo

                """)
        #expect(try podspec(["repo", "list", "--count-only"]).output == "1 repo\n")
        let path = "\(repos.path)/private/Specs/Foo/1.0/Foo.podspec"
        #expect(try podspec(["spec", "which", "Foo.podspec"]) == (0, path + "\n"))
        #expect(try podspec(["spec", "which", "Foo", "--version=1.0.0"]) == (1, "[!] Can't find spec for Foo.\n"))
        #expect(try podspec(["spec", "cat", "foo"]).output == (try read(path)))
        #expect(
            try podspec(["spec", "which", "Nothing"]) == (1, "[!] Unable to find a pod with name matching `Nothing'\n"))
        #expect(
            try podspec(["search", "foo"]).output == """

                -> Foo (1.0)
                   pod 'Foo', '~> 1.0'
                   - Source:   No source url
                   - Versions: 1.0 [private repo]

                """)
        #expect(
            try podspec(["search", "nothing"]) == (
                1, "[!] Unable to find a pod with name, author, summary, or description matching `nothing`\n"
            ))
        #expect(try podspec(["repo", "remove", "private"]) == (0, "Removing spec repo `private`\n"))
        #expect(try podspec(["repo", "list"]).output == "\n0 repos\n")
        #expect(try podspec(["repo", "remove", "private"]).output.hasPrefix("[!] repo private does not exist\n\n"))
    }

    @Test func pushRefusesADirtyRepoWithPodsMessage() throws {
        let url = "file://" + root.directory.child("specs.git")
        _ = try podspec(["repo", "add", "private", url])
        try write("scratch", to: repos.directory.child("private/notes.txt"))
        let work = try TemporaryDirectory("push-cwd")
        let result = try podspec(
            ["repo", "push", "private", fixturePodspec("BaseKit.podspec"), "--no-lint"], in: work.path)
        let relative = RelativePath.from(work.path, to: repos.directory.child("private/Specs"))
        #expect(result == (1, "[!] The repo `private` at `\(relative)` is not clean\n"))
        #expect(try podspec(["repo", "push"]).output.hasPrefix("[!] A spec-repo name or url is required.\n\n"))
        #expect(
            try podspec(["repo", "push", "missing"]) == (
                1,
                "[!] Unable to find the `missing` repo. If it has not yet been cloned, add it via `podspec repo add`.\n"
            ))
    }

    @Test func pushValidatesTheFetchedSourceThenPrintsPodsSequence() throws {
        try root.makePodRepository("RemotePod", fixture: "RemotePod", tag: "1.0.0")
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        _ = try podspec(["repo", "add", "private", daemon.url()])
        let work = try TemporaryDirectory("push-cwd")
        for version in ["1.0.0", "1.1.0"] {
            try write(
                loopbackPodspec("RemotePod", version: version, gitURL: daemon.url("RemotePod")),
                to: work.child("\(version)/RemotePod.podspec"))
        }
        #expect(
            try podspec(["repo", "push", "private", "1.0.0/RemotePod.podspec", "--skip-urls"], in: work.path) == (
                0,
                """

                Validating spec
                 -> RemotePod (1.0.0)

                Updating the `private' repo

                Adding the spec to the `private' repo
                 - [Add] RemotePod (1.0.0)

                Pushing the `private' repo

                """
            ))
        // Tag 1.1.0 is not on the remote: refused before the spec repo is touched.
        let refused = try podspec(["repo", "push", "private", "1.1.0/RemotePod.podspec", "--skip-urls"], in: work.path)
        #expect(refused.status == 1)
        #expect(
            refused.output.contains("fatal: Remote branch 1.1.0 not found in upstream origin\n) during validation.\n"))
        #expect(refused.output.hasSuffix("\n[!] The `1.1.0/RemotePod.podspec` specification does not validate.\n"))
        #expect(
            try root.files().filter { $0.hasPrefix("Specs/RemotePod/") } == ["Specs/RemotePod/1.0.0/RemotePod.podspec"])
    }
}
