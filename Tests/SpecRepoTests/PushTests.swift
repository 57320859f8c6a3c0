import Foundation
import Testing
import Trust

@testable import Git
@testable import SpecRepo

/// `repo push` against real servers on loopback: commits with pod's messages, dependency order,
/// re-applying after someone else pushed, and every fault leaving the local repo as it was.
@Suite(.serialized) struct PushTests {
    let root: RepositoryRoot
    let repos: ReposFolder
    let output = OutputRecorder()

    init() throws {
        root = try RepositoryRoot()
        try root.makeSpecRepo()
        repos = try ReposFolder()
    }

    func pusher(
        _ repository: SpecRepository, _ configure: (inout PushOptions) -> Void = { _ in },
        transfer: TransferOptions = TransferOptions(credentials: .none)
    ) -> SpecPusher {
        var options = PushOptions()
        options.lockTimeout = 0.3
        options.fullValidation = nil  // the fixtures' sources are not served (PushValidationTests fetch theirs)
        configure(&options)
        let output = self.output
        return SpecPusher(
            repository: repository, options: options, transfer: transfer, workingDirectory: repos.path,
            output: { output.append($0) })
    }

    func serverLog() throws -> [String] {
        try git(["--git-dir", root.directory.child("specs.git"), "log", "--format=%s", "main"])
            .split(separator: "\n").map(String.init)
    }

    @Test func pushesOverGitDaemonInDependencyOrder() throws {
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        let repository = try repos.clone(daemon.url())
        try pusher(repository).push([fixturePodspec("PushTest.podspec"), fixturePodspec("BaseKit.podspec")])
        #expect(try serverLog() == ["[Add] PushTest (1.4)", "[Add] BaseKit (2.0.0)", "Initial commit"])
        #expect(try root.files().contains("Specs/PushTest/1.4/PushTest.podspec"))
        #expect(output.text.hasPrefix("\nValidating specs\n -> BaseKit (2.0.0)\n\n -> PushTest (1.4)\n\n"))
        #expect(
            output.text.hasSuffix(
                "Updating the `private' repo\n\nAdding the specs to the `private' repo\n - [Add] BaseKit (2.0.0)\n"
                    + " - [Add] PushTest (1.4)\n\nPushing the `private' repo\n\nPushed 2 specs to the `private' repo"
                    + " in dependency order: BaseKit (2.0.0), PushTest (1.4).\n"))
        #expect(try repos.state().contains("status []"))

        // The same podspec again changes nothing; a changed one is a fix; a new version an update.
        try pusher(repository).push([fixturePodspec("PushTest.podspec")])
        #expect(output.text.hasSuffix(" - [No change] PushTest (1.4)\n\nPushing the `private' repo\n"))
        let work = try TemporaryDirectory("versions")
        let changed = work.child("PushTest.podspec")
        try write(try read(fixturePodspec("PushTest.podspec")) + "# fixed\n", to: changed)
        try pusher(repository).push([changed])
        try write(
            try read(fixturePodspec("PushTest.podspec")).replacingOccurrences(of: "'1.4'", with: "'1.5'"), to: changed)
        try pusher(repository) { $0.useJSON = true }.push([changed])
        #expect(Array(try serverLog().prefix(2)) == ["[Update] PushTest (1.5)", "[Fix] PushTest (1.4)"])
        #expect(try root.files().contains("Specs/PushTest/1.5/PushTest.podspec.json"))
    }

    @Test func reappliesOnTopOfSomeoneElsesPush() throws {
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        let repository = try repos.clone(daemon.url())
        // Someone pushes after our fetch: the first push attempt is refused, then re-applied.
        let root = self.root
        let output = self.output
        var pushedElsewhere = false
        var options = PushOptions()
        options.lint = false
        let racing = SpecPusher(
            repository: repository, options: options, transfer: TransferOptions(credentials: .none),
            workingDirectory: repos.path,
            output: { text in
                output.append(text)
                if text.contains("Pushing the"), !pushedElsewhere {
                    pushedElsewhere = true
                    try? root.pushFromElsewhere(
                        file: "Specs/Other/1.0/Other.podspec", contents: podspecText("Other", "1.0"))
                }
            })
        try racing.push([fixturePodspec("BaseKit.podspec")])
        #expect(pushedElsewhere)
        #expect(
            try serverLog() == [
                "[Add] BaseKit (2.0.0)", "Change Specs/Other/1.0/Other.podspec elsewhere", "Initial commit",
            ])
        let merges = try git(["--git-dir", root.directory.child("specs.git"), "rev-list", "--merges", "main"])
        #expect(merges.isEmpty)
        #expect(try repos.state().contains("status []"))
    }

    @Test func pushesOverSmartHTTPWithBasicAuthAndRefusesWrongCredentials() throws {
        let server = try HTTPGitServer.start(serving: root)
        defer { server.stop() }
        try repos.clone(server.url(user: HTTPGitServer.user, password: HTTPGitServer.password))
        let folder = repos.directory.child("private")
        try git(["remote", "set-url", "origin", server.url()], in: folder)
        let repository = SpecRepository(path: folder)
        func credentials(_ password: String) -> TransferOptions {
            TransferOptions(
                credentials: CredentialProvider(
                    environment: ["PODSPEC_GIT_USERNAME": HTTPGitServer.user, "PODSPEC_GIT_PASSWORD": password],
                    homeDirectory: folder, useSSHAgent: false, sshKeyFiles: [], useNetrc: false,
                    useGitCredentialHelper: false, scopes: [server.url()].compactMap(CredentialScope.init(url:)),
                    allowsPlainHTTP: true))
        }
        let before = try repos.state()
        #expect {
            try pusher(repository, transfer: credentials("wrong")).push([fixturePodspec("BaseKit.podspec")])
        } throws: { error in
            let message = (error as? SpecRepoError)?.message ?? ""
            return message.contains("Authentication failed for the `private` repo") && !message.contains("wrong")
        }
        #expect(try repos.state() == before)
        try pusher(repository, transfer: credentials(HTTPGitServer.password)).push([fixturePodspec("BaseKit.podspec")])
        #expect(try serverLog().first == "[Add] BaseKit (2.0.0)")
    }

    @Test func pushesOverSSHWithAKeyFile() throws {
        let server = try SSHGitServer.start(serving: root)
        defer { server.stop() }
        let fingerprint = server.hostKeyFingerprint
        let home = try TemporaryDirectory("ssh-home")
        let transfer = TransferOptions(
            credentials: CredentialProvider(
                environment: [:], homeDirectory: home.path, useSSHAgent: false, sshKeyFiles: [server.userKey],
                useNetrc: false, useGitCredentialHelper: false),
            certificateCheck: { $0.sshFingerprint == fingerprint })
        _ = try Repository.clone(from: server.url(root), to: repos.directory.child("private"), options: transfer)
        let repository = SpecRepository(path: repos.directory.child("private"))
        try pusher(repository, transfer: transfer).push([fixturePodspec("PushTest.podspec")])
        #expect(try serverLog().first == "[Add] PushTest (1.4)")
    }

    @Test func pushesIntoAShardedRepoAndReadsItBack() throws {
        let work = root.directory.child("sharded-work")
        try git(["init", "-q", "-b", "main", work])
        try write(
            "---\nmin: 1.0.0\nlast: 1.17.0\nprefix_lengths:\n- 1\n- 1\n- 1\n", to: work + "/CocoaPods-version.yml")
        try git(["add", "-A"], in: work)
        try git(["commit", "-q", "-m", "Initial commit"], in: work)
        try git(["clone", "-q", "--bare", work, root.directory.child("sharded.git")])
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        let repository = try repos.clone(daemon.url("sharded"), as: "sharded")
        try pusher(repository).push([fixturePodspec("BaseKit.podspec")])
        let files = try root.files(repository: "sharded")
        let fragment = RepoMetadata(prefixLengths: [1, 1, 1]).pathFragment("BaseKit", version: "2.0.0")
        #expect(files.contains(fragment.joined(separator: "/") + "/BaseKit.podspec"))
        let sets = try PodSearch(repositories: repos.reposDirectory.repositories()).search("BaseKit", fullText: false)
        #expect(sets.map(\.name) == ["BaseKit"])
        #expect(try sets[0].highestSpecificationPath().hasSuffix(fragment.joined(separator: "/") + "/BaseKit.podspec"))
        #expect(
            try PodSearch(repositories: [repository]).search("primitives shared", fullText: true).map(\.name) == [
                "BaseKit"
            ])
    }

    @Test func pushesIntoAnEmptyRepo() throws {
        try git(["init", "-q", "--bare", "-b", "main", root.directory.child("empty.git")])
        let daemon = try GitDaemon.start(serving: root)
        defer { daemon.stop() }
        let repository = try repos.clone(daemon.url("empty"), as: "empty")
        try pusher(repository).push([fixturePodspec("BaseKit.podspec")])
        let log = try git(["--git-dir", root.directory.child("empty.git"), "log", "--format=%s", "main"])
        #expect(log == "[Add] BaseKit (2.0.0)\n")
    }
}
