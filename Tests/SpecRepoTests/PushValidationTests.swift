import Foundation
import Testing

@testable import Git
@testable import PodspecLint
@testable import SpecRepo

/// `repo push` runs the full validation, as `pod repo push` does: the podspec's source is fetched
/// from a real `git daemon` on loopback, and only a podspec that passes lands in the spec repo.
@Suite(.serialized) struct PushValidationTests {
    let root: RepositoryRoot
    let repos: ReposFolder
    let daemon: GitDaemon
    let repository: SpecRepository
    let work: TemporaryDirectory
    let output = OutputRecorder()

    init() throws {
        root = try RepositoryRoot()
        try root.makeSpecRepo()
        try root.makePodRepository("RemotePod", fixture: "RemotePod", tag: "1.0.0")
        try root.makePodRepository("DepKit", fixture: "DepKit", tag: "1.0.0")
        try root.makePodRepository("CorePod", fixture: "RemotePod", tag: "1.0.0")
        repos = try ReposFolder()
        daemon = try GitDaemon.start(serving: root)
        repository = try repos.clone(daemon.url())
        work = try TemporaryDirectory("push-validation")
    }

    /// `NAME.podspec` at `version`, its source the tag `version` of `NAME.git` on the daemon.
    func podspec(_ name: String = "RemotePod", version: String, _ extra: String = "") throws -> String {
        let path = work.child("\(version)/\(name).podspec")
        try write(loopbackPodspec(name, version: version, gitURL: daemon.url(name), extra), to: path)
        return path
    }

    func pusher(onATerminal: Bool = false) -> SpecPusher {
        var options = PushOptions()
        options.lockTimeout = 0.3
        options.fullValidation?.checkURLs = false
        options.fullValidation?.versionSource = SpecRepositories(repos.reposDirectory.repositories())
        let output = self.output
        var pusher = SpecPusher(
            repository: repository, options: options, transfer: TransferOptions(credentials: .none),
            workingDirectory: repos.path, output: { output.append($0) })
        pusher.showsProgress = onATerminal
        pusher.ansi = onATerminal
        return pusher
    }

    func serverLog() throws -> [String] {
        try git(["--git-dir", root.directory.child("specs.git"), "log", "--format=%s", "main"])
            .split(separator: "\n").map(String.init)
    }

    @Test func aTagMissingOnTheRemoteRefusesThePushAndChangesNothing() throws {
        let path = try podspec(version: "1.1.0")
        let before = try repos.state()
        let logBefore = try serverLog()
        #expect {
            try pusher().push([path])
        } throws: { error in
            (error as? SpecRepoError)?.message == "The `\(path)` specification does not validate."
        }
        #expect(
            output.text.hasPrefix(
                "\nValidating spec\n -> RemotePod (1.1.0)\n    - ERROR | [iOS] unknown: Encountered an unknown error "
                    + "([!] /usr/bin/git clone \(daemon.url("RemotePod")) "))
        #expect(
            output.text.hasSuffix(
                "warning: Could not find remote branch 1.1.0 to clone.\n"
                    + "fatal: Remote branch 1.1.0 not found in upstream origin\n) during validation.\n\n"))
        #expect(try repos.state() == before)
        #expect(try serverLog() == logBefore)
    }

    @Test func aPodThatValidatesLandsWithPodsConsoleText() throws {
        try pusher().push([try podspec(version: "1.0.0")])
        #expect(
            output.text == """

                Validating spec
                 -> RemotePod (1.0.0)

                Updating the `private' repo

                Adding the spec to the `private' repo
                 - [Add] RemotePod (1.0.0)

                Pushing the `private' repo

                """)
        #expect(try serverLog().first == "[Add] RemotePod (1.0.0)")
        #expect(try root.files().contains("Specs/RemotePod/1.0.0/RemotePod.podspec"))
    }

    /// The progress line is cleared (`ESC[K`) before the result is drawn over it.
    @Test func onATerminalTheProgressLineComesFirstAndTitlesAreYellow() throws {
        try pusher(onATerminal: true).push([try podspec(version: "1.0.0")])
        let (yellow, green, reset, clear) = ("\u{1B}[33m", "\u{1B}[32m", "\u{1B}[0m", "\u{1B}[K")
        #expect(
            output.text
                == "\(yellow)\nValidating spec\(reset)\n -> RemotePod\r\(clear)\(green) -> \(reset)RemotePod (1.0.0)\n\n"
                + "\(yellow)Updating the `private' repo\(reset)\n"
                + "\(yellow)\nAdding the spec to the `private' repo\(reset)\n - [Add] RemotePod (1.0.0)\n"
                + "\(yellow)\nPushing the `private' repo\(reset)\n")
    }

    @Test func podspecsPushedTogetherResolveEachOthersDependencies() throws {
        let uses = try podspec(version: "1.0.0", "  s.dependency 'DepKit', '~> 1.0'")
        let dependency = try podspec("DepKit", version: "1.0.0")
        // Alone, the dependency is in no spec repo: CocoaPods' resolver message refuses the push.
        #expect(throws: SpecRepoError.self) { try pusher().push([uses]) }
        #expect(
            output.text.contains(
                "    - ERROR | [iOS] dependencies: "
                    + DependencyValidation.notFound("DepKit (~> 1.0)", dependent: "RemotePod") + "\n"))
        try pusher().push([uses, dependency])
        #expect(Array(try serverLog().prefix(2)) == ["[Add] RemotePod (1.0.0)", "[Add] DepKit (1.0.0)"])
    }
}
