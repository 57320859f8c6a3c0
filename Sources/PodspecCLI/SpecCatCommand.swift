import ArgumentParser
import Foundation
import SpecRepo

/// `podspec spec cat NAME`: prints a pod's podspec from the spec repos, like `pod spec cat`.
struct SpecCatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cat", abstract: "Prints a spec file.",
        discussion:
            "Prints the content of the podspec(s) whose name matches `QUERY` to standard output.\n\nExample: podspec spec cat MyPod --version=1.2.0"
    )

    @OptionGroup var query: SpecQuery

    @OptionGroup var colour: ColourOption

    func run() throws {
        let pattern = try query.pattern(Self.self)
        try RepoCommandSupport.informative(colours: colour.enabled) {
            let paths = try query.paths(pattern)
            var path = paths.first ?? ""
            if query.showAll {
                Console.output(
                    paths.enumerated().map { "\($0.offset + 1): \($0.element)" }.joined(separator: "\n") + "\n")
                Console.output("Which spec would you like to print [1-\(paths.count)]? ")
                let answer = readLine()?.trimmingCharacters(in: .whitespaces) ?? ""
                guard let index = Int(answer), (1...paths.count).contains(index) else {
                    throw SpecRepoError("\(answer) is invalid [1-\(paths.count)]")
                }
                path = paths[index - 1]
            }
            guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw SpecRepoError("\(path) doesn't exist.")
            }
            Console.output(contents)
        }
    }
}
