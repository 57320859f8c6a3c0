import ArgumentParser
import Testing

@testable import PodspecCLI

/// `PodspecCommand.parse` parses a leaf command (`lib lint`) as a root of its own: a valid line must give
/// exactly what the whole tree's parse gives, and help, versions and errors must still come from the whole
/// tree (their usage names `podspec lib lint`, not `lint`).
struct LeafParseTests {
    /// What follows each leaf's words: valid lines and lines the leaf alone would answer differently.
    static let tails: [[String]] = [
        [], ["--verbose"], ["A.podspec"], ["--help"], ["-h"], ["--help-hidden"], ["--version"], ["--bogus"],
        ["--generate-completion-script", "bash"], ["help"],
    ]

    /// The parsed command's contents, or the error's full text.
    static func outcome(_ parse: () throws -> any ParsableCommand) -> String {
        do {
            var text = ""
            dump(try parse(), to: &text)
            return text
        } catch {
            return "error: " + PodspecCommand.fullMessage(for: error)
        }
    }

    @Test func everyLeafParsesAsTheWholeTreeDoes() {
        for (path, _) in CommandTree.leaves {
            let words = Array(path.split(separator: " ").dropFirst().map(String.init))
            for tail in Self.tails {
                let line = words + tail
                let whole = Self.outcome { try PodspecCommand.parseAsRoot(line) }
                let parsed = Self.outcome { try PodspecCommand.parse(line) }
                #expect(parsed == whole, "\(line)")
            }
        }
    }

    @Test func helpForALeafNamesTheWholeCommand() {
        let help = Self.outcome { try PodspecCommand.parse(["lib", "lint", "--bogus"]) }
        #expect(help.contains("podspec lib lint"))
    }
}
