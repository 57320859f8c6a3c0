import ArgumentParser
import Foundation
import Testing

@testable import PodspecCLI

/// Help, suggestions and bad input, as a new user meets them.
@Suite struct WorkflowHelpTests {
    @Test func everyCommandThatRunsHasAnExampleInItsHelp() {
        let leaves = CommandTree.leaves
        #expect(leaves.count >= 10)
        let missing = leaves.filter { !$0.type.helpMessage().contains("Example") }.map(\.path)
        #expect(missing.isEmpty, "no example in --help: \(missing)")
    }

    @Test(arguments: [[], ["lib"], ["spec"], ["repo"], ["ipc"], ["hook"]])
    func commandGroupsHaveAnExampleInTheirHelp(path: [String]) throws {
        let command = try #require(
            CommandTree.all().first { $0.path == (["podspec"] + path).joined(separator: " ") })
        #expect(command.type.helpMessage().contains("Example"))
    }

    @Test(arguments: [
        (["lib", "lnt"], "[!] Unknown command: `lnt`\nDid you mean: lint\n\nUsage: podspec lib <subcommand>\n"),
        (["lbi", "lint"], "[!] Unknown command: `lbi`\nDid you mean: lib\n\nUsage: podspec <subcommand>\n"),
        (
            ["hook", "instal"],
            "[!] Unknown command: `instal`\nDid you mean: install\n\nUsage: podspec hook <subcommand>\n"
        ),
        (
            ["spec", "CREATE", "X"],
            "[!] Unknown command: `CREATE`\nDid you mean: create\n\nUsage: podspec spec <subcommand>\n"
        ),
    ])
    func mistypedCommandGetsASuggestion(arguments: [String], message: String) throws {
        let text = try #require(PodspecCommand.unknownCommandMessage(arguments))
        #expect(text.hasPrefix(message))
    }

    @Test func farOffWordListsTheCommands() throws {
        let text = try #require(PodspecCommand.unknownCommandMessage(["frobnicate"]))
        #expect(text.hasPrefix("[!] Unknown command: `frobnicate`\nCommands: lib, spec, repo, ipc, hook"))
    }

    @Test(arguments: [
        ["lib", "lint", "Foo.podspec"], ["help", "lib"], ["--help"], ["lib", "--help"], ["spec", "create", "Foo"], [],
        ["hook", "run", "--allow-warnings"],
    ])
    func validCommandLinesAreLeftToTheParser(arguments: [String]) {
        #expect(PodspecCommand.unknownCommandMessage(arguments) == nil)
    }

    @Test func mistypedOptionGetsASuggestionFromTheParser() {
        do {
            _ = try PodspecCommand.parseAsRoot(["hook", "run", "--alow-warnings"])
            Issue.record("--alow-warnings was accepted")
        } catch {
            #expect(
                PodspecCommand.message(for: error)
                    == "Unknown option '--alow-warnings'. Did you mean '--allow-warnings'?")
        }
    }

    /// `make run`'s job: the bundled example pod passes the full lint (files, license, Swift versions, its
    /// dependency resolved in the bundled spec repo folder) offline.
    @Test func bundledExamplePassesTheFullLint() throws {
        let outcome = try WorkflowWorkspace().run(WorkflowWorkspace.exampleLint)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("Example passed validation."))
    }

    @Test func versionIsPrintedLikePods() throws {
        let outcome = try WorkflowWorkspace().run("podspec --version")
        #expect(outcome.status == 0)
        #expect(outcome.output == PodspecVersion.current + "\n")
    }

    @Test func mistypedCommandExitsWithAUsageError() throws {
        let workspace = try WorkflowWorkspace()
        let outcome = try workspace.run("podspec lib lnt")
        #expect(outcome.status == 1)
        #expect(outcome.output.hasPrefix("[!] Unknown command: `lnt`\nDid you mean: lint\n"))
    }

    @Test(arguments: [
        ("podspec ipc spec Missing.podspec", "[!] No podspec exists at path `Missing.podspec`."),
        ("mkdir Folder && podspec ipc spec Folder", "[!] No podspec exists at path `Folder`."),
        ("podspec spec create https://", "[!] `https://` is not a repository URL"),
        ("podspec spec create 'My Pod'", "[!] `My Pod` is not a usable pod name"),
        ("podspec hook uninstall", "[!] `"),
    ])
    func badInputIsOneClearLine(command: String, start: String) throws {
        let workspace = try WorkflowWorkspace()
        let outcome = try workspace.run(command)
        #expect(outcome.status == 1)
        #expect(outcome.output.hasPrefix(start), "\(outcome.output)")
        #expect(outcome.output.split(separator: "\n").count == 1, "\(outcome.output)")
    }

    @Test func lintInAFolderWithoutPodspecsFails() throws {
        let workspace = try WorkflowWorkspace()
        let outcome = try workspace.run("podspec lib lint")
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("[!] Unable to find a podspec in the working directory"))
    }
}
