import ArgumentParser
import Foundation
import Testing

@testable import PodspecCLI

/// `lib lint` and `spec lint` with many paths: the command line is parsed up to the first trailing
/// path and the rest appended (swift-argument-parser is quadratic in an array argument's values), with
/// exactly the result of parsing the whole line.
struct TrailingPathsTests {
    static let lines: [[String]] = [
        ["lib", "lint", "a.podspec", "b.podspec", "c.podspec"],
        ["lib", "lint", "--quick", "--format", "json", "a.podspec", "b.podspec", "c.podspec"],
        ["lib", "lint", "a.podspec", "--quick", "b.podspec", "c.podspec", "d.podspec"],
        ["lib", "lint", "--quick", "--format", "json"],
        ["lib", "lint", "--format", "json", "a.podspec"],
        ["spec", "lint", "--quick", "--platforms=ios,osx", "Specs", "x.podspec", "y.podspec.json"],
        ["spec", "lint", "--sources", "https://example.com/specs.git", "a.podspec", "b.podspec"],
        ["spec", "lint", "--quick", "--", "-odd.podspec", "b.podspec"],
        ["lib", "lint", "lint", "lib", "spec"],
    ]

    /// What a parsed command holds, every option and argument included.
    static func contents(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    @Test(arguments: lines)
    func theSplitLineParsesAsTheWholeLine(_ line: [String]) throws {
        let whole = try PodspecCommand.parseAsRoot(line)
        let split = try PodspecCommand.parse(line)
        #expect(Self.contents(split) == Self.contents(whole))
    }

    @Test func onlyThePathsAfterTheFirstTrailingOneAreSplitOff() {
        let (parsed, paths) = TrailingPaths.split(
            ["lib", "lint", "--format", "json", "a", "b", "c"], root: PodspecCommand.self)
        #expect(parsed == ["lib", "lint", "--format", "json"])
        #expect(paths == ["a", "b", "c"])
        let (whole, none) = TrailingPaths.split(["lib", "lint", "a"], root: PodspecCommand.self)
        #expect(whole == ["lib", "lint", "a"] && none.isEmpty)
        let (words, rest) = TrailingPaths.split(["spec", "lint", "a", "b"], root: PodspecCommand.self)
        #expect(words == ["spec", "lint", "a"] && rest == ["b"])
        let (push, kept) = TrailingPaths.split(["repo", "push", "acme", "a", "b"], root: PodspecCommand.self)
        #expect(push == ["repo", "push", "acme", "a", "b"] && kept.isEmpty, "another command gets its whole line")
    }

    /// The split is sound only while no option of these commands takes more than one value: each
    /// option's parsing strategy, as swift-argument-parser describes it, reads one value at most.
    @Test func noOptionOfATrailingPathsCommandTakesSeveralValues() throws {
        let commands = CommandTree.leaves.filter { $0.type is any TrailingPathsCommand.Type }
        #expect(commands.map(\.path) == ["podspec lib lint", "podspec spec lint"])
        for (path, type) in commands {
            let info = try #require(
                try JSONSerialization.jsonObject(with: Data(type._dumpHelp().utf8)) as? [String: Any])
            let arguments = try #require((info["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
            for argument in arguments where argument["kind"] as? String == "option" {
                let strategy = argument["parsingStrategy"] as? String ?? "default"
                #expect(["default", "scanningForValue", "unconditional"].contains(strategy), "\(path): \(argument)")
            }
        }
    }
}
