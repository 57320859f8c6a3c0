import Testing

@testable import PodspecCLI

/// When the console colours: asked for, on a terminal, and `NO_COLOR` unset or empty.
@Suite struct ConsoleColourTests {
    @Test func coloursOnlyOnATerminalWhenAskedAndNoColorIsUnset() {
        #expect(Console.colours(asked: true, isTerminal: true, environment: [:]))
        #expect(Console.colours(asked: true, isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!Console.colours(asked: true, isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!Console.colours(asked: false, isTerminal: true, environment: [:]))
        #expect(!Console.colours(asked: true, isTerminal: false, environment: [:]))
    }

    @Test func everySpecRepoCommandAcceptsNoAnsi() throws {
        for arguments in [
            ["repo", "list", "--no-ansi"], ["repo", "lint", "x", "--no-ansi"], ["repo", "add", "a", "b", "--no-ansi"],
            ["repo", "update", "--no-ansi"], ["repo", "remove", "a", "--no-ansi"], ["search", "a", "--no-ansi"],
            ["spec", "which", "a", "--no-ansi"], ["spec", "cat", "a", "--no-ansi"],
        ] {
            #expect(throws: Never.self) { try PodspecCommand.parseAsRoot(arguments) }
        }
    }
}
