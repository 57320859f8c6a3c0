import ArgumentParser
import Foundation
import Testing

@testable import PodspecCLI

/// The README's commands are what a new user copies first: every `podspec …` command line in its code
/// blocks (quick starts and CI recipes) and in its command table must parse with the current commands.
@Suite struct WorkflowReadmeTests {
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md").path

    /// Each `podspec …` command in the README's code blocks, as arguments (comments, redirections and
    /// `|| true` cut off).
    private static func codeBlockCommands() throws -> [[String]] {
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        var inBlock = false
        var commands: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock else { continue }
            for part in line.components(separatedBy: "&&") {
                var words = part.split(separator: " ").map(String.init)
                while let first = words.first, ["-", "run:"].contains(first) { words.removeFirst() }
                guard words.first == "podspec" else { continue }
                let end = words.firstIndex { $0.hasPrefix("#") || $0.hasPrefix(">") || $0 == "||" } ?? words.count
                commands.append(Array(words[1..<end]))
            }
        }
        return commands
    }

    /// The command `podspec PATH…` names, nil when there is none.
    private static func command(at path: [String]) -> (any ParsableCommand.Type)? {
        var command: any ParsableCommand.Type = PodspecCommand.self
        for name in path {
            guard let next = command.configuration.subcommands.first(where: { $0.configuration.commandName == name })
            else { return nil }
            command = next
        }
        return command
    }

    @Test func codeBlockCommandsParse() throws {
        let commands = try WorkflowReadmeTests.codeBlockCommands()
        #expect(commands.count >= 10)
        #expect(commands.contains(["hook", "install"]))
        #expect(commands.contains(["lib", "lint", "--format", "github"]))
        for command in commands {
            #expect(throws: Never.self, "podspec \(command.joined(separator: " "))") {
                _ = try PodspecCommand.parseAsRoot(command)
            }
        }
    }

    /// The README's ```yaml blocks.
    private static func yamlBlocks() throws -> [String] {
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        return text.components(separatedBy: "```yaml\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    @Test func yamlRecipesAreValid() throws {
        let blocks = try WorkflowReadmeTests.yamlBlocks()
        #expect(blocks.count >= 3)
        let workspace = try WorkflowWorkspace()
        for (index, block) in blocks.enumerated() {
            try workspace.write(block + "\n", to: "block\(index).yaml")
            let parsed = try workspace.run(
                "python3 -c 'import sys, yaml; yaml.safe_load(open(sys.argv[1]))' block\(index).yaml")
            #expect(parsed.status == 0, "README yaml block \(index + 1): \(parsed.output)")
            if block.contains("id: podspec-lint") {
                let validated = try workspace.run("pre-commit validate-config block\(index).yaml")
                #expect(validated.status == 0, "README pre-commit config: \(validated.output)")
            }
        }
        #expect(blocks.contains { $0.contains("id: podspec-lint") })
        #expect(blocks.contains { $0.contains("--format github") })
        #expect(blocks.contains { $0.contains("$CI_COMMIT_TAG") })
    }

    @Test func commandTableNamesExistingCommands() throws {
        let text = try String(contentsOfFile: WorkflowReadmeTests.readme, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains("| `podspec ") }
        #expect(rows.count >= 10)
        for row in rows {
            // `podspec repo add\|update …`: the command path before the first argument, each alternative.
            let cell = row.components(separatedBy: "| `podspec ")[1].components(separatedBy: "`")[0]
            let words = cell.split(separator: " ").map(String.init).prefix { word in
                !word.hasPrefix("-") && word.allSatisfy { ("a"..."z").contains($0) || "\\|-".contains($0) }
            }
            guard let last = words.last else { continue }
            for alternative in last.components(separatedBy: "\\|") {
                let path = Array(words.dropLast()) + [alternative]
                #expect(
                    WorkflowReadmeTests.command(at: path) != nil, "README table: podspec \(path.joined(separator: " "))"
                )
            }
        }
    }
}
