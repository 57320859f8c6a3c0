import ArgumentParser
import Foundation
import Testing

@testable import PodspecCLI

/// pod's global options on every command, and usage errors as pod reports them.
@Suite struct GlobalOptionsTests {
    /// The arguments a command needs before it parses at all.
    static let requiredArguments: [String: [String]] = [
        "podspec ipc spec": ["X.podspec"],
        "podspec repo export-cdn": ["acme", "out"],
        "podspec spec create": ["Bananas"],
    ]

    /// Each global flag and how the parsed options show it.
    static let flags: [(flag: String, isSet: @Sendable (GlobalOptions) -> Bool)] = [
        ("--silent", { $0.silent }), ("--verbose", { $0.verbose }), ("--no-ansi", { !$0.ansi }),
        ("--allow-root", { $0.allowRoot }),
    ]

    @Test func everyCommandTakesEveryGlobalOptionAndShowsItInItsHelp() throws {
        let leaves = CommandTree.leaves
        #expect(leaves.count >= 21)
        for (path, type) in leaves {
            let words = Array(path.split(separator: " ").dropFirst().map(String.init))
            let help = type.helpMessage()
            for (flag, isSet) in Self.flags {
                #expect(help.contains(flag), "\(path) --help does not show \(flag)")
                let arguments = words + (Self.requiredArguments[path] ?? []) + [flag]
                let parsed = try PodspecCommand.parseAsRoot(arguments)
                let command = try #require(parsed as? any GlobalOptionsCommand, "\(path) has no global options")
                #expect(isSet(command.global), "\(path) \(flag) was not applied")
            }
            #expect(help.contains("--help"))
        }
    }

    @Test func flagsBeforeTheCommandWordAreTakenAsPodTakesThem() {
        #expect(
            GlobalOptions.movingLeadingFlags(["--verbose", "--no-ansi", "repo", "list"])
                == ["repo", "list", "--verbose", "--no-ansi"])
        #expect(
            GlobalOptions.movingLeadingFlags(["--silent", "lib", "lint", "--", "x"]) == [
                "lib", "lint", "--silent", "--", "x",
            ])
        #expect(GlobalOptions.movingLeadingFlags(["--verbose"]) == ["--verbose"])
    }

    @Test(arguments: [
        (
            "podspec lib lint --alow-warnings",
            "[!] Unknown option: `--alow-warnings`\nDid you mean: --allow-warnings\n\nUsage: podspec lib lint "
        ),
        ("podspec ipc spec A.podspec B.podspec", "[!] Unknown command: `B.podspec`\n\nUsage: podspec ipc spec "),
        (
            "podspec repo list --silent --verbose",
            "[!] --silent and --verbose cannot be used together.\n\nUsage: podspec repo list"
        ),
        ("podspec spec create", "[!] A pod name or repo URL is required.\n\nUsage: podspec spec create"),
        ("podspec lib lnt", "[!] Unknown command: `lnt`\nDid you mean: lint\n\nUsage: podspec lib <subcommand>"),
    ])
    func badOptionOrArgumentExitsOneWithPodsLineAndTheUsage(command: String, start: String) throws {
        let outcome = try WorkflowWorkspace().run(command)
        #expect(outcome.status == 1)
        #expect(outcome.output.hasPrefix(start), "\(outcome.output)")
        #expect(outcome.output.contains("See '"), "\(outcome.output)")
    }

    @Test func helpStillExitsZero() throws {
        let outcome = try WorkflowWorkspace().run("podspec repo list --help --allow-root")
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("--allow-root"))
    }

    @Test func globalFlagsBeforeTheCommandRun() throws {
        let workspace = try WorkflowWorkspace()
        let outcome = try workspace.run(
            "CP_REPOS_DIR=\"$PWD/repos\" podspec --allow-root --no-ansi repo list --count-only")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output == "0 repos\n")
    }

    @Test func silentDrawsNoProgressBarOnATerminal() throws {
        let workspace = try ListEnvCommandTests.workspaceWithRepos()
        let loud = try workspace.run("script -qec 'podspec repo lint repos/acme' /dev/null")
        #expect(loud.output.contains("Linting ["), "\(loud.output)")
        let quiet = try workspace.run("script -qec 'podspec repo lint repos/acme --silent' /dev/null")
        #expect(!quiet.output.contains("Linting ["), "\(quiet.output)")
        #expect(quiet.output.contains("[!] "), "the failure still shows: \(quiet.output)")
    }

    @Test func silentPrintsNothingButErrors() throws {
        let workspace = try WorkflowWorkspace()
        try workspace.write(WorkflowPodspecs.good(), to: "Good.podspec")
        let quiet = try workspace.run("CP_REPOS_DIR=\"$PWD/repos\" podspec repo list --silent")
        #expect(quiet.status == 0)
        #expect(quiet.output == "")
        let passed = try workspace.run("podspec lib lint --quick --silent Good.podspec")
        #expect(passed.status == 0)
        #expect(passed.output == "")
        let failed = try workspace.run("CP_REPOS_DIR=\"$PWD/repos\" podspec repo push nope Good.podspec --silent")
        #expect(failed.status == 1)
        #expect(
            failed.output
                == "[!] Unable to find the `nope` repo. If it has not yet been cloned, add it via `podspec repo add`.\n"
        )
        let document = try workspace.run("podspec lib lint --quick --silent --format json Good.podspec")
        #expect(document.status == 0)
        #expect(document.output.hasPrefix("{"), "a requested document is printed even with --silent")
    }
}

/// swift-argument-parser's words turned into CLAide's.
@Suite struct ClaideMessageTests {
    @Test(arguments: [
        (
            "Unknown option '--alow-warnings'. Did you mean '--allow-warnings'?",
            "Unknown option: `--alow-warnings`\nDid you mean: --allow-warnings"
        ),
        ("Unknown option '--frobnicate'", "Unknown option: `--frobnicate`"),
        ("Unexpected argument 'extra'", "Unknown command: `extra`"),
        ("Missing expected argument '<path>'", "Missing expected argument '<path>'"),
    ])
    func parserMessagesAreWordedAsPodWordsThem(parser: String, pod: String) {
        #expect(PodspecCommand.claideMessage(parser) == pod)
    }
}
