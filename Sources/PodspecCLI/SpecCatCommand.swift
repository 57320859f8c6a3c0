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
            let files = try query.files(pattern)
            guard var file = files.first else { throw SpecRepoError.noPodNamed(pattern) }
            if query.showAll {
                Console.output(
                    files.enumerated().map { "\($0.offset + 1): \($0.element.path)" }.joined(separator: "\n") + "\n")
                Console.output("Which spec would you like to print [1-\(files.count)]? ")
                let answer = readLine()?.trimmingCharacters(in: .whitespaces) ?? ""
                guard let index = Int(answer), (1...files.count).contains(index) else {
                    throw SpecRepoError("\(answer) is invalid [1-\(files.count)]")
                }
                file = files[index - 1]
            }
            Console.output(String(decoding: try file.contents(), as: UTF8.self))
        }
    }
}
