import ArgumentParser
import Foundation
import SpecRepo

/// `podspec spec cat NAME`: prints a pod's podspec from the spec repos, like `pod spec cat`.
struct SpecCatCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "cat", abstract: "Prints a spec file.",
        discussion:
            "Prints the content of the podspec(s) whose name matches `QUERY` to standard output.\n\nExample: podspec spec cat MyPod --version=1.2.0"
    )

    @OptionGroup var query: SpecQuery

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let pattern = try query.pattern(Self.self)
        try RepoCommandSupport.informative(colours: global.colours) {
            let files = try query.files(pattern)
            guard var file = files.first else { throw SpecRepoError.noPodNamed(pattern) }
            if query.showAll {
                Console.output(
                    files.enumerated().map { "\($0.offset + 1): \($0.element.path)" }.joined(separator: "\n") + "\n")
                Console.output("Which spec would you like to print [1-\(files.count)]? ")
                // No answer at all (standard input closed or empty, as in CI): say what to do instead.
                guard let line = readLine() else { throw SpecRepoError(Self.noAnswer(files.count)) }
                let answer = line.trimmingCharacters(in: .whitespaces)
                guard let index = Int(answer), (1...files.count).contains(index) else {
                    throw SpecRepoError("\(answer) is invalid [1-\(files.count)]")
                }
                file = files[index - 1]
            }
            Console.output(String(decoding: try file.contents(), as: UTF8.self))
        }
    }

    /// Ours: `--show-all` found standard input closed before an answer.
    static func noAnswer(_ count: Int) -> String {
        "No answer on standard input to `Which spec would you like to print [1-\(count)]?`: pipe the number in "
            + "(`echo 1 | podspec spec cat NAME --show-all`) or pick a version with `--version=VERSION`."
    }
}
